'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getFragmentData } from '@/api-client/generated';
import {
  LowerSharedCartQuantityDocument,
  SharedCartDocument,
  SharedCartFieldsFragmentDoc,
  type SharedCartError,
} from '@/api-client/generated/graphql';
import { useGraphQL } from '@/components/providers/DataProvider';
import { useHydrated } from '@/components/providers/Hydration';
import { useAuthStore } from '@/stores/auth';

/** How often the customer's page asks for the cart: staff's additions show within a couple of seconds. */
export const sharedCartPollMs = 2000;

/**
 * The shared cart of a link, asked again every two seconds while it is open (any instance answers: the database
 * is the only state), and the customer's one change: lowering a line.
 */
export function useSharedCart(token: string) {
  const hydrated = useHydrated();
  const authToken = useAuthStore((state) => state.token);
  const graphql = useGraphQL();
  const queryClient = useQueryClient();
  const key = ['shared-cart', token, authToken] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { sharedCart } = await graphql.send(SharedCartDocument, { token }, { token: authToken, signal });
      return sharedCart ? getFragmentData(SharedCartFieldsFragmentDoc, sharedCart) : null;
    },
    enabled: hydrated,
    staleTime: 0,
    refetchInterval: (current) => (current.state.data?.state === 'open' ? sharedCartPollMs : false),
  });
  const lower = async (variantId: string, quantity: number): Promise<SharedCartError | 'ADD_FAILED' | null> => {
    try {
      const { lowerSharedCartQuantity: payload } = await graphql.send(
        LowerSharedCartQuantityDocument,
        { token, variantId, quantity },
        { token: authToken },
      );
      if (payload.cart) queryClient.setQueryData(key, getFragmentData(SharedCartFieldsFragmentDoc, payload.cart));
      return payload.error ?? null;
    } catch {
      return 'ADD_FAILED';
    }
  };
  return { cart: query.data, loading: !hydrated || query.isPending, lower };
}
