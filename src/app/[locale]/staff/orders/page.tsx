import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderDeskFilterForm } from '@/components/staff/orders/list/OrderDeskFilterForm';
import { OrderDeskPaging } from '@/components/staff/orders/list/OrderDeskPaging';
import { OrderDeskTable } from '@/components/staff/orders/list/OrderDeskTable';
import { OrderDeskTabs } from '@/components/staff/orders/list/OrderDeskTabs';
import { ExportLink } from '@/components/staff/orders/list/ExportLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageContext } from '@/server/request-context';
import { orderDeskCounts, orderDeskPage } from '@/server/domains/orders';
import { staffMay } from '@/server/domains/staff';
import { orderDeskLabels } from '@/server/http/orders/order-desk-labels';
import { requireStaff } from '@/server/http/staff/require-staff';
import { parseOrderDeskFilters, type OrderDeskFilterName } from '@/shared/order-desk-filters';
import { pageLocale } from '../../page-locale';

/** Orders change all day: read at every visit. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffOrders');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The filter a message names when its value was ignored: the form's own label for it. */
const filterLabel = {
  tab: 'tabsLabel',
  state: 'state',
  payment: 'payment',
  method: 'method',
  shipping: 'shipping',
  from: 'from',
  to: 'to',
  q: 'search',
  before: 'paging',
  after: 'paging',
} as const satisfies Record<OrderDeskFilterName, string>;

/** /staff/orders: the order desk's list, its tabs, filters and search, paging, and the CSV export. */
export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'orders.view');
  const { filters, ignored } = parseOrderDeskFilters(await searchParams);
  const ctx = await pageContext(locale);
  const [page, counts, t] = await Promise.all([
    orderDeskPage(ctx, filters),
    orderDeskCounts(ctx, filters),
    getTranslations('staffOrders'),
  ]);
  const labels = orderDeskLabels(locale);
  const shippingMethods = [...new Set(ctx.config.checkout.shippingMethods.map((method) => method.code))];
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-1 text-neutral-600">{t('lead')}</p>
        </div>
        {staffMay(actor.role, 'orders.export') && <ExportLink filters={filters} locale={locale} />}
      </div>
      {ignored.length > 0 && (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-amber-900">
          {t('ignored', { names: [...new Set(ignored.map((name) => t(filterLabel[name])))].join(', ') })}
        </p>
      )}
      <OrderDeskTabs filters={filters} counts={counts} locale={locale} />
      <OrderDeskFilterForm filters={filters} shippingMethods={shippingMethods} labels={labels} />
      {page.rows.length === 0 ? (
        <EmptyState message={t('none')} />
      ) : (
        <OrderDeskTable rows={page.rows} labels={labels} locale={locale} />
      )}
      <OrderDeskPaging filters={filters} page={page} />
    </div>
  );
}
