import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { securityHeadersInForce } from './server/http/security-headers-in-force';
import { isUnsupportedBrowser, unsupportedBrowserPage } from './server/http/unsupported-browser';
import { routing } from './i18n/routing';
import { isReadableAddress, survivesLocaleRewrite, unreadableAddress } from './readable-address';
import { listingAddressOfView, listingViewPath, searchOfView } from './server/http/listing-views';
import { noteSearch } from './server/storefront';
import { parseSearchState, searchInput } from './components/search/search-params';
import { localeFromPath } from './shared/locales';
import { localizedPath } from './shared/paths';
import { isStaffPath, staffPathHeader } from './shared/staff-paths';

const handleLocale = createMiddleware(routing);

/**
 * Every answer gets the security headers. An address that does not decode is refused first (Next would answer it
 * 500); pages then go on in the spec's order (§2): language handling, then the old-browser check.
 */
export default async function proxy(request: NextRequest) {
  const response = !isReadableAddress(request.nextUrl)
    ? unreadableAddress()
    : isPage(request.nextUrl.pathname)
      ? pageResponse(request)
      : NextResponse.next();
  // Kept in memory and refreshed from the saved settings every few seconds: no request waits on the database.
  for (const [name, value] of await securityHeadersInForce()) response.headers.set(name, value);
  return response;
}

/** Pages, as opposed to the API, the GraphQL and OAuth endpoints, Next's own files and files with an extension. */
const isPage = (path: string) => !/^\/(api|graphql|oauth|_next|_vercel)(\/|$)/.test(path) && !/\.[^/]*$/.test(path);

/** Page requests, in the spec's order (§2): language handling, then the old-browser check. */
function pageResponse(request: NextRequest): Response {
  if (!survivesLocaleRewrite(request.nextUrl.pathname)) return unreadableAddress();
  const listingAddress = listingAddressOfView(withoutLocale(request.nextUrl.pathname));
  if (listingAddress) {
    const locale = localeFromPath(request.nextUrl.pathname);
    return NextResponse.redirect(new URL(localizedPath(locale, listingAddress), request.url), 308);
  }
  const localeResponse = handleLocale(withStaffPath(request));
  // A language redirect comes first; the old browser is stopped at the page it lands on.
  const redirecting = localeResponse.status >= 300 && localeResponse.status < 400;
  if (!redirecting && isUnsupportedBrowser(request.headers.get('user-agent') ?? '')) {
    return new Response(unsupportedBrowserPage(localeFromPath(request.nextUrl.pathname)), {
      status: 417,
      statusText: 'Unsupported browser',
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'User-Agent' },
    });
  }
  // The back office is never indexed, whatever a page says (its pages say so too).
  if (isStaffPath(request.nextUrl.pathname)) localeResponse.headers.set('x-robots-tag', 'noindex, nofollow');
  if (redirecting) return localeResponse;
  const view = toListingView(request.nextUrl, localeResponse);
  const term = view && searchOfView(view);
  // A search as typed goes to the search log here, since its page may come from the cache; not a link's prefetch.
  if (term && !request.headers.has('next-router-prefetch'))
    void noteSearch(localeFromPath(request.nextUrl.pathname), searchInput(parseSearchState({ search: term })));
  return localeResponse;
}

/**
 * A listing's address is served by its view's route (`listingViewPath`), cached like a product page; the address
 * the visitor sees is unchanged. The language's rewrite (or pass) becomes this one, its headers kept. The view's
 * path, or null.
 */
function toListingView(url: URL, response: Response): string | null {
  const view = listingViewPath(withoutLocale(url.pathname), url.searchParams);
  if (!view) return null;
  response.headers.set('x-middleware-rewrite', new URL(`/${localeFromPath(url.pathname)}${view}`, url).toString());
  response.headers.delete('x-middleware-next');
  return view;
}

/**
 * Back-office pages learn which address was asked for, to come back to it after sign-in (a layout or page is not
 * told its path). The locale handling passes the request's headers on; a value a client sent itself is dropped.
 */
function withStaffPath(request: NextRequest): NextRequest {
  const staff = isStaffPath(request.nextUrl.pathname);
  if (!staff && !request.headers.has(staffPathHeader)) return request;
  const headers = new Headers(request.headers);
  headers.delete(staffPathHeader);
  if (staff) headers.set(staffPathHeader, request.nextUrl.pathname + request.nextUrl.search);
  return new NextRequest(request.nextUrl, { headers });
}

/** A page's path without its language's prefix (`/en/brands` → `/brands`). */
function withoutLocale(pathname: string): string {
  return pathname.replace(new RegExp(`^/${localeFromPath(pathname)}(?=/|$)`), '') || '/';
}

export const config = {
  // Everything but Next's build files and optimised images.
  matcher: '/((?!_next/static|_next/image).*)',
};
