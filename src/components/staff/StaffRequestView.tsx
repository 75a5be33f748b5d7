'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { RequestDetails } from '@/components/requests/RequestDetails';
import { ReplyForm } from '@/components/requests/ReplyForm';
import { secondaryButton } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { getFragmentData } from '@/api-client/generated';
import {
  ContactRequestFieldsFragmentDoc,
  SetRequestStatusDocument,
  StaffReplyToRequestDocument,
  StaffRequestDocument,
} from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';
import { isLocale, localeDetails } from '@/shared/locales';

/** /staff/requests/{id}: one request with the customer's details, a reply box and the status change (staff only). */
export function StaffRequestView({ requestId }: { requestId: string }) {
  const t = useTranslations('staffRequests');
  const graphql = useGraphQL();
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const [changing, setChanging] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = ['staff-request', token, requestId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => graphql.send(StaffRequestDocument, { id: requestId }, { token, signal }),
    staleTime: 0,
  });
  if (query.isPending) return <LoadingNote>{t('loading')}</LoadingNote>;
  const request = query.data?.staffRequest
    ? getFragmentData(ContactRequestFieldsFragmentDoc, query.data.staffRequest)
    : null;
  if (!request) return <EmptyState message={t('notFound')} />;

  const changeStatus = async () => {
    setChanging(true);
    setFailed(false);
    const { setRequestStatus } = await graphql
      .send(
        SetRequestStatusDocument,
        { id: requestId, status: request.status === 'resolved' ? 'pending' : 'resolved' },
        { token },
      )
      .catch(() => ({ setRequestStatus: { ok: false } }));
    setChanging(false);
    setFailed(!setRequestStatus.ok);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <div className="space-y-6">
      <Link
        href="/staff/requests"
        className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
      >
        ← {t('back')}
      </Link>
      <section aria-labelledby="staff-customer" className="rounded-md border border-neutral-200 p-5">
        <h2 id="staff-customer" className="mb-2 text-xl font-bold text-ink">
          {t('customer')}
        </h2>
        <p className="font-semibold text-ink">{request.name}</p>
        <p className="break-all">
          <a href={`mailto:${request.email}`} className="text-ink underline hover:text-brand">
            {request.email}
          </a>
        </p>
        {request.phone && (
          <p>
            <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`} className="text-ink underline hover:text-brand">
              {request.phone}
            </a>
          </p>
        )}
        <p className="text-neutral-700">
          {t('language')}: {isLocale(request.locale) ? localeDetails[request.locale].name : request.locale}
        </p>
      </section>
      <RequestDetails request={request} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={changeStatus}
          disabled={changing}
          aria-busy={changing}
          className={`inline-flex items-center disabled:opacity-70 ${secondaryButton}`}
        >
          {changing ? t('changing') : request.status === 'resolved' ? t('reopen') : t('resolve')}
        </button>
        {failed && <FormAlert lines={[t('failed')]} />}
      </div>
      <ReplyForm
        labels={{
          title: t('replyTitle'),
          label: t('replyLabel'),
          hint: t('replyHint'),
          submit: t('replySubmit'),
          submitting: t('replySubmitting'),
          sent: t('replySent'),
          failed: t('failed'),
        }}
        onSend={async (body) => {
          const { staffReplyToRequest } = await graphql.send(
            StaffReplyToRequestDocument,
            { id: requestId, body },
            { token },
          );
          if (staffReplyToRequest.ok) await queryClient.invalidateQueries({ queryKey: key });
          return staffReplyToRequest.ok;
        }}
      />
    </div>
  );
}
