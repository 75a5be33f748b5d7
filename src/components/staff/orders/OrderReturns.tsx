import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { OrderSection } from './OrderSection';

/** Lines that came back: how many, restocked or not, why and who recorded it. */
export async function OrderReturns({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const format = await getFormatter();
  return (
    <OrderSection id="desk-returns" title={t('sections.returns')}>
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
