'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button-styles';
import type { ProblemOf } from './editor-form';
import { VariantFields, type Variant } from './VariantFields';

const newVariant: Variant = { id: null, sku: '', price: '', salePrice: '', weightGrams: null, backorderable: false };

/**
 * The variants' SKU, price and sale price (euros excluding VAT), weight and backorder; variants added and removed.
 * Stock is shown, not edited: it changes only through the stock ledger (sales, returns, adjustments with a reason),
 * and a new variant starts with none. A saved variant marked for removal waits below the list until the save,
 * which may refuse it (ordered before, still in stock, in a shared cart: the reason shown on it); "Keep" takes it
 * back. The master variant (the product's part number) cannot be removed.
 */
export function VariantRows({
  variants,
  removed,
  masterId,
  stock,
  onChange,
  problemOf,
  message,
}: {
  variants: Variant[];
  /** Saved variants marked for removal: left out of the form that is sent. */
  removed: Variant[];
  masterId: number | null;
  /** Stock on hand per variant id, shown beside each. */
  stock: Record<number, number>;
  onChange: (variants: Variant[], removed: Variant[]) => void;
  problemOf: ProblemOf;
  message: (reason: string | undefined) => string | undefined;
}) {
  const t = useTranslations('staffProducts.editor');
  const change = (index: number, patch: Partial<Variant>) =>
    onChange(
      variants.map((variant, each) => (each === index ? { ...variant, ...patch } : variant)),
      removed,
    );
  const remove = (index: number) => {
    const variant = variants[index]!;
    onChange(
      variants.filter((_, each) => each !== index),
      variant.id === null ? removed : [...removed, variant],
    );
  };
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 font-semibold">{t('variants')}</legend>
      <p className="text-sm text-neutral-600">{t('pricesHint')}</p>
      {variants.map((variant, index) => (
        <div
          key={variant.id ?? `new-${index}`}
          className="grid grid-cols-1 gap-3 border-t border-neutral-100 pt-3 sm:grid-cols-2 lg:grid-cols-7"
        >
          <VariantFields
            variant={variant}
            index={index}
            units={variant.id === null ? 0 : (stock[variant.id] ?? 0)}
            change={(patch) => change(index, patch)}
            problemOf={problemOf}
            message={message}
          />
          {variant.id === null || variant.id !== masterId ? (
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`${t('removeVariant')}: ${variant.sku || index + 1}`}
              className={`self-end ${secondaryButton}`}
            >
              {t('removeVariant')}
            </button>
          ) : (
            <p className="self-end pb-2 text-sm text-neutral-600">{t('masterVariant')}</p>
          )}
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...variants, { ...newVariant }], removed)}
        className={secondaryButton}
      >
        {t('addVariant')}
      </button>
      {removed.length > 0 && (
        <div className="space-y-2 border-t border-neutral-200 pt-3">
          <p className="font-semibold">{t('toRemove')}</p>
          <ul className="space-y-2">
            {removed.map((variant) => {
              const problem = message(problemOf(`variants.removed.${variant.id}`));
              return (
                <li key={variant.id} className="flex flex-wrap items-center gap-3">
                  <span className="line-through">{variant.sku}</span>
                  {problem && <span className="text-sm font-medium text-brand-dark">{problem}</span>}
                  <button
                    type="button"
                    onClick={() =>
                      onChange(
                        [...variants, variant],
                        removed.filter((each) => each !== variant),
                      )
                    }
                    className={secondaryButton}
                  >
                    {t('keepVariant')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
