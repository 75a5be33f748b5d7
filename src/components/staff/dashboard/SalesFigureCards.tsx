import { getTranslations } from 'next-intl/server';
import type { SalesComparison, SalesFigures } from '@/server/domains/dashboard';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';

const figures = ['revenue', 'orders', 'average', 'units'] as const;
const valueOf = {
  revenue: (f: SalesFigures) => f.revenueCents,
  orders: (f: SalesFigures) => f.orders,
  average: (f: SalesFigures) => f.averageCents,
  units: (f: SalesFigures) => f.units,
} as const;
const isMoney = (figure: (typeof figures)[number]) => figure === 'revenue' || figure === 'average';

/** The period's four figures, each beside the previous period's and the change between them. */
export async function SalesFigureCards({ comparison, locale }: { comparison: SalesComparison; locale: Locale }) {
  const t = await getTranslations('staffDashboard.sales');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const percent = new Intl.NumberFormat(localeTags[locale], { style: 'percent', maximumFractionDigits: 0 });
  const format = (figure: (typeof figures)[number], value: number) =>
    isMoney(figure) ? formatMoney({ cents: value, currency: 'EUR' }, locale) : number.format(value);
  const change = (current: number, previous: number) => {
    if (previous === 0) return current === 0 ? t('same') : t('new');
    const ratio = (current - previous) / previous;
    if (Math.abs(ratio) < 0.005) return t('same');
    return ratio > 0 ? t('up', { percent: percent.format(ratio) }) : t('down', { percent: percent.format(-ratio) });
  };
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => {
        const current = valueOf[figure](comparison.current);
        const previous = valueOf[figure](comparison.previous);
        return (
          <div key={figure} className="rounded-md border border-neutral-200 p-4" data-figure={figure}>
            <dt className="text-neutral-700">{t(figure)}</dt>
            <dd className="mt-1 text-2xl font-bold break-words text-ink tabular-nums">{format(figure, current)}</dd>
            <dd className="mt-1 text-sm text-neutral-700">
              {change(current, previous)} · {t('previous', { value: format(figure, previous) })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
