'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/ui/Drawer';
import { useCart } from '@/hooks/useCart';
import { useCartStore } from '@/stores/cart';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';

/** Spec §2: the cart drawer of the shop layout, a modal dialog from the right (Escape and the backdrop close it). */
export function CartDrawer() {
  const t = useTranslations('cart');
  const open = useCartStore((state) => state.drawerOpen);
  const stale = useCartStore((state) => state.stale);
  const { cart, loading, setQuantity } = useCart();
  const close = () => useCartStore.getState().setDrawerOpen(false);

  return (
    <Drawer
      open={open}
      aria-labelledby="cart-drawer-title"
      onClose={close}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          <h2 id="cart-drawer-title" className="text-xl font-bold text-ink">
            {t('drawerTitle')}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('close')}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-neutral-100"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4" aria-busy={stale || loading}>
          {stale && (
            <p className="sr-only" role="status">
              {t('updating')}
            </p>
          )}
          {cart && cart.lines.length > 0 ? (
            <CartLines lines={cart.lines} setQuantity={setQuantity} compact />
          ) : (
            !loading && <p className="py-8 text-center text-neutral-600">{t('empty')}</p>
          )}
        </div>
        {cart && cart.lines.length > 0 && (
          <div className="border-t border-neutral-200 p-4">
            <CartSummary subtotal={cart.subtotal} totalItems={cart.totalItems} onNavigate={close} showViewCart />
          </div>
        )}
      </div>
    </Drawer>
  );
}
