'use client';

import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';

type Props = { name: string; quantity: number; max: number; busy: boolean; onChange: (quantity: number) => void };

/** − quantity +, bounded by the stock the server reports; the buttons say which part they change. */
export function QuantityStepper({ name, quantity, max, busy, onChange }: Props) {
  const t = useTranslations('cart');
  const button =
    'inline-flex size-10 items-center justify-center rounded-md border border-neutral-300 text-ink hover:border-brand disabled:opacity-40 disabled:hover:border-neutral-300';
  return (
    <div className="inline-flex items-center gap-1" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className={button}
        aria-label={t('decrease', { name })}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums" data-testid="line-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('increase', { name })}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
