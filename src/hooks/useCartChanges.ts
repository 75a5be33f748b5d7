'use client';

import { useEffect } from 'react';
import type { GraphQLClient } from '@/api-client/client';
import { useGraphQL } from '@/components/providers/DataProvider';
import {
  AddToCartDocument,
  CartDocument,
  SetCartQuantityDocument,
  type CartError,
  type CartFieldsFragment,
} from '@/api-client/generated/graphql';
import { getFragmentData } from '@/api-client/generated';
import { CartFieldsFragmentDoc } from '@/api-client/generated/graphql';
import { dataCache } from '@/api-client/data-cache';
import { useAuthStore } from '@/stores/auth';
import type { ErrorCodes } from '@/shared/error-codes';
import { useCartStore } from '@/stores/cart';
import { useHydrated } from '@/components/providers/Hydration';

/** Spec §8 cart errors as the API answers them, plus the failure of the call itself ('An error occured while adding'). */
export type CartProblem = CartError | ErrorCodes<'ADD_FAILED'>;

export const cartQueryKey = (authToken: string | null, cartId: string | null) => ['cart', authToken, cartId] as const;

/** The server's cart, remembered: its token and count in the cart store, its lines in the data cache if loaded. */
function remember(authToken: string | null, cart: CartFieldsFragment) {
  const store = useCartStore.getState();
  const id = authToken ? store.id : (cart.token ?? store.id);
  store.setFresh({ id, quantity: cart.totalItems, time: cart.expiresAt ? Date.parse(cart.expiresAt) : null });
  dataCache.set(cartQueryKey(authToken, id), cart);
}

/**
 * Adding to and changing the cart, without the data cache: the add-to-cart buttons are on every first load
 * (issue #20), the cart's lines only in the drawer, the cart page and the checkout (useCart).
 */
export function useCartChanges() {
  const authToken = useAuthStore((state) => state.token);
  const graphql = useGraphQL();

  const change = async (variantId: string, quantity: number, mode: 'add' | 'set'): Promise<CartProblem | null> => {
    useCartStore.getState().setStale();
    try {
      const variables = { token: useCartStore.getState().id, variantId, quantity };
      const payload =
        mode === 'add'
          ? (await graphql.send(AddToCartDocument, variables, { token: authToken })).addToCart
          : (await graphql.send(SetCartQuantityDocument, variables, { token: authToken })).setCartQuantity;
      if (payload.error || !payload.cart) {
        useCartStore.setState({ stale: false });
        return payload.error ?? 'ADD_FAILED';
      }
      remember(authToken, getFragmentData(CartFieldsFragmentDoc, payload.cart));
      return null;
    } catch {
      useCartStore.setState({ stale: false });
      return 'ADD_FAILED';
    }
  };

  return {
    add: (variantId: string, quantity = 1) => change(variantId, quantity, 'add'),
    setQuantity: (variantId: string, quantity: number) => change(variantId, quantity, 'set'),
  };
}

/** The server's cart of this browser; its count goes to the header at once. */
export async function readCart(
  graphql: GraphQLClient,
  authToken: string | null,
  cartId: string | null,
  signal?: AbortSignal,
): Promise<CartFieldsFragment> {
  const { cart } = await graphql.send(CartDocument, { token: cartId }, { token: authToken, signal });
  const fields = getFragmentData(CartFieldsFragmentDoc, cart);
  useCartStore.getState().setFresh({ quantity: fields.totalItems });
  return fields;
}

/**
 * The header's count follows the server's cart on every shop page: read once per visit and whenever the cart or the
 * session changes (a cart that expired, a member signed out elsewhere whose browser goes on with a guest's cart).
 */
export function useCartCountFromServer() {
  const hydrated = useHydrated();
  const authToken = useAuthStore((state) => state.token);
  const cartId = useCartStore((state) => state.id);
  const graphql = useGraphQL();
  useEffect(() => {
    if (!hydrated) return;
    // A guest without a cart has none on the server either: nothing to ask on a first visit (issue #20).
    if (!authToken && !cartId) {
      const { data, stale, setFresh } = useCartStore.getState();
      if (data.quantity !== 0 && !stale) setFresh({ quantity: 0 });
      return;
    }
    const controller = new AbortController();
    readCart(graphql, authToken, cartId, controller.signal).then(
      (cart) => dataCache.set(cartQueryKey(authToken, cartId), cart),
      () => {}, // the count stays as it was until the cart or the session changes
    );
    return () => controller.abort();
  }, [hydrated, authToken, cartId, graphql]);
}
