'use client';

import { useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

/** Subtotal excluding VAT and the way on; checkout only when there is something to buy (spec §4). */
export function CartSummary({
  subtotal,
  totalItems,
  onNavigate,
  showViewCart = false,
}: {
  subtotal: string;
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
          <strong className="text-ink" data-testid="cart-subtotal">
            {subtotal}
          </strong>{' '}
          <span className="block text-xs text-neutral-600">{t('exclVat')}</span>
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
