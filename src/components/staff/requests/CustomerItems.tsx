import { getFormatter, getTranslations } from 'next-intl/server';
import { RequestStatusBadge } from '@/components/requests/RequestDetails';
import { DeskBadge } from '@/components/staff/orders/list/DeskBadge';
import { Link } from '@/i18n/navigation';
import type { CustomerOtherItems } from '@/server/domains/requests';
import { orderDeskLabels } from '@/server/http/orders/order-desk-labels';
import type { Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { shopTimeZone } from '@/shared/shop-dates';

const linkClass = 'font-semibold text-brand underline-offset-2 hover:underline';

/** Beside the conversation: the customer's other requests and, for a role that may see them, their orders. */
export async function CustomerItems({ items, locale }: { items: CustomerOtherItems; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations('staffRequests'), getFormatter()]);
  const day = (at: Date) => format.dateTime(at, { dateStyle: 'medium', timeZone: shopTimeZone });
  const labels = orderDeskLabels(locale);
  return (
    <section aria-labelledby="customer-items" className="space-y-4 rounded-md border border-neutral-200 p-5">
      <h2 id="customer-items" className="text-xl font-bold text-ink">
        {t('customerItems')}
      </h2>
      <div>
        <h3 className="mb-2 font-bold text-ink">{t('otherRequests')}</h3>
        {items.requests.length === 0 ? (
          <p className="text-neutral-700">{t('noOtherRequests')}</p>
        ) : (
          <ul className="space-y-2">
            {items.requests.map((other) => (
              <li key={other.publicId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0">
                  <Link href={`/staff/requests/${other.publicId}`} prefetch={false} className={linkClass}>
                    {t('openOther', { date: day(other.createdAt) })}
                  </Link>
                  {other.subject && <span className="block text-sm break-all text-neutral-600">{other.subject}</span>}
                </span>
                <RequestStatusBadge status={other.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {items.orders && (
        <div>
          <h3 className="mb-2 font-bold text-ink">{t('orders')}</h3>
          {items.orders.length === 0 ? (
            <p className="text-neutral-700">{t('noOrders')}</p>
          ) : (
            <ul className="space-y-2">
              {items.orders.map((order) => (
                <li key={order.number} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <Link href={`/staff/orders/${order.number}`} prefetch={false} className={linkClass}>
                      {t('openOrder', { number: order.number })}
                    </Link>
                    <span className="block text-sm text-neutral-600">
                      {day(order.createdAt)} ·{' '}
                      {formatMoney({ cents: order.totalCents, currency: order.currency }, locale)}
                    </span>
                  </span>
                  <DeskBadge order={order.state} label={labels.orderState(order.state)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
