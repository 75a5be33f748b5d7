'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { StaffProductRow, TaxonChoice } from '@/server/domains/catalog';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { lowStockUnits } from '@/shared/staff-product-filters';
import { BulkBar } from './BulkBar';

const statusStyle = {
  active: 'bg-green-100 text-green-900',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-neutral-200 text-neutral-700',
};

/** The page of products with a checkbox each; the bulk bar acts on those checked. Scrolls sideways on a phone. */
export function ProductTable({
  rows,
  categories,
  canBulk,
}: {
  rows: StaffProductRow[];
  categories: TaxonChoice[];
  canBulk: boolean;
}) {
  const t = useTranslations('staffProducts');
  const locale = useLocale() as Locale;
  const [selected, setSelected] = useState<number[]>([]);
  const money = (cents: number) => formatMoney({ cents, currency: 'EUR' }, locale);
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id]));
  const all = rows.length > 0 && selected.length === rows.length;
  return (
    <div className="space-y-3">
      {canBulk && <BulkBar ids={selected} categories={categories} onDone={() => setSelected([])} />}
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="w-full min-w-[720px] text-left">
          <thead className="bg-neutral-50 text-sm text-neutral-700">
            <tr>
              {canBulk && (
                <th className="w-10 p-2">
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={all}
                    onChange={() => setSelected(all ? [] : rows.map((row) => row.id))}
                    className="h-5 w-5"
                  />
                </th>
              )}
              <th className="p-2">{t('table.product')}</th>
              <th className="p-2">{t('table.sku')}</th>
              <th className="p-2">{t('table.status')}</th>
              <th className="p-2 text-right">{t('table.price')}</th>
              <th className="p-2 text-right">{t('table.stock')}</th>
              <th className="p-2">{t('table.category')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-neutral-200 align-top">
                {canBulk && (
                  <td className="p-2">
                    <input
                      type="checkbox"
                      aria-label={t('table.select', { name: row.name })}
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      className="h-5 w-5"
                    />
                  </td>
                )}
                <td className="p-2">
                  <div className="flex items-start gap-2">
                    {row.photo ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of the shop's own file
                      <img
                        src={row.photo}
                        alt=""
                        width={48}
                        height={36}
                        className="h-9 w-12 rounded object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <span className="h-9 w-12 shrink-0 rounded bg-neutral-100" aria-hidden="true" />
                    )}
                    <span>
                      <Link
                        href={`/staff/products/${row.id}`}
                        prefetch={false}
                        className="font-medium text-ink underline-offset-2 hover:underline"
                      >
                        {row.name}
                      </Link>
                      {row.condition && <span className="block text-sm text-neutral-600">{row.condition}</span>}
                    </span>
                  </div>
                </td>
                <td className="p-2 text-sm">
                  {row.sku}
                  {row.mpn && <span className="block text-neutral-600">{row.mpn}</span>}
                </td>
                <td className="p-2">
                  <span className={`rounded px-2 py-0.5 text-sm ${statusStyle[row.status]}`}>
                    {t(`status.${row.status}`)}
                  </span>
                </td>
                <td className="p-2 text-right whitespace-nowrap">
                  {row.salePriceCents !== null ? (
                    <>
                      <span>{money(row.salePriceCents)}</span>
                      <s className="block text-sm text-neutral-500">{money(row.priceCents)}</s>
                    </>
                  ) : (
                    money(row.priceCents)
                  )}
                </td>
                <td
                  className={`p-2 text-right ${row.stock === 0 ? 'text-brand-dark' : row.stock <= lowStockUnits ? 'text-amber-800' : ''}`}
                >
                  {row.stock}
                </td>
                <td className="p-2 text-sm">{row.category}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
