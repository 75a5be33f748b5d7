'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { UnsubscribeNewsletterDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { SignUpAgainPanel } from './SignUpAgainPanel';
import { ToShopLink } from './ToShopLink';

/**
 * The unsubscribe link's page: one button (a page that unsubscribed on opening would let mail scanners
 * unsubscribe people, RFC 8058 §3.2); mail programs unsubscribe in one click through `List-Unsubscribe`.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const t = useTranslations('newsletter.unsubscribe');
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const leave = useMutation({ mutationFn: () => graphql.send(UnsubscribeNewsletterDocument, { token }) });
  const answer = leave.data?.unsubscribeNewsletter;

  if (answer?.ok)
    return (
      <div className="space-y-4">
        <FormAlert tone="success" lines={[t('done')]} />
        <ToShopLink />
      </div>
    );
  if (answer?.error || !token)
    return (
      <>
        <FormAlert lines={[errorMessage(answer?.error ?? 'UNKNOWN_LINK')]} />
        <SignUpAgainPanel />
      </>
    );
  return (
    <form
      className="max-w-sm space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!leave.isPending) leave.mutate();
      }}
    >
      <p>{t('lead')}</p>
      {leave.isError && <FormAlert lines={[t('failed')]} />}
      <SubmitButton busy={leave.isPending} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
