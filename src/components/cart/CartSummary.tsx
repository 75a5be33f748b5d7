'use client';

import { useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { PricePair } from '@/components/vat/PricePair';

/** Subtotal excluding VAT and for consumers including it, and the way on; checkout only when there is something to buy (spec §4). */
export function CartSummary({
  subtotal,
  totalItems,
  onNavigate,
  showViewCart = false,
}: {
  subtotal: { amount: number; currency: string };
  totalItems: number;
  onNavigate?: () => void;
  showViewCart?: boolean;
}) {
  const t = useTranslations('cart');
  return (
    <div className="space-y-3">
      <p className="flex items-baseline justify-between gap-2 text-lg">
        <span className="font-semibold text-ink">
          {t('subtotal')}{' '}
          <span className="text-sm font-normal text-neutral-600">({t('items', { count: totalItems })})</span>
        </span>
        <span className="text-right">
          <span data-testid="cart-subtotal">
            <PricePair cents={subtotal.amount} currency={subtotal.currency} />
          </span>
        </span>
      </p>
      {totalItems > 0 && (
        <Link
          href="/checkout"
          onClick={onNavigate}
          className={`flex w-full items-center justify-center ${primaryButton}`}
        >
          {t('checkout')}
        </Link>
      )}
      {showViewCart && (
        <Link
          href="/shopping-cart"
          onClick={onNavigate}
          className={`flex w-full items-center justify-center ${secondaryButton}`}
        >
          {t('viewCart')}
        </Link>
      )}
    </div>
  );
}
