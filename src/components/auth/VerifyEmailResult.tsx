'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { VerifyEmailDocument } from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';
import { useCallOnce } from '@/hooks/useCallOnce';
import { askWhoIsSignedIn } from '@/hooks/signed-in-user';
import { useAuthStore } from '@/stores/auth';

/** Confirms the address of the link as soon as the page opens, and says how it went. */
export function VerifyEmailResult({ token }: { token: string }) {
  const t = useTranslations('auth.verify');
  const graphql = useGraphQL();
  const { mutate, data, isError, isIdle, isPending } = useMutation({
    mutationFn: () => graphql.send(VerifyEmailDocument, { token }),
    // A confirmed address may make the member staff: ask who they are again.
    onSuccess: () => {
      const signedIn = useAuthStore.getState().token;
      if (signedIn) askWhoIsSignedIn(graphql, signedIn, { again: true });
    },
  });
  // Once: the link works a single time, and a second call would report it used.
  useCallOnce(Boolean(token), mutate);

  if (token && (isIdle || isPending))
    return (
      <p role="status" className="text-neutral-700">
        {t('checking')}
      </p>
    );
  const confirmed = !isError && data?.verifyEmail === true;
  return (
    <div className="mt-6 space-y-4">
      <FormAlert tone={confirmed ? 'success' : 'error'} lines={[confirmed ? t('done') : t('failed')]} />
      <Link href="/" className={`inline-flex items-center ${primaryButton}`}>
        {t('toShop')}
      </Link>
    </div>
  );
}
