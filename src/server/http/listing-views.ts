import { parseSearchState, searchStateView } from '@/components/search/search-params';
import { listingView, parseListingParams } from '@/shared/listing';

/** A brand's or category's listing, by its path without the language. */
const taxonListing = /^\/(brands|product-category)\/[^/]+$/;

/**
 * The route of a listing address's view (`listingView`), for the proxy to rewrite it to; null when the address is
 * no listing, is its route's first page in the default order (a brand's or category's page, rendered once), or is
 * rendered per request (a search, a filtered listing). `pathname` is without its language.
 */
export function listingViewPath(pathname: string, query: URLSearchParams): string | null {
  const params = Object.fromEntries([...query.keys()].map((key) => [key, query.getAll(key)]));
  if (pathname === '/products') {
    const view = searchStateView(parseSearchState(params));
    return view && `/products/${encodeURIComponent(view)}`;
  }
  if (!taxonListing.test(pathname)) return null;
  const view = listingView(parseListingParams(params));
  return view === listingView(parseListingParams({})) ? null : `${pathname}/${encodeURIComponent(view)}`;
}
