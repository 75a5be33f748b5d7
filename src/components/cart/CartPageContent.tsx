'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/hooks/useCart';
import { Link } from '@/i18n/navigation';
import { useCartStore } from '@/stores/cart';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';

/** /shopping-cart: the lines on the left, the subtotal and the way to checkout on the right (stacked on phones). */
export function CartPageContent() {
  const t = useTranslations('cart');
  const { cart, loading, setQuantity } = useCart();
  const stale = useCartStore((state) => state.stale);
  if (loading) return <p aria-busy="true" className="py-8 text-neutral-600">{t('updating')}</p>;
  if (!cart || cart.lines.length === 0)
    return (
      <div className="rounded-md border border-neutral-200 p-6">
        <p className="text-ink">{t('empty')}</p>
        <Link href="/products" className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {t('browse')}
        </Link>
      </div>
    );
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" aria-busy={stale}>
      <CartLines lines={cart.lines} setQuantity={setQuantity} />
      <aside className="h-fit rounded-md border border-neutral-200 p-4">
        <CartSummary subtotal={cart.subtotal.formatted} totalItems={cart.totalItems} />
        <Link href="/products" className="mt-3 block text-center text-sm font-medium text-neutral-700 underline hover:text-brand">
          {t('continueShopping')}
        </Link>
      </aside>
    </div>
  );
}
