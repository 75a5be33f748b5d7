import { getTranslations } from 'next-intl/server';
import type { SalesDay } from '@/server/domains/dashboard';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';

/** The chart's numbers as a table: what screen readers read (the chart itself is hidden from them). */
export async function SalesDayTable({ days, locale }: { days: SalesDay[]; locale: Locale }) {
  const t = await getTranslations('staffDashboard.chart');
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <table className="sr-only">
      <caption>{t('tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('revenue')}</th>
          <th scope="col">{t('orders')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{date.format(new Date(`${day.day}T00:00:00Z`))}</th>
            <td>{formatMoney({ cents: day.revenueCents, currency: 'EUR' }, locale)}</td>
            <td>{day.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
