import { getFormatter, getTranslations } from 'next-intl/server';
import { TotalRow } from '@/components/ui/TotalRow';
import type { StaffOrderView } from '@/server/domains/orders';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { OrderSection } from './OrderSection';

/** Every payment attempt with what was received and its references, what is paid and due, and the refunds. */
export async function OrderPayments({ order, locale }: { order: StaffOrderView; locale: Locale }) {
  const t = await getTranslations('orderDesk');
  const tOrders = await getTranslations('orders');
  const tCheckout = await getTranslations('checkout');
  const format = await getFormatter();
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, locale);
  const methodName = (code: string) =>
    tCheckout.has(`payments.${code}` as 'payments.card') ? tCheckout(`payments.${code}` as 'payments.card') : code;
  return (
    <OrderSection id="desk-payments" title={t('sections.payments')}>
      <dl className="mb-3 max-w-xs space-y-1 text-ink">
        <TotalRow label={t('money.total')} value={money(order.totalCents)} />
        <TotalRow label={t('money.paid')} value={money(order.money.paidCents)} />
        {order.money.refundedCents > 0 && (
          <TotalRow label={t('money.refunded')} value={money(order.money.refundedCents)} />
        )}
        {order.money.dueCents > 0 && order.state !== 'canceled' && (
          <TotalRow label={t('money.due')} value={money(order.money.dueCents)} strong />
        )}
      </dl>
      <ul className="space-y-2 text-sm">
        {order.payments.map((payment) => (
          <li key={payment.id} className="rounded border border-neutral-200 p-2" data-testid="desk-payment">
            <p className="font-semibold text-ink">
              {methodName(payment.method)} · {money(payment.amountCents)} · {tOrders(`paymentStates.${payment.state}`)}
            </p>
            <p className="text-neutral-700">
              {format.dateTime(payment.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              {payment.receivedCents > 0 && ` · ${t('payments.received', { amount: money(payment.receivedCents) })}`}
              {payment.reference && ` · ${t('payments.reference', { reference: payment.reference })}`}
              {payment.cardSummary && ` · ${payment.cardSummary}`}
              {payment.failureCode && ` · ${t('payments.failure', { code: payment.failureCode })}`}
              {payment.refundedCents > 0 &&
                ` · ${t('payments.refundedPart', { amount: money(payment.refundedCents) })}`}
            </p>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold text-ink">{t('refunds.title')}</h3>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('refunds.none')}</p>
      ) : (
        <ul className="space-y-1 text-sm text-neutral-700">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {format.dateTime(refund.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
              {t('refunds.line', { amount: money(refund.amountCents), channel: refund.channel })}
              {refund.reason && ` · ${refund.reason}`}
              {refund.actorEmail && ` · ${refund.actorEmail}`}
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
