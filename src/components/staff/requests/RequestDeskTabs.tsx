import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requestDeskQuery, requestDeskStatuses, type RequestDeskFilters } from '@/shared/request-desk-filters';

/** The requests by status, as tabs that keep the other filters. */
export async function RequestDeskTabs({ filters }: { filters: RequestDeskFilters }) {
  const t = await getTranslations();
  return (
    <nav aria-label={t('staffRequests.filter')}>
      <ul className="flex flex-wrap gap-2">
        {requestDeskStatuses.map((status) => (
          <li key={status}>
            <Link
              href={`/staff/requests${requestDeskQuery({ ...filters, status })}`}
              aria-current={filters.status === status ? 'page' : undefined}
              prefetch={false}
              className={`inline-flex min-h-11 items-center rounded-md border px-4 font-semibold ${filters.status === status ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
            >
              {status === 'all' ? t('staffRequests.all') : t(`request.statuses.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
