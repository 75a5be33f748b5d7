import { getTranslations } from 'next-intl/server';
import type { OrderDeskRow } from '@/server/domains/orders';
import type { OrderDeskLabels } from '@/server/http/orders/order-desk-labels';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { shopTimeZone } from '@/shared/order-desk-filters';
import { DeskBadge } from './DeskBadge';

const cell = 'align-top md:px-3 md:py-2';
/** Shown above a value on a phone, where the row is a card and the table's column headers are hidden. */
const cardLabel = 'block text-xs text-neutral-600 md:hidden';

/**
 * One page of orders. On a wide screen a table; on a phone each row is a card (the same markup, laid out as a grid),
 * so the page never scrolls sideways. The whole row opens the order. Links are not prefetched: each would read the
 * database, and a page holds fifty of them.
 */
export async function OrderDeskTable({
  rows,
  labels,
  locale,
}: {
  rows: OrderDeskRow[];
  labels: OrderDeskLabels;
  locale: Locale;
}) {
  const t = await getTranslations('staffOrders');
  const tDesk = await getTranslations('orderDesk');
  const when = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  });
  const columns = ['number', 'date', 'customer', 'items', 'total', 'payment', 'shipping', 'state'] as const;
  return (
    <table className="w-full border-collapse text-left max-md:block">
      <caption className="sr-only">{t('title')}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b-2 border-neutral-200 text-sm text-neutral-700">
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 font-semibold ${column === 'items' || column === 'total' ? 'text-right' : ''}`}
            >
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="relative hover:bg-neutral-50 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-md max-md:border max-md:border-neutral-200 max-md:p-3 md:border-b md:border-neutral-200"
          >
            <td className={`${cell} font-semibold`}>
              <Link
                href={`/staff/orders/${row.number}`}
                prefetch={false}
                aria-label={t('open', { number: row.number })}
                className="text-brand underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand"
              >
                {row.number}
              </Link>
            </td>
            <td className={`${cell} text-neutral-700 max-md:text-right md:whitespace-nowrap`}>
              <time dateTime={row.createdAt.toISOString()}>{when.format(row.createdAt)}</time>
            </td>
            <td className={`${cell} min-w-0 max-md:col-span-2`}>
              <span className="block font-semibold text-ink">{row.customerName}</span>
              {row.company && <span className="block text-sm text-ink">{row.company}</span>}
              <span className="block text-sm break-all text-neutral-600">{row.email}</span>
            </td>
            <td className={`${cell} tabular-nums md:text-right`}>{t('itemCount', { count: row.itemCount })}</td>
            <td className={`${cell} font-semibold tabular-nums max-md:text-right md:text-right md:whitespace-nowrap`}>
              {formatMoney({ cents: row.totalCents, currency: row.currency }, locale)}
            </td>
            <td className={cell}>
              <span className={cardLabel}>{t('columns.payment')}</span>
              <span className="block text-sm text-ink">{labels.paymentMethod(row.paymentMethod)}</span>
              <DeskBadge payment={row.paymentState} label={labels.paymentState(row.paymentState)} />
            </td>
            <td className={`${cell} text-sm max-md:text-right`}>
              <span className={cardLabel}>{t('columns.shipping')}</span>
              {labels.shippingMethod(row.shippingMethod)}
            </td>
            <td className={`${cell} max-md:col-span-2`}>
              <span className="sr-only md:hidden">{t('columns.state')}: </span>
              <DeskBadge order={row.state} label={labels.orderState(row.state)} />
              {row.withdrawalOpen && (
                <span
                  data-testid="desk-withdrawal-badge"
                  className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                >
                  {tDesk('withdrawal.badge')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
