'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useAuthStore } from '@/stores/auth';
import type { ErrorCodes } from '@/shared/error-codes';
import { useCartStore } from '@/stores/cart';
import { useHydrated } from './useAuth';

/** Spec §8 cart errors as the API answers them, plus the failure of the call itself ('An error occured while adding'). */
export type CartProblem = CartError | ErrorCodes<'ADD_FAILED'>;

export const cartQueryKey = (authToken: string | null, cartId: string | null) => ['cart', authToken, cartId] as const;

/** The cart of this browser (guest token or the member's account), with today's prices from the server. */
export function useCart() {
  const hydrated = useHydrated();
  const authToken = useAuthStore((state) => state.token);
  const cartId = useCartStore((state) => state.id);
  const graphql = useGraphQL();
  const queryClient = useQueryClient();
  const key = cartQueryKey(authToken, cartId);

  const remember = (cart: CartFieldsFragment) => {
    const store = useCartStore.getState();
    const id = authToken ? store.id : (cart.token ?? store.id);
    store.setFresh({ id, quantity: cart.totalItems, time: cart.expiresAt ? Date.parse(cart.expiresAt) : null });
    queryClient.setQueryData(cartQueryKey(authToken, id), cart);
  };

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { cart } = await graphql.send(CartDocument, { token: cartId }, { token: authToken, signal });
      const fields = getFragmentData(CartFieldsFragmentDoc, cart);
      useCartStore.getState().setFresh({ quantity: fields.totalItems });
      return fields;
    },
    enabled: hydrated,
    staleTime: 0,
  });

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
      remember(getFragmentData(CartFieldsFragmentDoc, payload.cart));
      return null;
    } catch {
      useCartStore.setState({ stale: false });
      return 'ADD_FAILED';
    }
  };

  return {
    cart: query.data ?? null,
    loading: query.isPending && hydrated,
    add: (variantId: string, quantity = 1) => change(variantId, quantity, 'add'),
    setQuantity: (variantId: string, quantity: number) => change(variantId, quantity, 'set'),
    refresh: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  };
}
