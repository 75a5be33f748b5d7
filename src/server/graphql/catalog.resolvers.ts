import 'server-only';
import * as catalog from '@/server/domains/catalog';
import type { GraphQLContext } from './context';
import type { ProductWhereUnique, QueryResolvers, Resolvers } from './generated/resolvers-types';
import { given, partNumbers, productLookup, productsWhere, taxonomyLookup } from './inputs';
import { catalogTypeResolvers } from './catalog.types.resolvers';

/**
 * The catalogue's operations (spec §7): each parses its arguments, calls one domain function and hands back
 * the domain's result; the type resolvers in catalog.types.resolvers.ts shape it for the schema.
 */

/** The active product a unique where names, following an old or other-language slug to the product it now has. */
async function activeProduct(
  { loaders }: GraphQLContext,
  where: ProductWhereUnique,
): Promise<catalog.ProductDetail | null> {
  const found = await loaders.product.load(productLookup(where));
  const current = found && 'redirectTo' in found ? await loaders.product.load({ slug: found.redirectTo }) : found;
  return current && 'product' in current ? current.product : null;
}

const Query = {
  taxonomy: (_, { where, childrenCount }, { domain }) =>
    catalog.getTaxonomy(domain, taxonomyLookup(where), given(childrenCount)),
  brands: (_, { first }, { domain }) => catalog.listBrands(domain, { first: given(first) }),
  brand: (_, { where }, { domain }) => catalog.getBrand(domain, where.slug),
  categories: (_, { first, childrenFirst }, { domain }) =>
    catalog.listCategories(domain, {
      first: catalog.pageWindow(given(first), 0, 100).first,
      childrenFirst: catalog.pageWindow(given(childrenFirst), 0, 5).first,
    }),
  category: (_, { where }, { domain }) => catalog.getCategory(domain, where.slug),
  product: (_, { where }, context) => activeProduct(context, where),
  productRelated: async (_, { where, first }, context) => {
    const product = await activeProduct(context, where);
    return product && catalog.relatedProducts(context.domain, product.id, given(first));
  },
  similarProducts: async (_, { where, first, fields }, context) => {
    const product = await activeProduct(context, where);
    return (
      product && {
        id: product.id,
        products: await catalog.similarProducts(context.domain, product.id, {
          first: given(first),
          fields: given(fields),
        }),
      }
    );
  },
  suggestedProducts: async (_, { first, where, order }, { domain }) =>
    (await catalog.listProducts(domain, { first: given(first), where: productsWhere(where), order: given(order) }))
      .nodes,
  catalogRelated: (_, { where, first }, { domain }) =>
    catalog.productsByPartNumbers(domain, partNumbers(where.partNumbers), given(first)),
  suggestions: (_, __, { domain }) => catalog.suggestionCounts(domain),
  seoMeta: async (_, { where }, { domain }) => {
    const meta = await catalog.seoMeta(domain, where);
    return meta && { ...meta, type: where.type };
  },
} satisfies QueryResolvers;

export const catalogResolvers: Resolvers = { Query, ...catalogTypeResolvers };

/**
 * Every catalogue read is the same for every visitor (in a language), so a GET of these may be cached by
 * browsers and CDNs. Per-user fields (cart, orders) must never join this list.
 */
export const catalogPublicFields: readonly string[] = Object.keys(Query);
