import type { APIRequestContext } from '@playwright/test';

export type StockedProduct = {
  slug: string;
  name: string;
  masterId: string;
  totalOnHand: number;
  price: { amount: number };
};

/**
 * Products of the demo catalogue that can be bought, from the shop's own API, cheapest first. Tests that buy take
 * different ones (by index), so that parallel journeys never compete for the same one-off part.
 */
export async function stockedProducts(
  request: APIRequestContext,
  where: Record<string, unknown> = {},
  locale: 'el' | 'en' = 'el',
): Promise<StockedProduct[]> {
  const response = await request.post('/graphql', {
    headers: { tenant: 'tractor-parts-hellas', locale, 'content-type': 'application/json' },
    data: {
      query:
        'query($where: ProductsSearchWhere) { productsSearch(first: 100, where: $where, order: PRICE_ASC) { nodes { slug name masterId totalOnHand price { amount } } } }',
      variables: { where: { availability: ['AVAILABLE'], ...where } },
    },
  });
  const body = (await response.json()) as { data: { productsSearch: { nodes: StockedProduct[] } } };
  return body.data.productsSearch.nodes;
}
