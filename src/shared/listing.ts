import { z } from './zod';
import { listingOrders } from './listing-orders';

export { listingOrders, type ListingOrder } from './listing-orders';
export const listingPageSize = 24;

/** The query of a product listing URL (?page=2&sort=price-asc); anything unreadable falls back to the default. */
const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/)
  .optional()
  .catch(undefined);
const listingParams = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(listingOrders).catch('relevance'),
  search: z.string().max(200).optional().catch(undefined),
  /** Parts that fit one tractor model, engine or rotovator (links from a product's compatibility lists). */
  model: slug,
  engine: slug,
  rotovator: slug,
});

export const fitmentFilters = ['model', 'engine', 'rotovator'] as const;

/**
 * The fitment a listing URL asks for (?model=kubota-l1-185: "only parts for my tractor"), as the products query's
 * filters: every listing honours it, not only the search page.
 */
export function fitmentWhere(params: Partial<ListingParams>): Partial<Record<(typeof fitmentFilters)[number], string>> {
  return Object.fromEntries(fitmentFilters.flatMap((filter) => (params[filter] ? [[filter, params[filter]]] : [])));
}

export type ListingParams = z.output<typeof listingParams>;

export function parseListingParams(searchParams: Record<string, string | string[] | undefined>): ListingParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return listingParams.parse({
    page: first(searchParams.page) ?? 1,
    sort: first(searchParams.sort) ?? 'relevance',
    search: first(searchParams.search),
    model: first(searchParams.model),
    engine: first(searchParams.engine),
    rotovator: first(searchParams.rotovator),
  });
}

/**
 * A listing's page, order and fitment as its view: the canonical query (`page=2&sort=price-asc&model=…`, defaults
 * left out but the page) that names the page's cached copy. Reading the query string would make Next render a
 * listing on every request; the proxy rewrites a listing's address to its view's route instead
 * (`/brands/kubota?page=2` → `/brands/kubota/page=2`), rendered once and kept like a product page (issue #21).
 */
export function listingView(listing: Pick<ListingParams, 'page' | 'sort'> & Partial<ListingParams>): string {
  const query = new URLSearchParams({ page: String(listing.page) });
  if (listing.sort !== 'relevance') query.set('sort', listing.sort);
  for (const filter of fitmentFilters) if (listing[filter]) query.set(filter, listing[filter]);
  return query.toString();
}

/** The view's query parameters, or null when it is not the one `listingView` writes (one address per listing). */
export function viewParams(view: string, canonical: (params: Record<string, string>) => string) {
  // Next hands the route's segment over as it is in the address, percent-encoded.
  const decoded = decodedSegment(view);
  if (decoded === null) return null;
  const params = Object.fromEntries(new URLSearchParams(decoded));
  return canonical(params) === decoded ? params : null;
}

/** A path segment decoded, or null when it does not decode. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The listing of a brand's or category's view (`./[view]`): the first page in the default order without one. */
export function listingOfView(view: string | undefined): ListingParams | null {
  if (view === undefined) return parseListingParams({});
  const params = viewParams(view, (each) => listingView(parseListingParams(each)));
  return params && parseListingParams(params);
}
