'use client';

import { useTranslations } from 'next-intl';
import type { OrderFieldsFragment } from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';

// Below 576px (sm) the table's rows become cards: the name on its own line, then quantity, price and line total
// side by side, each under its own label, so that nothing is clipped or needs scrolling sideways.
const figureCell =
  'px-2 py-2 text-right tabular-nums max-sm:flex max-sm:flex-col max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:before:text-xs max-sm:before:text-neutral-600 max-sm:before:content-[attr(data-label)]';

/** The lines of an order (spec §3): product, part number, quantity, price and line total. */
export function OrderLines({ items }: { items: OrderFieldsFragment['items'] }) {
  const t = useTranslations('orders');
  return (
    <table className="w-full text-left max-sm:block" data-testid="order-lines">
      <thead className="border-b border-neutral-300 text-sm text-neutral-600 max-sm:sr-only">
        <tr>
          <th className="py-2 pr-2 font-semibold">{t('product')}</th>
          <th className="px-2 py-2 text-right font-semibold">{t('quantity')}</th>
          <th className="px-2 py-2 text-right font-semibold">{t('price')}</th>
          <th className="py-2 pl-2 text-right font-semibold">{t('lineTotal')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
        {items.map((item) => (
          <tr
            key={item.sku}
            data-testid="order-line"
            className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-md max-sm:border max-sm:border-neutral-200 max-sm:p-3"
          >
            <td className="py-2 pr-2 break-words max-sm:col-span-3 max-sm:p-0">
              {item.productSlug ? (
                <Link href={`/product/${item.productSlug}`} className="font-semibold text-ink hover:text-brand">
                  {item.name}
                </Link>
              ) : (
                <span className="font-semibold text-ink">{item.name}</span>
              )}
              <span className="block text-sm break-all text-neutral-600">
                {item.mpn && `${t('partNumber')} ${item.mpn} · `}
                {item.sku}
                {item.condition && ` · ${item.condition}`}
              </span>
            </td>
            <td className={figureCell} data-label={t('quantity')}>
              {item.quantity}
            </td>
            <td className={figureCell} data-label={t('price')}>
              {item.price.formatted}
            </td>
            <td className={`${figureCell} font-semibold sm:pr-0`} data-label={t('lineTotal')}>
              {item.lineTotal.formatted}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
