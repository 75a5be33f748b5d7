import { parseSearchState, productsHref, searchAsTyped, searchStateView } from '@/components/search/search-params';
import { decodedSegment, listingView, parseListingParams } from '@/shared/listing';

/**
 * Where a search as typed is rendered (`/products/search/<term>`). Its page is cached by each process for itself,
 * bounded, never in Redis (src/server/cache/cache-handler.mjs): searches' terms are endless.
 */
const searchViews = '/products/search/';

/** A brand's or category's listing, by its path without the language. */
const taxonListing = /^\/(brands|product-category)\/[^/]+$/;

/**
 * The route of a listing address's view (`listingView`), for the proxy to rewrite it to; null when the address is
 * no listing, is its route's first page in the default order (a brand's or category's page, rendered once), or is
 * rendered per request (a search narrowed or paged, a listing narrowed further than one filter). A search as typed
 * has the term as its view. `pathname` is without its language.
 */
export function listingViewPath(pathname: string, query: URLSearchParams): string | null {
  const params = () => Object.fromEntries([...query.keys()].map((key) => [key, query.getAll(key)]));
  if (pathname === '/products') {
    const state = parseSearchState(params());
    const term = searchAsTyped(state);
    // A segment of one or two dots is an address's "here" or "up", even percent-encoded: such a term is per request.
    if (term && term !== '.' && term !== '..') return `${searchViews}${encodeURIComponent(term)}`;
    const view = searchStateView(state);
    return view && `/products/${encodeURIComponent(view)}`;
  }
  if (!taxonListing.test(pathname)) return null;
  const view = listingView(parseListingParams(params()));
  return view === listingView(parseListingParams({})) ? null : `${pathname}/${encodeURIComponent(view)}`;
}

/**
 * A view's own route asked for directly (`/brands/kubota/page=2`): the listing's address to redirect to
 * (`/brands/kubota?page=2`), so that views are rendered only through the proxy's rewrite. Rendered at its own address,
 * a view would name that address in its links (the language switch) for every visitor after. Null otherwise.
 */
export function listingAddressOfView(pathname: string): string | null {
  const term = searchOfView(pathname);
  if (term !== null)
    return searchAsTyped(parseSearchState({ search: term })) === term ? productsHref({ search: term }) : null;
  const match = /^(\/products|\/(?:brands|product-category)\/[^/]+)\/([^/]+)$/.exec(pathname);
  const query = match && decodedSegment(match[2]!);
  if (!match || query === null) return null;
  const view = listingViewPath(match[1]!, new URLSearchParams(query));
  return view && decodedSegment(view) === decodedSegment(pathname) ? `${match[1]}?${query}` : null;
}

/** The term of a search's view path (`/products/search/filtro`), or null when the path is none. */
export function searchOfView(path: string): string | null {
  if (!path.startsWith(searchViews) || path.indexOf('/', searchViews.length) !== -1) return null;
  return decodedSegment(path.slice(searchViews.length)) || null;
}
