import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequestDeskFilterForm } from '@/components/staff/requests/RequestDeskFilterForm';
import { RequestDeskList } from '@/components/staff/requests/RequestDeskList';
import { RequestDeskTabs } from '@/components/staff/requests/RequestDeskTabs';
import { EmptyState } from '@/components/ui/EmptyState';
import { requestAssignees, staffRequests } from '@/server/domains/requests';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { parseRequestDeskFilters } from '@/shared/request-desk-filters';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffRequests'))('title') };
}

/** /staff/requests: the request desk, by status, assignee and a text search; waiting requests oldest first. */
export default async function StaffRequestsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'requests.view');
  const filters = parseRequestDeskFilters(await searchParams);
  const ctx = await pageContext(locale);
  const [list, members, t] = await Promise.all([
    staffRequests(ctx, actor, filters),
    requestAssignees(ctx, actor),
    getTranslations('staffRequests'),
  ]);
  const narrowed = filters.assignee !== 'anyone' || filters.q !== null;
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('lead')}</p>
      </div>
      <RequestDeskTabs filters={filters} />
      <RequestDeskFilterForm filters={filters} members={members} myUserId={actor.userId} />
      {!list?.length ? (
        <EmptyState message={narrowed ? t('noneFiltered') : t('none')} />
      ) : (
        <RequestDeskList rows={list} now={ctx.now()} />
      )}
    </div>
  );
}
