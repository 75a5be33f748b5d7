'use client';

import { useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { ReplyToRequestDocument } from '@/api-client/generated/graphql';
import { useRouter } from '@/i18n/navigation';
import { ReplyForm } from './ReplyForm';

/** The customer's reply on /request/{id}; the page is read again to show it in the history. */
export function CustomerReply({ requestId }: { requestId: string }) {
  const t = useTranslations('request');
  const graphql = useGraphQL();
  const router = useRouter();
  return (
    <ReplyForm
      labels={{
        title: t('replyTitle'),
        label: t('replyLabel'),
        submit: t('replySubmit'),
        submitting: t('replySubmitting'),
        sent: t('replySent'),
        failed: t('replyFailed'),
      }}
      onSend={async (body) => {
        const { replyToRequest } = await graphql.send(ReplyToRequestDocument, { id: requestId, body });
        if (replyToRequest.ok) router.refresh();
        return replyToRequest.ok;
      }}
    />
  );
}
