import { z } from '@/shared/zod';
import type { Availability } from '@/server/domains/catalog';
import type { ProductsSearchInput } from '@/server/domains/search';
import { listingOrders, listingPageSize, type ListingOrder } from '@/shared/listing';
import { priceBounds } from '@/shared/price-ranges';
import { understoodKinds, type UnderstoodKind } from '@/shared/understood-kinds';

/**
 * The state of the product search page, read from and written to its URL (the source of truth):
 * `/products?search=filtro&brand=kubota,yanmar&condition=used&price=20-50&sort=price-asc&page=2`, and
 * `ignore=model,condition` for what the search understood in the term but should not narrow by.
 * Shared by the page (server) and the filter controls (browser).
 */
export const taxonFacets = ['condition', 'brand', 'model', 'category'] as const;
export type TaxonFacet = (typeof taxonFacets)[number];
export const availabilities = ['available', 'backorder', 'unavailable'] as const satisfies readonly Availability[];

/** A price range in whole euros excluding VAT, as the price facet offers them; `max` is exclusive, null when open. */
export type PriceRange = { min: number; max: number | null };

export type SearchFilters = Record<TaxonFacet, string[]> & { availability: Availability[]; price: PriceRange | null };

export type SearchState = {
  search: string | null;
  /** Parts that fit one engine or rotovator (links from a product's compatibility lists); models are a facet. */
  engine: string | null;
  rotovator: string | null;
  filters: SearchFilters;
  /** Understood in the term (a model, a condition …) but set aside by the visitor: "search everything instead". */
  ignore: UnderstoodKind[];
  sort: ListingOrder;
  page: number;
};

export const noFilters: SearchFilters = {
  condition: [],
  brand: [],
  model: [],
  category: [],
  availability: [],
  price: null,
};

const maxValues = 20;
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
const single = slug.nullable().catch(null);

type RawParams = Record<string, string | string[] | undefined>;

/** `brand=kubota,yanmar` or `brand=kubota&brand=yanmar`: both read as a list; anything unreadable is dropped. */
function listOf(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((each) => each.split(','));
  return [
    ...new Set(parts.map((part) => part.trim().toLowerCase()).filter((part) => slug.safeParse(part).success)),
  ].slice(0, maxValues);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parsePrice(value: string | undefined): PriceRange | null {
  const match = /^(\d{1,6})-(\d{1,6})?$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  return max !== null && max <= min ? null : { min, max };
}

export function parseSearchState(params: RawParams): SearchState {
  const search = first(params.search)?.replace(/\s+/g, ' ').trim().slice(0, 200) || null;
  return {
    search,
    engine: single.parse(first(params.engine) ?? null),
    rotovator: single.parse(first(params.rotovator) ?? null),
    filters: {
      condition: listOf(params.condition),
      brand: listOf(params.brand),
      model: listOf(params.model),
      category: listOf(params.category),
      availability: listOf(params.availability).filter((value): value is Availability =>
        (availabilities as readonly string[]).includes(value),
      ),
      price: parsePrice(first(params.price)),
    },
    ignore: understoodKinds.filter((kind) => listOf(params.ignore).includes(kind)),
    sort: z
      .enum(listingOrders)
      .catch('relevance')
      .parse(first(params.sort) ?? 'relevance'),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .catch(1)
      .parse(first(params.page) ?? 1),
  };
}

export function priceParam(range: PriceRange): string {
  return `${range.min}-${range.max ?? ''}`;
}

/** The filters as URL parameters, in a fixed order so that equal filters give equal URLs. */
export function filterQuery(filters: SearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const facet of [...taxonFacets, 'availability'] as const)
    if (filters[facet].length) query[facet] = filters[facet].join(',');
  if (filters.price) query.price = priceParam(filters.price);
  return query;
}

/** The whole state as URL parameters; the page is left out (page links add it). */
export function searchQuery(state: Omit<SearchState, 'page'>): Record<string, string> {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.engine ? { engine: state.engine } : {}),
    ...(state.rotovator ? { rotovator: state.rotovator } : {}),
    ...filterQuery(state.filters),
    ...(state.search && state.ignore.length ? { ignore: state.ignore.join(',') } : {}),
    ...(state.sort !== 'relevance' ? { sort: state.sort } : {}),
  };
}

/** The address of a search (`searchQuery`'s parameters), as one string: a link's whole `href` in the page's payload. */
export function productsHref(query: Record<string, string>): string {
  const parameters = new URLSearchParams(query).toString();
  return parameters ? `/products?${parameters}` : '/products';
}

/**
 * The view (`listingView`) of a search page that is a listing: no term, one filter or tractor at most (the facets'
 * first choice, a compatibility list's link), a price range only as the facet offers it. A search or a narrower listing has none: they are rendered
 * per request, as their combinations are endless, but for a search as typed (`searchAsTyped`).
 */
export function searchStateView(state: SearchState): string | null {
  const { price } = state.filters;
  if (state.search || narrowings(state) > 1 || (price && !isOfferedPriceRange(price))) return null;
  return new URLSearchParams({ page: String(state.page), ...searchQuery(state) }).toString();
}

/**
 * The term of a search as typed: its first page, in the order of relevance, with no filter, tractor or engine chosen
 * and nothing it understood set aside since. Such a search goes to the search log, and its page is cached (issue #21);
 * null for anything else.
 */
export function searchAsTyped(state: SearchState): string | null {
  const typed = state.page === 1 && state.sort === 'relevance' && state.ignore.length === 0 && narrowings(state) === 0;
  return typed ? state.search : null;
}

/** One of the price facet's own ranges (`priceBounds`), as opposed to one made up in the address. */
function isOfferedPriceRange(range: PriceRange): boolean {
  const edges = [0, ...priceBounds.map((cents) => cents / 100)];
  const index = edges.indexOf(range.min);
  return index !== -1 && range.max === (edges[index + 1] ?? null);
}

/** How many filters, engines and rotovators narrow the state's parts. */
const narrowings = (state: SearchState) =>
  activeFilterCount(state.filters) + Number(Boolean(state.engine)) + Number(Boolean(state.rotovator));

export function hasFilters(filters: SearchFilters): boolean {
  return activeFilterCount(filters) > 0;
}

export function activeFilterCount(filters: SearchFilters): number {
  return taxonFacets.reduce(
    (sum, facet) => sum + filters[facet].length,
    filters.availability.length + (filters.price ? 1 : 0),
  );
}

/** The domain's search input for one page of the state. */
export function searchInput(state: SearchState): ProductsSearchInput {
  const { filters, engine, rotovator } = state;
  return {
    term: state.search,
    where: {
      ...Object.fromEntries(taxonFacets.flatMap((facet) => (filters[facet].length ? [[facet, filters[facet]]] : []))),
      ...(engine ? { engine } : {}),
      ...(rotovator ? { rotovator } : {}),
      ...(filters.availability.length ? { availability: filters.availability } : {}),
      // Ranges are whole euros with an exclusive top; the domain takes inclusive cents.
      ...(filters.price
        ? {
            priceMin: filters.price.min * 100,
            ...(filters.price.max !== null ? { priceMax: filters.price.max * 100 - 1 } : {}),
          }
        : {}),
    },
    order: state.sort,
    ...(state.ignore.length ? { ignore: state.ignore } : {}),
    aggs: ['brand', 'category', 'condition', 'model', 'availability', 'price'],
    suggest: Boolean(state.search),
    first: listingPageSize,
    skip: (state.page - 1) * listingPageSize,
  };
}
