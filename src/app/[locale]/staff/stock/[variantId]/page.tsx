import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MovementsTable } from '@/components/staff/stock/MovementsTable';
import { StockForm } from '@/components/staff/stock/StockForm';
import { StockPaging } from '@/components/staff/stock/StockPaging';
import { FormAlert } from '@/components/ui/FormAlert';
import { Link } from '@/i18n/navigation';
import { sharedDatabase } from '@/server/db';
import { staffMay } from '@/server/domains/staff';
import { variantStock } from '@/server/domains/stock';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageLocale } from '../../../page-locale';
import { runLowStockThreshold, runStockAdjustment } from '../actions';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; variantId: string }>;
  searchParams: Promise<{ page?: string | string[]; done?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffStock');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/stock/{variantId}: a variant's stock, its movements (who, why, when, balance), adjustment and threshold. */
export default async function StaffVariantStockPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'stock.view');
  const { variantId: idParam } = await params;
  const variantId = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  if (variantId === null) notFound();
  const query = await searchParams;
  const page = Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1);
  const stock = await variantStock((await sharedDatabase()).db, { variantId, page, locale });
  if (!stock) notFound();
  const t = await getTranslations('staffStock');
  const done = String(query.done ?? '');
  const mayAdjust = staffMay(actor.role, 'stock.adjust');
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <Link href="/staff/stock" className="inline-flex min-h-11 items-center text-brand underline">
          {t('variant.back')}
        </Link>
        <h1 className="text-3xl font-bold break-words text-ink">{t('variant.title', { sku: stock.sku })}</h1>
        {stock.name && <p className="mt-1 text-neutral-700">{stock.name}</p>}
      </div>
      {done === 'adjust' && <FormAlert tone="success" lines={[t('adjust.done', { stock: stock.stock })]} />}
      {done === 'threshold' && <FormAlert tone="success" lines={[t('threshold.done')]} />}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          [t('variant.stock'), String(stock.stock)],
          [t('variant.lowStockAt'), String(stock.lowStockAt)],
          [
            t('variant.importedStock'),
            stock.importedStock === null ? t('variant.neverImported') : String(stock.importedStock),
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-neutral-200 p-3">
            <dt className="text-sm text-neutral-600">{label}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {mayAdjust && (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <section aria-labelledby="adjust-title" className="rounded-md border border-neutral-200 p-4">
            <h2 id="adjust-title" className="mb-3 text-xl font-bold text-ink">
              {t('adjust.title')}
            </h2>
            <StockForm
              run={runStockAdjustment}
              locale={locale}
              variantId={variantId}
              fields={[
                { name: 'delta', label: t('adjust.delta'), hint: t('adjust.deltaHint'), type: 'number' },
                { name: 'reason', label: t('adjust.reason'), hint: t('adjust.reasonHint'), type: 'text' },
              ]}
              submit={t('adjust.submit')}
              busy={t('adjust.busy')}
            />
          </section>
          <section aria-labelledby="threshold-title" className="rounded-md border border-neutral-200 p-4">
            <h2 id="threshold-title" className="mb-3 text-xl font-bold text-ink">
              {t('threshold.title')}
            </h2>
            <StockForm
              run={runLowStockThreshold}
              locale={locale}
              variantId={variantId}
              fields={[
                {
                  name: 'lowStockAt',
                  label: t('threshold.lowStockAt'),
                  hint: t('threshold.hint'),
                  type: 'number',
                  initial: String(stock.lowStockAt),
                },
              ]}
              submit={t('threshold.submit')}
              busy={t('threshold.busy')}
            />
          </section>
        </div>
      )}
      <section aria-labelledby="movements-title" className="space-y-3">
        <h2 id="movements-title" className="text-xl font-bold text-ink">
          {t('variant.movements')}
        </h2>
        {stock.movements.length === 0 ? (
          <p>{t('variant.noMovements')}</p>
        ) : (
          <MovementsTable movements={stock.movements} locale={locale} />
        )}
        <StockPaging page={page} pages={stock.pages} href={(to) => `/staff/stock/${variantId}?page=${to}`} />
      </section>
    </div>
  );
}
