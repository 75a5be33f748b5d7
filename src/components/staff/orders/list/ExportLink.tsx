import { getTranslations } from 'next-intl/server';
import { secondaryButton } from '@/components/ui/button-styles';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/shared/locales';
import { orderDeskQuery, type OrderDeskFilters } from '@/shared/order-desk-filters';

/** "Export CSV": a download of every order under the current filters (a file, so a plain link, never prefetched). */
export async function ExportLink({ filters, locale }: { filters: OrderDeskFilters; locale: Locale }) {
  const t = await getTranslations('staffOrders');
  const path = getPathname({ locale, href: '/staff/orders/export' });
  return (
    <a
      href={`${path}${orderDeskQuery(filters, { before: undefined, after: undefined })}`}
      download
      title={t('exportHint')}
      className={`${secondaryButton} inline-flex items-center`}
    >
      {t('export')}
    </a>
  );
}
