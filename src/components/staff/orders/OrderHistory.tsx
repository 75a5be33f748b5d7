import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { OrderSection } from './OrderSection';

const kinds = ['order', 'payment', 'payment-received', 'refund', 'return', 'contact-edit', 'confirmation-resent'];

/** The values a history entry carried worth reading: amounts stay with their own sections, these are short. */
const detailOf = (detail: Record<string, unknown> | null) =>
  ['reason', 'reference', 'carrier', 'trackingNumber']
    .map((key) => detail?.[key])
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .join(' · ');

/** Everything that happened to the order, oldest first, and who did it (staff) or that the shop or customer did. */
export async function OrderHistory({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const tPayments = await getTranslations('payments.history');
  const tOrders = await getTranslations('orders');
  const format = await getFormatter();
  const stateName = (state: string | null) =>
    state && tOrders.has(`states.${state}` as 'states.pending')
      ? tOrders(`states.${state}` as 'states.pending')
      : state;
  const paymentStateName = (state: string | null) =>
    state && tOrders.has(`paymentStates.${state}` as 'paymentStates.pending')
      ? tOrders(`paymentStates.${state}` as 'paymentStates.pending')
      : state;
  return (
    <OrderSection id="desk-history" title={t('sections.history')}>
      <ol className="space-y-2 text-sm">
        {order.history.map((event) => {
          // A payment's or refund's states are the payment's; every other entry names the order's.
          const nameOf = event.kind === 'payment' || event.kind === 'refund' ? paymentStateName : stateName;
          const [from, named] = [nameOf(event.fromState), nameOf(event.toState)];
          // Money that came after the order was cancelled: staff see that the shop gives it back by itself.
          const kind =
            event.kind === 'late-payment'
              ? tPayments('latePayment')
              : kinds.includes(event.kind)
                ? t(`history.kinds.${event.kind}` as 'history.kinds.order')
                : event.kind;
          return (
            <li key={event.id} className="border-l-2 border-neutral-300 pl-3" data-testid="desk-event">
              <p className="text-neutral-600">
                {format.dateTime(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {t('history.by', { who: event.actorEmail ?? t('history.shop') })}
              </p>
              <p className="text-ink">
                <span className="font-semibold">{event.fromState === null ? t('history.placed') : kind}</span>
                {': '}
                {from && from !== named ? `${from} → ${named}` : named}
                {detailOf(event.detail) && ` · ${detailOf(event.detail)}`}
              </p>
            </li>
          );
        })}
      </ol>
    </OrderSection>
  );
}
