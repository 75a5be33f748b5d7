'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { CheckoutQuoteDocument, type CheckoutQuoteInput } from '@/api-client/generated/graphql';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { usePriceDisplay } from '@/stores/priceDisplay';

export type QuoteChoice = Omit<CheckoutQuoteInput, 'cartToken'>;

/** Methods and totals for the destination typed so far; asked again when the cart, destination or choices change. */
export function useCheckoutQuote(choice: QuoteChoice) {
  const graphql = useGraphQL();
  const authToken = useAuthStore((state) => state.token);
  const cartToken = useCartStore((state) => state.id);
  const quantity = useCartStore((state) => state.data.quantity);
  const rememberCountry = usePriceDisplay((state) => state.setCountry);
  // A destination with a postal code is the visitor's country: consumer prices everywhere follow its VAT from now on.
  useEffect(() => {
    if (choice.postalCode.trim() !== '') rememberCountry(choice.country);
  }, [choice.country, choice.postalCode, rememberCountry]);
  return useQuery({
    queryKey: ['checkout-quote', authToken, cartToken, quantity, choice],
    queryFn: async ({ signal }) =>
      (await graphql.send(CheckoutQuoteDocument, { input: { ...choice, cartToken } }, { token: authToken, signal }))
        .checkoutQuote,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
