'use client';

import { useTranslations } from 'next-intl';
import { BackorderNote } from '@/components/cart/BackorderNote';
import { PricePair } from '@/components/vat/PricePair';
import type { CheckoutQuoteQuery } from '@/api-client/generated/graphql';

type Line = CheckoutQuoteQuery['checkoutQuote']['lines'][number];

/** The items the checkout quotes (the cart's, or a phone order's at the agreed prices): what the totals add up. */
export function QuoteLines({ lines }: { lines: Line[] }) {
  const t = useTranslations('checkout');
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t('lines')} className="mb-4 divide-y divide-neutral-200 border-b border-neutral-200">
      {lines.map((line) => (
        <li key={line.variantId} className="space-y-1 py-2" data-testid="quote-line">
          <p className="line-clamp-2 font-semibold break-words text-ink">{line.name}</p>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-neutral-600 tabular-nums" data-testid="quote-line-quantity">
              {t('lineQuantity', { quantity: line.quantity, price: line.unitPrice.formatted })}
            </span>
            <span className="ml-auto text-right" data-testid="quote-line-total">
              <PricePair cents={line.lineTotal.amount} currency={line.lineTotal.currency} />
            </span>
          </div>
          <BackorderNote backorder={line.backorder} />
        </li>
      ))}
    </ul>
  );
}
