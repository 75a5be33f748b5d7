import { getTranslations } from 'next-intl/server';
import type { OrderDeskCounts } from '@/server/domains/orders';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/shared/locales';
import { orderDeskQuery, orderDeskTabs, type OrderDeskFilters } from '@/shared/order-desk-filters';

/** The desk's piles of work as tabs, each with how many orders it holds under the other filters. */
export async function OrderDeskTabs({
  filters,
  counts,
  locale,
}: {
  filters: OrderDeskFilters;
  counts: OrderDeskCounts;
  locale: Locale;
}) {
  const t = await getTranslations('staffOrders');
  const current = filters.tab ?? 'all';
  const number = new Intl.NumberFormat(localeTags[locale]);
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {orderDeskTabs.map(({ key }) => {
          const active = key === current;
          return (
            <li key={key}>
              <Link
                href={`/staff/orders${orderDeskQuery(filters, { tab: key, before: undefined, after: undefined })}`}
                aria-current={active ? 'page' : undefined}
                prefetch={false}
                className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 font-semibold ${active ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
              >
                {t(`tabs.${key}`)}
                <span
                  className={`rounded-full px-2 text-sm tabular-nums ${active ? 'bg-white/20' : 'bg-neutral-100 text-neutral-700'}`}
                >
                  {number.format(counts[key])}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
