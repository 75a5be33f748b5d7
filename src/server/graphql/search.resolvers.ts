import 'server-only';
import { recordSearch, searchProducts } from '@/server/domains/search';
import type { QueryResolvers, Resolvers } from './generated/resolvers-types';
import { given, searchWhere } from './inputs';

/** ProductsSearch (spec §7): the search domain ranks, filters, counts facets and suggests; this only maps. */
const Query = {
  productsSearch: async (_, { first, skip, term, where, order, aggs, fields, suggest, ignore }, { domain }) => {
    const result = await searchProducts(domain, {
      term: given(term),
      where: searchWhere(where),
      order: given(order),
      aggs: given(aggs),
      fields: given(fields),
      suggest: given(suggest),
      ignore: given(ignore),
      first: given(first),
      skip: given(skip),
    });
    // A search an app's visitor ran (its first page); the header's suggestions as one types are no searches.
    if (term && !suggest && !skip)
      recordSearch(domain, {
        term,
        locale: domain.locale,
        results: result.total,
        model: result.understood.machines.find((machine) => machine.kind === 'model')?.slug ?? null,
      });
    return result;
  },
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
  UnderstoodKind: { MODEL: 'model', ENGINE: 'engine', ROTOVATOR: 'rotovator', CONDITION: 'condition' },
};

/** Search results are the same for every visitor (in a language): cacheable when asked by GET. */
export const searchPublicFields: readonly string[] = Object.keys(Query);
