import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { RequestStatusBadge } from '@/components/requests/RequestDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/i18n/navigation';
import { staffRequests } from '@/server/domains/requests';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { shopTimeZone } from '@/shared/shop-dates';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffRequests'))('title') };
}

const filters = ['pending', 'resolved', 'all'] as const;
type Filter = (typeof filters)[number];

/** Every customer request, newest first, by status. */
export default async function StaffRequestsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'requests.view');
  const requested = (await searchParams).status;
  const filter: Filter = filters.find((each) => each === requested) ?? 'pending';
  const [list, t, format] = await Promise.all([
    pageContext(locale).then((ctx) => staffRequests(ctx, actor, filter === 'all' ? null : filter)),
    getTranslations(),
    getFormatter(),
  ]);
  return (
    <div className="max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('staffRequests.title')}</h1>
      <p className="text-neutral-700">{t('staffRequests.lead')}</p>
      <nav aria-label={t('staffRequests.filter')} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="mr-1 font-semibold text-ink">
          {t('staffRequests.filter')}:
        </span>
        {filters.map((each) => (
          <Link
            key={each}
            href={`/staff/requests?status=${each}`}
            aria-current={filter === each ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-semibold ${filter === each ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
          >
            {each === 'all' ? t('staffRequests.all') : t(`request.statuses.${each}`)}
          </Link>
        ))}
      </nav>
      {!list?.length ? (
        <EmptyState message={t('staffRequests.none')} />
      ) : (
        <ul
          className="divide-y divide-neutral-200 rounded-md border border-neutral-200"
          aria-label={t('staffRequests.title')}
        >
          {list.map((request) => (
            <li key={request.publicId}>
              <Link
                href={`/staff/requests/${request.publicId}`}
                aria-label={t('staffRequests.open', { name: request.name })}
                className="grid gap-1 p-4 hover:bg-neutral-50 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="text-neutral-700">
                  {format.dateTime(request.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: shopTimeZone,
                  })}
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
