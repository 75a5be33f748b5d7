'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import type { EditorForm, ProblemOf } from './editor-form';

export type Variant = EditorForm['variants'][number];

/** One variant's SKU, prices (euros excluding VAT), weight and backorder, its stock shown beside them. */
export function VariantFields({
  variant,
  index,
  units,
  change,
  problemOf,
  message,
}: {
  variant: Variant;
  index: number;
  units: number;
  change: (patch: Partial<Variant>) => void;
  problemOf: ProblemOf;
  message: (reason: string | undefined) => string | undefined;
}) {
  const t = useTranslations('staffProducts.editor');
  return (
    <>
      <FormField
        label={t('sku')}
        name={`variants.${index}.sku`}
        value={variant.sku}
        onChange={(event) => change({ sku: event.target.value })}
        error={message(problemOf(`variants.${index}.sku`))}
      />
      <FormField
        label={t('price')}
        name={`variants.${index}.price`}
        inputMode="decimal"
        value={variant.price}
        onChange={(event) => change({ price: event.target.value })}
        error={message(problemOf(`variants.${index}.price`))}
      />
      <FormField
        label={t('salePrice')}
        name={`variants.${index}.salePrice`}
        inputMode="decimal"
        value={variant.salePrice ?? ''}
        onChange={(event) => change({ salePrice: event.target.value })}
        error={message(problemOf(`variants.${index}.salePrice`))}
      />
      <FormField
        label={t('weight')}
        name={`variants.${index}.weightGrams`}
        inputMode="numeric"
        value={variant.weightGrams === null ? '' : String(variant.weightGrams)}
        onChange={(event) =>
          change({ weightGrams: event.target.value.trim() === '' ? null : Number(event.target.value) })
        }
        error={message(problemOf(`variants.${index}.weightGrams`))}
      />
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input
          type="checkbox"
          checked={variant.backorderable}
          onChange={(event) => change({ backorderable: event.target.checked })}
          className="h-5 w-5"
        />
        {t('backorderable')}
      </label>
      <p className="self-end pb-2 text-neutral-700">{t('stock', { units })}</p>
    </>
  );
}
