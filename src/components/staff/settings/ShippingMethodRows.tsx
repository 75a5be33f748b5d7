'use client';

import { useTranslations } from 'next-intl';
import { shippingZones } from '@/shared/shop-settings-rules';

const columns = ['code', 'zone', 'base', 'perKg', 'includedGrams', 'maxGrams', 'freeFrom'] as const;

/** The shipping methods as rows of fields (one empty row adds a method; clearing a code removes its row). */
export function ShippingMethodRows({
  rows,
  valueOf,
  faulty,
}: {
  rows: number;
  valueOf: (name: string) => string;
  faulty: (row: number) => boolean;
}) {
  const t = useTranslations('staffSettings.shipping');
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-semibold text-ink">{t('title')}</legend>
      <p className="text-sm text-neutral-700">{t('lead')}</p>
      <input type="hidden" name="shippingRows" value={rows} />
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className={`grid grid-cols-2 gap-2 rounded-md border p-3 sm:grid-cols-3 lg:grid-cols-7 ${faulty(row) ? 'border-brand' : 'border-neutral-200'}`}
        >
          {columns.map((column) => {
            const name = `shipping.${row}.${column}`;
            const label = <span className="text-sm text-neutral-700">{t(column)}</span>;
            return (
              <label key={column} className="flex min-w-0 flex-col gap-1">
                {label}
                {column === 'zone' ? (
                  <select
                    name={name}
                    defaultValue={valueOf(name) || 'gr'}
                    className="h-11 rounded-md border border-neutral-300 px-2"
                  >
                    {shippingZones.map((zone) => (
                      <option key={zone} value={zone}>
                        {t(`zones.${zone}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    name={name}
                    defaultValue={valueOf(name)}
                    inputMode={column === 'code' ? 'text' : 'decimal'}
                    className="h-11 min-w-0 rounded-md border border-neutral-300 px-2"
                  />
                )}
              </label>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
