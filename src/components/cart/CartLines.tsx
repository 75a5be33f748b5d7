'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CartFieldsFragment } from '@/api-client/generated/graphql';
import type { CartProblem } from '@/hooks/useCartChanges';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { Link } from '@/i18n/navigation';
import { PricePair } from '@/components/vat/PricePair';
import { BackorderNote } from './BackorderNote';
import { LineThumbnail } from './LineThumbnail';
import { QuantityStepper } from './QuantityStepper';

type Props = {
  lines: CartFieldsFragment['lines'];
  setQuantity: (variantId: string, quantity: number) => Promise<CartProblem | null>;
  compact?: boolean;
};

/** The cart's lines: picture, name, part number, condition, prices excluding and including VAT, quantity and remove. */
export function CartLines({ lines, setQuantity, compact = false }: Props) {
  const t = useTranslations('cart');
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, CartProblem>>({});

  const change = async (variantId: string, quantity: number) => {
    setBusy(variantId);
    const problem = await setQuantity(variantId, quantity);
    setProblems((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== variantId));
      return problem ? { ...rest, [variantId]: problem } : rest;
    });
    setBusy(null);
  };

  return (
    <ul className="divide-y divide-neutral-200" aria-label={t('title')}>
      {lines.map((line) => (
        <li key={line.variantId} className="flex gap-3 py-4" data-testid="cart-line">
          <div
            className={`relative shrink-0 overflow-hidden rounded border border-neutral-200 bg-white ${compact ? 'size-16' : 'size-20 sm:size-24'}`}
          >
            <LineThumbnail image={line.image} name={line.name} />
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <Link href={`/product/${line.slug}`} className="line-clamp-2 font-semibold text-ink hover:text-brand">
              {line.name}
            </Link>
            <p className="text-sm text-neutral-600">
              {line.mpn && <span className="mr-2">{t('partNumber', { mpn: line.mpn })}</span>}
              {line.condition && <span>{line.condition}</span>}
            </p>
            <p className="text-sm text-neutral-600">
              {t('unitPrice')}:{' '}
              <PricePair cents={line.unitPrice.amount} currency={line.unitPrice.currency} firstClassName="text-ink" />
            </p>
            {!line.orderable && <p className="text-sm font-medium text-brand-dark">{t('notOrderable')}</p>}
            <BackorderNote backorder={line.backorder} />
            <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
              <QuantityStepper
                name={line.name}
                quantity={line.quantity}
                max={line.maxQuantity}
                busy={busy === line.variantId}
                onChange={(quantity) => change(line.variantId, quantity)}
              />
              <span className="text-right text-sm" data-testid="line-total">
                <PricePair cents={line.lineTotal.amount} currency={line.lineTotal.currency} />
              </span>
            </div>
            <button
              type="button"
              onClick={() => change(line.variantId, 0)}
              disabled={busy === line.variantId}
              className="text-sm font-medium text-neutral-600 underline hover:text-brand"
              aria-label={t('removeNamed', { name: line.name })}
            >
              {t('remove')}
            </button>
            <LineProblem problem={problems[line.variantId]} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Why the last change of a line's quantity did not go through, if it did not. */
function LineProblem({ problem }: { problem: CartProblem | undefined }) {
  const errorMessage = useErrorMessage();
  if (!problem) return null;
  return (
    <p role="alert" className="text-sm font-medium text-brand-dark">
      {errorMessage(problem)}
    </p>
  );
}
