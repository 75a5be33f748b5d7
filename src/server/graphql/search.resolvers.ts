import 'server-only';
import { searchProducts } from '@/server/domains/search';
import type { QueryResolvers, Resolvers } from './generated/resolvers-types';
import { given, searchWhere } from './inputs';

/** ProductsSearch (spec §7): the search domain ranks, filters, counts facets and suggests; this only maps. */
const Query = {
  productsSearch: (_, { first, skip, term, where, order, aggs, fields, suggest }, { domain }) =>
    searchProducts(domain, {
      term: given(term),
      where: searchWhere(where),
      order: given(order),
      aggs: given(aggs),
      fields: given(fields),
      suggest: given(suggest),
      first: given(first),
      skip: given(skip),
    }),
} satisfies QueryResolvers;

export const searchResolvers: Resolvers = {
  Query,
  SearchAggregation: {
    BRAND: 'brand',
    CATEGORY: 'category',
    CONDITION: 'condition',
    MODEL: 'model',
    AVAILABILITY: 'availability',
    PRICE: 'price',
  },
  SearchField: { NAME: 'name', DESCRIPTION: 'description', CODE: 'code' },
};

/** Search results are the same for every visitor (in a language): cacheable when asked by GET. */
export const searchPublicFields: readonly string[] = Object.keys(Query);
