import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditRecord } from '@/server/domains/audit';
import { shopTimeZone } from '@/shared/shop-dates';

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Audit entries, newest first: who, when and from where; the entity, the action and the values before and after. */
export async function AuditList({ entries }: { entries: AuditRecord[] }) {
  const [t, format] = await Promise.all([getTranslations('staff.audit'), getFormatter()]);
  if (entries.length === 0) return <p className="rounded-md border border-neutral-200 p-6 text-ink">{t('none')}</p>;
  const entityName = (entity: string) =>
    t.has(`entities.${entity as 'order'}`) ? t(`entities.${entity as 'order'}`) : entity;
  return (
    <ol aria-label={t('title')} className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 p-4 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4">
          <div className="text-sm text-neutral-700">
            <time dateTime={entry.at.toISOString()}>
              {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: shopTimeZone })}
            </time>
            {entry.address && <span className="block">{entry.address}</span>}
          </div>
          <div className="min-w-0">
            <p className="break-words text-ink">
              <span className="font-semibold">{entry.actorEmail ?? t('byShop')}</span> ·{' '}
              <span className="font-mono">{entry.action}</span> · {entityName(entry.entity)} #{entry.entityId}
            </p>
            {(entry.before !== null || entry.after !== null) && (
              <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                {entry.before !== null && (
                  <>
                    <dt className="text-neutral-600">{t('before')}</dt>
                    <dd className="font-mono break-all text-ink">{shown(entry.before)}</dd>
                  </>
                )}
                {entry.after !== null && (
                  <>
                    <dt className="text-neutral-600">{t('after')}</dt>
                    <dd className="font-mono break-all text-ink">{shown(entry.after)}</dd>
                  </>
                )}
              </dl>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
