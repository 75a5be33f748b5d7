import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StockPaging } from '@/components/staff/stock/StockPaging';
import { EmptyState } from '@/components/ui/EmptyState';
import { primaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { sharedDatabase } from '@/server/db';
import { stockList, stockListKinds, type StockListKind } from '@/server/domains/stock';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageLocale } from '../../page-locale';
import { findStockBySku } from './actions';

/** Stock changes with every sale: read at every visit. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffStock');
  return { title: t('title'), robots: { index: false, follow: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /staff/stock: the sold-out and low-stock lists (each paged, from its partial index) and "find by SKU". */
export default async function StaffStockPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'stock.view');
  const query = await searchParams;
  const kindParam = first(query.kind);
  const kind: StockListKind = stockListKinds.includes(kindParam as StockListKind)
    ? (kindParam as StockListKind)
    : 'out';
  const page = Math.min(Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1), 100_000);
  const missing = first(query.missing);
  const db = (await sharedDatabase()).db;
  const [list, other, t] = await Promise.all([
    stockList(db, { kind, page, locale }),
    stockList(db, { kind: kind === 'out' ? 'low' : 'out', page: 1, locale }),
    getTranslations('staffStock'),
  ]);
  const counts = { [kind]: list.total, [kind === 'out' ? 'low' : 'out']: other.total } as Record<StockListKind, number>;
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('lead')}</p>
      </div>
      <form action={findStockBySku} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="locale" value={locale} />
        <label className="min-w-0 flex-1 basis-56">
          <span className="block font-medium text-ink">{t('find.label')}</span>
          <input
            name="sku"
            required
            defaultValue={missing ?? ''}
            className="mt-1 h-11 w-full rounded-md border border-neutral-300 px-3"
          />
        </label>
        <button type="submit" className={`inline-flex items-center ${primaryButton}`}>
          {t('find.submit')}
        </button>
      </form>
      {missing !== undefined && (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-amber-900">
          {t('find.notFound', { sku: missing })}
        </p>
      )}
      <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-2">
        {stockListKinds.map((tab) => (
          <Link
            key={tab}
            href={`/staff/stock?kind=${tab}`}
            aria-current={tab === kind ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-semibold ${tab === kind ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink'}`}
          >
            {t(`tabs.${tab}`, { count: counts[tab] })}
          </Link>
        ))}
      </nav>
      {list.rows.length === 0 ? (
        <EmptyState message={t(`none.${kind}`)} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <thead className="border-b border-neutral-300 text-sm text-neutral-600">
              <tr>
                <th className="p-2">{t('columns.sku')}</th>
                <th className="p-2">{t('columns.name')}</th>
                <th className="p-2 text-right">{t('columns.stock')}</th>
                <th className="p-2 text-right">{t('columns.lowStockAt')}</th>
                <th className="p-2">
                  <span className="sr-only">{t('columns.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.variantId} className="border-b border-neutral-200">
                  <td className="p-2 font-mono text-sm">{row.sku}</td>
                  <td className="p-2">{row.name}</td>
                  <td className="p-2 text-right tabular-nums">{row.stock}</td>
                  <td className="p-2 text-right tabular-nums">{row.lowStockAt}</td>
                  <td className="p-2">
                    <Link
                      href={`/staff/stock/${row.variantId}`}
                      className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                    >
                      {t('open')}
                      <span className="sr-only"> {row.sku}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StockPaging page={page} pages={list.pages} href={(to) => `/staff/stock?kind=${kind}&page=${to}`} />
    </div>
  );
}
