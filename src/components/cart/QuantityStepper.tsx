'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

type Props = { name: string; quantity: number; max: number; busy: boolean; onChange: (quantity: number) => void };

/**
 * − quantity +, bounded by the stock the server reports; the buttons say which part they change. The quantity can
 * also be typed (forty filters are not forty clicks): it is sent on Enter or when the field loses focus.
 */
export function QuantityStepper({ name, quantity, max, busy, onChange }: Props) {
  const t = useTranslations('cart');
  const [typed, setTyped] = useState<string | null>(null);
  const button =
    'inline-flex size-10 items-center justify-center rounded-md border border-neutral-300 text-ink hover:border-brand disabled:opacity-40 disabled:hover:border-neutral-300';
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const wanted = Math.round(Number(typed));
    // An empty or unreadable entry keeps the quantity; removing a line is the remove button's job.
    if (!Number.isFinite(wanted) || wanted < 1) return;
    const bounded = Math.min(wanted, Math.max(1, max));
    if (bounded !== quantity) onChange(bounded);
  };
  return (
    <div className="inline-flex items-center gap-1" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className={button}
        aria-label={t('decrease', { name })}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={typed ?? String(quantity)}
        disabled={busy}
        aria-label={t('quantityOf', { name })}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        className="h-10 w-14 [appearance:textfield] rounded-md border border-neutral-300 text-center font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none"
        data-testid="line-quantity"
      />
      <button
        type="button"
        className={button}
        aria-label={t('increase', { name })}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
