'use client';

import dynamic from 'next/dynamic';
import { useCart } from '@/hooks/useCart';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { useCartStore } from '@/stores/cart';

const CartDrawer = dynamic(() => import('./CartDrawer').then((module) => module.CartDrawer), { ssr: false });

/**
 * The cart drawer, whose code loads the first time the visitor opens it (issue #20: nothing unused on a first load).
 * The cart itself is read on every shop page as before, so that the header's count follows the server (a cart that
 * expired, a member signed out elsewhere whose browser goes on with a guest's cart).
 */
export function LazyCartDrawer() {
  useCart();
  const open = useCartStore((state) => state.drawerOpen);
  return useOpenedOnce(open) ? <CartDrawer /> : null;
}
