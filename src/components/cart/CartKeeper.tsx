'use client';

import { useEffect } from 'react';
import { dataCache } from '@/api-client/data-cache';
import { useGraphQL } from '@/components/providers/DataProvider';
import { MergeCartDocument } from '@/api-client/generated/graphql';
import { useHydrated } from '@/components/providers/Hydration';
import { usePathname } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';

/**
 * The cart's background rules (spec §4): leaving checkout ends the checkout session (its token), never the cart's
 * items; at sign-in the guest cart joins the member's.
 */
export function CartKeeper() {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const authToken = useAuthStore((state) => state.token);
  const guestCart = useCartStore((state) => state.id);
  const graphql = useGraphQL();

  useEffect(() => {
    if (hydrated && pathname !== '/checkout' && useCartStore.getState().token) useCartStore.getState().endCheckout();
  }, [hydrated, pathname]);

  useEffect(() => {
    if (!hydrated || !authToken || !guestCart) return;
    let cancelled = false;
    graphql
      .send(MergeCartDocument, { token: guestCart }, { token: authToken })
      .then(() => {
        if (cancelled) return;
        useCartStore.getState().forgetGuestCart();
        dataCache.invalidate('cart');
      })
      .catch(() => {}); // tried again on the next page or sign-in; the guest cart stays meanwhile
    return () => {
      cancelled = true;
    };
  }, [hydrated, authToken, guestCart, graphql]);

  return null;
}
