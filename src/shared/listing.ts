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
