import { getTranslations } from 'next-intl/server';
import type { DashboardSales } from '@/server/domains/dashboard';
import type { DashboardPeriod } from '@/shared/dashboard-periods';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { PeriodPicker } from './PeriodPicker';
import { SalesChart } from './SalesChart';
import { SalesDayTable } from './SalesDayTable';
import { SalesFigureCards } from './SalesFigureCards';
import { TopTable } from './TopTable';

/** The period's sales: the figures against the previous period, the days, the best sellers and the searches. */
export async function SalesSection({
  sales,
  period,
  locale,
}: {
  sales: DashboardSales;
  period: DashboardPeriod;
  locale: Locale;
}) {
  const t = await getTranslations('staffDashboard');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const money = (cents: number) => formatMoney({ cents, currency: 'EUR' }, locale);
  const sold = [t('top.name'), t('top.units'), t('top.revenue')];
  return (
    <section aria-labelledby="sales" className="space-y-4">
      <div>
        <h2 id="sales" className="text-xl font-bold text-ink">
          {t('sales.title')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700">{t('sales.note')}</p>
      </div>
      <PeriodPicker period={period} locale={locale} />
      <SalesFigureCards comparison={sales.comparison} locale={locale} />
      <div className="rounded-md border border-neutral-200 p-4">
        <h3 className="mb-2 font-semibold text-ink">{t('chart.title')}</h3>
        <SalesChart
          days={sales.days}
          locale={locale}
          labels={{ revenue: t('chart.revenue'), orders: t('chart.orders') }}
        />
        <SalesDayTable days={sales.days} locale={locale} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopTable
          title={t('top.parts')}
          columns={sold}
          empty={t('top.none')}
          rows={sales.topParts.map((part) => ({
            key: part.sku,
            cells: [`${part.name} (${part.sku})`, number.format(part.units), money(part.revenueCents)],
          }))}
        />
        <TopTable
          title={t('top.categories')}
          columns={sold}
          empty={t('top.none')}
          rows={sales.topCategories.map((category) => ({
            key: category.key,
            cells: [category.name, number.format(category.units), money(category.revenueCents)],
          }))}
        />
        <TopTable
          title={t('top.models')}
          columns={[t('top.name'), t('top.searches')]}
          empty={t('top.none')}
          rows={sales.searchedModels.map((model) => ({
            key: model.slug,
            cells: [model.name, number.format(model.searches)],
          }))}
        />
        <TopTable
          title={t('top.fruitless')}
          lead={t('top.fruitlessLead')}
          columns={[t('top.term'), t('top.searches')]}
          empty={t('top.none')}
          rows={sales.fruitlessSearches.map((search) => ({
            key: search.term,
            cells: [search.term, number.format(search.searches)],
          }))}
        />
      </div>
    </section>
  );
}
