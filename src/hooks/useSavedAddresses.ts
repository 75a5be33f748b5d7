'use client';

import { useQuery } from '@tanstack/react-query';
import { useGraphQL } from '@/components/providers/DataProvider';
import { getFragmentData } from '@/api-client/generated';
import { AddressesDocument, AddressFieldsFragmentDoc } from '@/api-client/generated/graphql';
import { useAuthStore } from '@/stores/auth';

export const savedAddressesKey = (token: string | null) => ['addresses', token] as const;

/** The signed-in member's saved addresses (account page and checkout share the cache). */
export function useSavedAddresses({ enabled = true } = {}) {
  const graphql = useGraphQL();
  const token = useAuthStore((state) => state.token);
  const query = useQuery({
    queryKey: savedAddressesKey(token),
    queryFn: ({ signal }) => graphql.send(AddressesDocument, {}, { token, signal }),
    enabled: enabled && token !== null,
  });
  return {
    addresses: getFragmentData(AddressFieldsFragmentDoc, query.data?.addresses ?? []),
    isPending: query.isPending && enabled && token !== null,
    queryKey: savedAddressesKey(token),
  };
}
