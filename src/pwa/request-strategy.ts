/**
 * How the service worker answers a request: one pure function, the shop's routing decisions, which the Serwist
 * worker's matchers ask (`worker-caching.ts`, bundled into `/sw.js`) and the tests exercise.
 *
 * - `bypass`: the worker does not answer; the browser goes to the network as if there were no worker. API calls,
 *   GraphQL (POSTs and per-user GETs), OAuth, other sites, non-GET requests, and Next's in-app page data requests.
 * - `static`: cache first; Next's build files are immutable (their names hold a hash).
 * - `image`: cache first; imported pictures and their resized copies, kept up to a limit.
 * - `product-page`: network first, the answer kept, so that a product seen once opens offline.
 * - `page`: network only, never kept (private and personal pages, and the back office, among them); offline, the
 *   offline page.
 */
export type RequestStrategy = 'bypass' | 'static' | 'image' | 'product-page' | 'page';

export type RequestFacts = {
  method: string;
  /** The full URL of the request. */
  url: string;
  /** The worker's own origin. */
  origin: string;
  /** `navigate` for a page load (the address bar, a link without the app router, a reload). */
  mode: string;
};

export function requestStrategy(request: RequestFacts): RequestStrategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== request.origin) return 'bypass';
  const path = url.pathname;
  if (/^\/(graphql|api|oauth)(\/|$)/.test(path) || path === '/sw.js') return 'bypass';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/uploads/') || path === '/_next/image') return 'image';
  if (request.mode !== 'navigate') return 'bypass';
  // A page's path without the English prefix (Greek has none).
  const page = path.replace(/^\/en(?=\/|$)/, '') || '/';
  // Personal pages and the back office are never kept on the device, whoever signs in next.
  if (/^\/(checkout|account|orders|receipt|shopping-cart|auth|staff)(\/|$)/.test(page)) return 'page';
  if (/^\/product\/[^/]+\/?$/.test(page)) return 'product-page';
  return 'page';
}

/** The offline page in the language of the page asked for. */
export function offlinePagePath(url: string): string {
  return /^\/en(\/|$)/.test(new URL(url).pathname) ? '/en/offline' : '/offline';
}
