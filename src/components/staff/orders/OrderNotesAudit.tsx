import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { OrderSection } from './OrderSection';

/** Staff's internal notes, newest last. */
export async function OrderNotes({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const format = await getFormatter();
  return (
    <OrderSection id="desk-notes" title={t('sections.notes')}>
      {order.internalNotes.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('notes.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {order.internalNotes.map((note) => (
            <li key={note.id}>
              <p className="text-neutral-600">
                {format.dateTime(note.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                {note.authorEmail && ` · ${note.authorEmail}`}
              </p>
              <p className="whitespace-pre-line text-ink">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}

/** The order's own audit entries: who, when, from where, which action, the values before and after. */
export async function OrderAudit({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const format = await getFormatter();
  const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));
  return (
    <OrderSection id="desk-audit" title={t('sections.audit')}>
      {order.audit.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('audit.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {order.audit.map((entry) => (
            <li key={entry.id}>
              <details>
                <summary className="cursor-pointer text-ink">
                  {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })} · {entry.action} ·{' '}
                  {entry.actorEmail ?? '—'}
                  {entry.address && ` · ${t('audit.from', { address: entry.address })}`}
                </summary>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {(['before', 'after'] as const).map((side) => (
                    <div key={side} className="min-w-0">
                      <p className="font-semibold">{t(`audit.${side}`)}</p>
                      <pre className="overflow-x-auto rounded bg-neutral-50 p-2 text-xs">{json(entry[side])}</pre>
                    </div>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
