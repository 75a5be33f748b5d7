import 'server-only';
import DataLoader from 'dataloader';
import type { DomainContext } from '@/server/context';
import { findProduct, type ProductFound, type ProductLookup } from '@/server/domains/catalog';

/**
 * Per-request loaders. A product page asks `product`, `productRelated` and `similarProducts` for the same
 * product in one operation; the loader reads it once. Each lookup is already a fixed number of queries
 * (findProduct), so there is nothing to batch across keys.
 */
export function catalogLoaders(domain: DomainContext) {
  return {
    product: new DataLoader<ProductLookup, ProductFound, string>(
      (lookups) => Promise.all(lookups.map((lookup) => findProduct(domain, lookup))),
      {
        cacheKeyFn: (lookup) => ('id' in lookup ? `id:${lookup.id}` : `slug:${lookup.slug}`),
      },
    ),
  };
}

export type CatalogLoaders = ReturnType<typeof catalogLoaders>;
