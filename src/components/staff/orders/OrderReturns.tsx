import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { OrderSection } from './OrderSection';

/** A customer's withdrawal waiting to be handled, then the lines that came back: how many, restocked or not, why and who recorded it. */
export async function OrderReturns({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const format = await getFormatter();
  return (
    <OrderSection id="desk-returns" title={t('sections.returns')}>
      {order.withdrawal && (
        <p
          data-testid="desk-withdrawal"
          className={`mb-3 rounded-md border p-3 text-sm ${order.withdrawal.handledAt ? 'border-neutral-300 text-neutral-700' : 'border-amber-300 bg-amber-50 font-semibold text-ink'}`}
        >
          {order.withdrawal.handledAt
            ? t('withdrawal.handled', {
                date: format.dateTime(order.withdrawal.requestedAt, { dateStyle: 'medium' }),
                handled: format.dateTime(order.withdrawal.handledAt, { dateStyle: 'medium' }),
              })
            : t('withdrawal.open', {
                date: format.dateTime(order.withdrawal.requestedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
        </p>
      )}
      {order.returns.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('returns.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {order.returns.map((each) => (
            <li key={each.id} className="text-neutral-700">
              <p className="font-semibold text-ink">
                {format.dateTime(each.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {each.restock ? t('returns.restocked') : t('returns.notRestocked')}
              </p>
              <p>{each.lines.map((line) => `${line.quantity} × ${line.name} (${line.sku})`).join(', ')}</p>
              <p>
                {each.reason}
                {each.actorEmail && ` · ${each.actorEmail}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
