'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { secondaryButton } from '@/components/ui/button-styles';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { useAuth } from '@/hooks/useAuth';
import { getFragmentData } from '@/api-client/generated';
import { MyRequestsDocument, RequestSummaryFieldsFragmentDoc } from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';
import { RequestStatusBadge } from './RequestDetails';

/** My account: the requests the member sent while signed in, each linking to its page; staff also reach all requests. */
export function MyRequests() {
  const t = useTranslations('request');
  const tStaff = useTranslations('staffRequests');
  const { user } = useAuth();
  const format = useFormatter();
  const graphql = useGraphQL();
  const token = useAuthStore((state) => state.token);
  const query = useQuery({
    queryKey: ['my-requests', token],
    queryFn: ({ signal }) => graphql.send(MyRequestsDocument, {}, { token, signal }),
    staleTime: 0,
  });
  const list = (query.data?.myRequests ?? []).map((each) => getFragmentData(RequestSummaryFieldsFragmentDoc, each));
  return (
    <section aria-labelledby="my-requests" className="mt-8 rounded-md border border-neutral-200 p-6">
      <h2 id="my-requests" className="text-xl font-bold text-ink">
        {t('myRequests')}
      </h2>
      <p className="mt-1 mb-4 text-neutral-600">{t('myRequestsLead')}</p>
      {query.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : list.length === 0 ? (
        <p className="text-ink">{t('noRequests')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {list.map((request) => {
            const date = format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' });
            return (
              <li key={request.id}>
                <Link
                  href={`/request/${request.id}`}
                  aria-label={t('view', { date })}
                  className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-neutral-50"
                >
                  <span className="min-w-0 break-words text-ink">
                    {date}
                    {(request.tractorModel || request.partNumber) && (
                      <span className="text-neutral-600">
                        {' '}
                        · {[request.tractorModel, request.partNumber].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                  <RequestStatusBadge status={request.status} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link href="/epikoinonia" className={`mt-4 inline-flex items-center ${secondaryButton}`}>
        {t('newRequest')}
      </Link>
      {user?.staff && (
        <Link
          href="/staff/requests"
          className="mt-4 ml-3 inline-flex min-h-11 items-center rounded-md bg-ink px-4 font-semibold text-white hover:bg-brand"
        >
          {tStaff('title')}
        </Link>
      )}
    </section>
  );
}
