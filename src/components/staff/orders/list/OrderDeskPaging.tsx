import { getTranslations } from 'next-intl/server';
import { secondaryButton } from '@/components/ui/button-styles';
import type { OrderDeskPage } from '@/server/domains/orders';
import { Link } from '@/i18n/navigation';
import { orderDeskQuery, type OrderDeskFilters } from '@/shared/order-desk-filters';

/** Newer and older pages: links carrying a keyset cursor and the filters, so every page has its own address. */
export async function OrderDeskPaging({ filters, page }: { filters: OrderDeskFilters; page: OrderDeskPage }) {
  if (page.newer === null && page.older === null) return null;
  const t = await getTranslations('staffOrders');
  const link = (label: string, changes: OrderDeskFilters, rel: 'prev' | 'next') => (
    <Link
      href={`/staff/orders${orderDeskQuery(filters, changes)}`}
      rel={rel}
      prefetch={false}
      className={`${secondaryButton} inline-flex items-center`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('paging')} className="flex flex-wrap justify-between gap-2">
      <span>{page.newer !== null && link(`← ${t('newer')}`, { after: page.newer, before: undefined }, 'prev')}</span>
      <span>{page.older !== null && link(`${t('older')} →`, { before: page.older, after: undefined }, 'next')}</span>
    </nav>
  );
}
