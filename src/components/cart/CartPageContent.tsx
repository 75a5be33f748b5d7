'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { useHydrated } from '@/components/providers/Hydration';
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
  // Until the browser has read its cart token, the cart is unknown, not empty (the static page is built so).
  const hydrated = useHydrated();
  if (loading || !hydrated) return <LoadingNote className="py-8">{t('updating')}</LoadingNote>;
  if (!cart || cart.lines.length === 0)
    return (
      <EmptyState
        message={t('empty')}
        action={{ href: '/products', label: t('browse') }}
        className="flex flex-col items-center justify-center text-center"
      />
    );
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" aria-busy={stale}>
      <CartLines lines={cart.lines} setQuantity={setQuantity} />
      <aside className="h-fit rounded-md border border-neutral-200 p-4">
        <CartSummary subtotal={cart.subtotal} totalItems={cart.totalItems} />
        <Link
          href="/products"
          className="mt-3 block text-center text-sm font-medium text-neutral-700 underline hover:text-brand"
        >
          {t('continueShopping')}
        </Link>
      </aside>
    </div>
  );
}
