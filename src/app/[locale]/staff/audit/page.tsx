import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditFilters } from '@/components/staff/AuditFilters';
import { AuditList } from '@/components/staff/AuditList';
import { auditEntries } from '@/server/domains/audit';
import { staffDirectory } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { dayStart } from '@/shared/shop-dates';
import { pageLocale } from '../../page-locale';
import { auditEntities, readAuditQuery, auditQueryString } from '@/components/staff/audit-query';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.audit'))('title') };
}

const pageSize = 50;

/** The audit log: every back-office change, newest first, filtered by member, entity and dates, a page at a time. */
export default async function StaffAuditPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'audit.view');
  const query = readAuditQuery(await searchParams);
  const ctx = await pageContext(locale);
  const [members, entries, t] = await Promise.all([
    staffDirectory(ctx),
    auditEntries(ctx.db, {
      actorUserId: query.member ?? undefined,
      entity: query.entity ?? undefined,
      from: (query.from && dayStart(query.from)) || undefined,
      to: (query.to && dayStart(query.to, 1)) || undefined,
      beforeId: query.before ?? undefined,
      limit: pageSize + 1,
    }),
    getTranslations('staff.audit'),
  ]);
  const shown = entries.slice(0, pageSize);
  const older = entries.length > pageSize ? shown.at(-1)?.id : undefined;
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-neutral-700">{t('lead')}</p>
      </div>
      <AuditFilters query={query} members={members} entities={auditEntities} />
      <AuditList entries={shown} />
      <nav aria-label={t('title')} className="flex flex-wrap gap-3">
        {query.before !== null && (
          <a href={`?${auditQueryString({ ...query, before: null })}`} className="font-semibold text-brand underline">
            {t('newest')}
          </a>
        )}
        {older !== undefined && (
          <a href={`?${auditQueryString({ ...query, before: older })}`} className="font-semibold text-brand underline">
            {t('older')}
          </a>
        )}
      </nav>
    </div>
  );
}
