'use client';

import { useQuery } from '@tanstack/react-query';
import { useGraphQL } from '@/components/providers/DataProvider';
import { dataCache } from '@/api-client/data-cache';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { useHydrated } from '@/components/providers/Hydration';
import { cartQueryKey, readCart, useCartChanges } from './useCartChanges';

/**
 * The cart of this browser (guest token or the member's account), with today's prices from the server, for the
 * parts of a page that show it (under a QueryProvider).
 */
export function useCart() {
  const hydrated = useHydrated();
  const authToken = useAuthStore((state) => state.token);
  const cartId = useCartStore((state) => state.id);
  const graphql = useGraphQL();
  const changes = useCartChanges();

  const query = useQuery({
    queryKey: cartQueryKey(authToken, cartId),
    queryFn: ({ signal }) => readCart(graphql, authToken, cartId, signal),
    enabled: hydrated,
    staleTime: 0,
  });

  return {
    cart: query.data ?? null,
    loading: query.isPending && hydrated,
    ...changes,
    refresh: () => dataCache.invalidate('cart'),
  };
}
