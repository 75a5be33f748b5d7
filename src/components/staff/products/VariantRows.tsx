'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import type { EditorForm, ProblemOf } from './editor-form';

type Variant = EditorForm['variants'][number];

/**
 * The variants' SKU, price and sale price (euros excluding VAT), weight and backorder. Stock is shown, not
 * edited: it changes only through the stock ledger (sales, returns, adjustments with a reason).
 */
export function VariantRows({
  variants,
  stock,
  onChange,
  problemOf,
  message,
}: {
  variants: Variant[];
  /** Stock on hand per variant id, shown beside each. */
  stock: Record<number, number>;
  onChange: (variants: Variant[]) => void;
  problemOf: ProblemOf;
  message: (reason: string | undefined) => string | undefined;
}) {
  const t = useTranslations('staffProducts.editor');
  const change = (index: number, patch: Partial<Variant>) =>
    onChange(variants.map((variant, each) => (each === index ? { ...variant, ...patch } : variant)));
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 font-semibold">{t('variants')}</legend>
      <p className="text-sm text-neutral-600">{t('pricesHint')}</p>
      {variants.map((variant, index) => (
        <div
          key={variant.id ?? `new-${index}`}
          className="grid grid-cols-1 gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-2 lg:grid-cols-6"
        >
          <FormField
            label={t('sku')}
            name={`variants.${index}.sku`}
            value={variant.sku}
            onChange={(event) => change(index, { sku: event.target.value })}
            error={message(problemOf(`variants.${index}.sku`))}
          />
          <FormField
            label={t('price')}
            name={`variants.${index}.price`}
            inputMode="decimal"
            value={variant.price}
            onChange={(event) => change(index, { price: event.target.value })}
            error={message(problemOf(`variants.${index}.price`))}
          />
          <FormField
            label={t('salePrice')}
            name={`variants.${index}.salePrice`}
            inputMode="decimal"
            value={variant.salePrice ?? ''}
            onChange={(event) => change(index, { salePrice: event.target.value })}
            error={message(problemOf(`variants.${index}.salePrice`))}
          />
          <FormField
            label={t('weight')}
            name={`variants.${index}.weightGrams`}
            inputMode="numeric"
            value={variant.weightGrams === null ? '' : String(variant.weightGrams)}
            onChange={(event) =>
              change(index, { weightGrams: event.target.value.trim() === '' ? null : Number(event.target.value) })
            }
            error={message(problemOf(`variants.${index}.weightGrams`))}
          />
          <label className="flex min-h-11 items-center gap-2 self-end">
            <input
              type="checkbox"
              checked={variant.backorderable}
              onChange={(event) => change(index, { backorderable: event.target.checked })}
              className="h-5 w-5"
            />
            {t('backorderable')}
          </label>
          <p className="self-end pb-2 text-neutral-700">
            {t('stock', { units: variant.id === null ? 0 : (stock[variant.id] ?? 0) })}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
