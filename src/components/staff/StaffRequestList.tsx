'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { RequestStatusBadge } from '@/components/requests/RequestDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { getFragmentData } from '@/api-client/generated';
import { RequestSummaryFieldsFragmentDoc, StaffRequestsDocument } from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';

const filters = ['pending', 'resolved', 'all'] as const;
type Filter = (typeof filters)[number];

/** /staff/requests: every request, newest first, filtered by status; the server answers null to anyone but staff. */
export function StaffRequestList() {
  const t = useTranslations();
  const format = useFormatter();
  const graphql = useGraphQL();
  const token = useAuthStore((state) => state.token);
  const [filter, setFilter] = useState<Filter>('pending');
  const query = useQuery({
    queryKey: ['staff-requests', token, filter],
    queryFn: ({ signal }) =>
      graphql.send(StaffRequestsDocument, { status: filter === 'all' ? null : filter }, { token, signal }),
    staleTime: 0,
  });
  if (query.isPending) return <LoadingNote>{t('staffRequests.loading')}</LoadingNote>;
  if (query.isError)
    return (
      <p role="alert" className="text-ink">
        {t('staffRequests.failed')}
      </p>
    );
  if (!query.data.staffRequests) return <EmptyState message={t('staffRequests.notFound')} />;
  const list = query.data.staffRequests.map((each) => getFragmentData(RequestSummaryFieldsFragmentDoc, each));
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('staffRequests.filter')}</legend>
        <span aria-hidden="true" className="mr-1 font-semibold text-ink">
          {t('staffRequests.filter')}:
        </span>
        {filters.map((each) => (
          <label
            key={each}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 font-semibold ${filter === each ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
          >
            <input
              type="radio"
              name="status"
              value={each}
              checked={filter === each}
              onChange={() => setFilter(each)}
              className="sr-only"
            />
            {each === 'all' ? t('staffRequests.all') : t(`request.statuses.${each}`)}
          </label>
        ))}
      </fieldset>
      {list.length === 0 ? (
        <EmptyState message={t('staffRequests.none')} />
      ) : (
        <ul
          className="divide-y divide-neutral-200 rounded-md border border-neutral-200"
          aria-label={t('staffRequests.title')}
        >
          {list.map((request) => (
            <li key={request.id}>
              <Link
                href={`/staff/requests/${request.id}`}
                aria-label={t('staffRequests.open', { name: request.name })}
                className="grid gap-1 p-4 hover:bg-neutral-50 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="text-neutral-700">
                  {format.dateTime(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{request.name}</span>
                  <span className="block text-sm break-all text-neutral-600">{request.email}</span>
                </span>
                <span className="min-w-0 break-words text-neutral-700">
                  {[request.tractorModel, request.partNumber].filter(Boolean).join(' · ')}
                </span>
                <RequestStatusBadge status={request.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
