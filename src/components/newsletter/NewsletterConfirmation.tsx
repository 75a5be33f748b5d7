'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { ConfirmNewsletterDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useCallOnce } from '@/hooks/useCallOnce';
import { SignUpAgainPanel } from './SignUpAgainPanel';
import { ToShopLink } from './ToShopLink';

/**
 * Confirms the subscription of the link once the page runs in a browser (mail scanners that only fetch the
 * page confirm nothing), and says how it went; a link that did not work offers the sign-up again.
 */
export function NewsletterConfirmation({ token }: { token: string }) {
  const t = useTranslations('newsletter.confirm');
  const errors = useTranslations('errors');
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const { mutate, data, isError, isIdle, isPending } = useMutation({
    mutationFn: () => graphql.send(ConfirmNewsletterDocument, { token }),
  });
  // Once: a second call would only say "already confirmed".
  useCallOnce(Boolean(token), mutate);

  if (token && (isIdle || isPending))
    return (
      <p role="status" className="flex items-center gap-2 text-neutral-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand border-t-transparent"
        />
        {t('checking')}
      </p>
    );
  if (isError) return <FormAlert lines={[errors('system')]} />;
  const answer = data?.confirmNewsletter;
  if (!answer?.outcome)
    return (
      <>
        <FormAlert lines={[errorMessage(answer?.error ?? 'UNKNOWN_LINK')]} />
        <SignUpAgainPanel />
      </>
    );
  return (
    <div className="space-y-4">
      <FormAlert tone="success" lines={[answer.outcome === 'CONFIRMED' ? t('confirmed') : t('alreadyConfirmed')]} />
      <p className="text-neutral-700">{t('unsubscribeHint')}</p>
      <ToShopLink />
    </div>
  );
}
