import 'server-only';
import {
  maxPageSize,
  type ProductLookup,
  type ProductsWhere as DomainProductsWhere,
  type TaxonomyKind,
} from '@/server/domains/catalog';
import type { SearchWhere } from '@/server/domains/search';
import { badUserInput } from './errors';
import type {
  InputMaybe,
  ProductsSearchWhere,
  ProductsWhere,
  ProductWhereUnique,
  TaxonomyWhereUnique,
} from './generated/resolvers-types';

/**
 * Arguments into the domain's shapes. Types, unknown keys and one-of inputs are checked by GraphQL validation
 * before a resolver runs; what is left is what the schema cannot say: an id is a positive integer, lists are short.
 */
const largestId = 2_147_483_647;

export function parseId(value: string, what = 'id'): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= largestId)) throw badUserInput(`Not a valid ${what}: ${JSON.stringify(value.slice(0, 40))}.`);
  return id;
}

/** GraphQL passes an explicit `null` for an argument; the domain means "not given" by undefined. */
export const given = <T>(value: InputMaybe<T> | undefined): T | undefined => value ?? undefined;

export function productLookup(where: ProductWhereUnique): ProductLookup {
  // @oneOf: exactly one of the two is set.
  return where.id != null ? { id: parseId(where.id, 'product id') } : { slug: where.slug! };
}

export function taxonomyLookup(where: TaxonomyWhereUnique): { id: number } | { kind: TaxonomyKind } {
  return where.id != null ? { id: parseId(where.id, 'taxonomy id') } : { kind: where.kind! };
}

function shortList<T>(values: readonly T[], what: string, max: number): T[] {
  if (values.length > max) throw badUserInput(`At most ${max} ${what} are accepted, not ${values.length}.`);
  return [...values];
}

function ids(values: InputMaybe<readonly string[]> | undefined, what: string): number[] | undefined {
  return values == null ? undefined : shortList(values, what, maxPageSize).map((value) => parseId(value, 'product id'));
}

export function productsWhere(where: InputMaybe<ProductsWhere> | undefined): DomainProductsWhere {
  return {
    category: given(where?.category),
    brand: given(where?.brand),
    condition: given(where?.condition),
    model: given(where?.model),
    engine: given(where?.engine),
    rotovator: given(where?.rotovator),
    priceMin: given(where?.priceMin),
    priceMax: given(where?.priceMax),
    availability: given(where?.availability),
    onSale: given(where?.onSale),
    featured: given(where?.featured),
    ids: ids(where?.ids, 'ids'),
    excludeIds: ids(where?.excludeIds, 'excluded ids'),
  };
}

const searchTaxonFilters = [
  'category',
  'brand',
  'condition',
  'model',
  'engine',
  'rotovator',
] as const satisfies readonly (keyof ProductsSearchWhere & keyof SearchWhere)[];
export const maxSlugsPerFilter = 20;

export function searchWhere(where: InputMaybe<ProductsSearchWhere> | undefined): SearchWhere {
  const result: SearchWhere = {
    priceMin: given(where?.priceMin),
    priceMax: given(where?.priceMax),
    availability: given(where?.availability),
    onSale: given(where?.onSale),
  };
  for (const kind of searchTaxonFilters) {
    const slugs = where?.[kind];
    if (slugs != null) result[kind] = shortList(slugs, `${kind} slugs`, maxSlugsPerFilter);
  }
  return result;
}

export const maxPartNumbers = 200;

export function partNumbers(values: readonly string[]): string[] {
  return shortList(values, 'part numbers', maxPartNumbers);
}
