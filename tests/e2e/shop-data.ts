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

/** The API answers at most this many aliases in one operation (`operationLimits.aliases`). */
const aliasesPerRequest = 15;

/**
 * Of these products, those that can be back-ordered beyond their stock (asked of the product pages' API, 15 at a
 * time), in the same order.
 */
export async function backorderable<P extends { slug: string }>(
  request: APIRequestContext,
  products: P[],
  locale: 'el' | 'en' = 'el',
): Promise<P[]> {
  const found: P[] = [];
  for (let start = 0; start < products.length; start += aliasesPerRequest) {
    const chunk = products.slice(start, start + aliasesPerRequest);
    const response = await request.post('/graphql', {
      headers: { tenant: 'tractor-parts-hellas', locale, 'content-type': 'application/json' },
      data: {
        query: `query(${chunk.map((_, index) => `$s${index}: String!`).join(', ')}) { ${chunk
          .map((_, index) => `p${index}: product(where: { slug: $s${index} }) { backorderable }`)
          .join(' ')} }`,
        variables: Object.fromEntries(chunk.map((product, index) => [`s${index}`, product.slug])),
      },
    });
    const body = (await response.json()) as { data: Record<string, { backorderable: boolean } | null> };
    found.push(...chunk.filter((_, index) => body.data[`p${index}`]?.backorderable));
  }
  return found;
}
