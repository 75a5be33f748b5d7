import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { isUnsupportedBrowser, unsupportedBrowserPage } from './components/layout/unsupported-browser';
import { routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);

/** Page requests, in the spec's order (§2): language handling, then the old-browser check. */
export default function proxy(request: NextRequest) {
  const localeResponse = handleLocale(request);
  // A language redirect comes first; the old browser is stopped at the page it lands on.
  const redirecting = localeResponse.status >= 300 && localeResponse.status < 400;
  if (!redirecting && isUnsupportedBrowser(request.headers.get('user-agent') ?? '')) {
    const locale = /^\/en(\/|$)/.test(request.nextUrl.pathname) ? 'en' : 'el';
    return new Response(unsupportedBrowserPage(locale), {
      status: 417,
      statusText: 'Unsupported browser',
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'User-Agent' },
    });
  }
  return localeResponse;
}

export const config = {
  // Pages only: not the API, the GraphQL and OAuth endpoints, Next's own files or files with an extension.
  matcher: '/((?!api|graphql|oauth|_next|_vercel|.*\\..*).*)',
};
