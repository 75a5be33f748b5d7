'use client';

import dynamic from 'next/dynamic';
import { useCartCountFromServer } from '@/hooks/useCartChanges';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { LazyMessages, useWarmBundle } from '@/i18n/LazyMessages';
import { useCartStore } from '@/stores/cart';

// With its data cache: the drawer shows the cart's lines (useCart).
const loadDrawer = () => import('./CartDrawerWithData').then((module) => module.CartDrawerWithData);
const CartDrawer = dynamic(loadDrawer, { ssr: false });

/**
 * The cart drawer, whose code and texts load the first time the visitor opens it (issue #20: nothing unused on a
 * first load; the cart page, which has the texts, loads only the code).
 * The cart's count is read on every shop page, so that the header's count follows the server (a cart that expired, a
 * member signed out elsewhere whose browser goes on with a guest's cart).
 */
export function LazyCartDrawer() {
  useCartCountFromServer();
  const open = useCartStore((state) => state.drawerOpen);
  return useOpenedOnce(open) ? (
    <LazyMessages bundle="cart" preload={loadDrawer}>
      <CartDrawer />
    </LazyMessages>
  ) : null;
}

/** Starts loading the drawer's code and texts before it opens: an add-to-cart button calls it as the add begins. */
export function useWarmCartDrawer(): () => void {
  return useWarmBundle('cart', loadDrawer);
}
