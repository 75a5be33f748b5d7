import { getFormatter, getTranslations } from 'next-intl/server';
import { RequestStatusBadge } from '@/components/requests/RequestDetails';
import { Link } from '@/i18n/navigation';
import type { RequestDeskRow } from '@/server/domains/requests';
import { shopTimeZone } from '@/shared/shop-dates';
import { waitingAgeText } from './waiting-age-text';

/**
 * The desk's requests: each a row on a wide screen, a card on a phone; the whole row opens the request (through
 * the link on the customer's name, whose accessible name begins with what it shows). A waiting
 * request shows how long it has waited. Links are not prefetched (each would read the database).
 */
export async function RequestDeskList({ rows, now }: { rows: RequestDeskRow[]; now: Date }) {
  const [t, format, ageOf] = await Promise.all([getTranslations('staffRequests'), getFormatter(), waitingAgeText()]);
  return (
    <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" aria-label={t('title')}>
      {rows.map((request) => (
        <li
          key={request.publicId}
          className="relative grid gap-1 p-4 hover:bg-neutral-50 md:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,10rem)_auto] md:items-center md:gap-4"
        >
          <span className="text-neutral-700">
            {format.dateTime(request.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone })}
            {request.status === 'pending' && (
              <span className="block text-sm font-semibold text-amber-900">
                {t('waitingFor', { age: ageOf(request.createdAt, now) })}
              </span>
            )}
          </span>
          <span className="min-w-0 break-words">
            {/* The name is the link; its ::after covers the whole row, so a tap anywhere opens the request. */}
            <Link
              href={`/staff/requests/${request.publicId}`}
              prefetch={false}
              aria-label={t('open', { name: request.name })}
              className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand"
            >
              {request.name}
            </Link>
            <span className="block text-sm break-all text-neutral-600">{request.email}</span>
          </span>
          <span className="min-w-0 break-words text-neutral-700">
            {[request.tractorModel, request.partNumber].filter(Boolean).join(' · ')}
          </span>
          <span className="min-w-0 text-sm break-all text-neutral-700">
            <span className="sr-only">{t('columns.assignee')}: </span>
            {request.assignee?.email ?? t('unassigned')}
          </span>
          <RequestStatusBadge status={request.status} />
        </li>
      ))}
    </ul>
  );
}
