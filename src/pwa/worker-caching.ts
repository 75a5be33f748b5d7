import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheFallbackEntry,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { offlinePagePath, requestStrategy, type RequestStrategy } from './request-strategy';
import { locales } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/*
 * What the Serwist worker (`sw.ts`) does with each request, apart from the precache: the shop's own routing
 * decisions (`requestStrategy`) turned into Serwist's caching strategies. Bundled into `/sw.js` by
 * `src/app/sw.js/route.ts`, and unit tested here without a browser.
 */

/** Most entries kept of pictures and of product pages; the least recently used go first. */
export const workerLimits = { maxImages: 300, maxProductPages: 60 };

/** The offline pages, each with the language its request must ask for (the shop's language negotiation). */
export const offlinePages = locales.map((language) => ({ path: localizedPath(language, '/offline'), language }));

/** The worker's own caches of one build; those of another build are deleted when this worker takes over. */
export function shopCacheNames(version: string) {
  return {
    static: `shop-static-${version}`,
    images: `shop-images-${version}`,
    pages: `shop-pages-${version}`,
  };
}

/** The caches of other builds (and of the hand-made worker before Serwist): every `shop-` cache not in `ours`. */
export function outdatedCaches(names: string[], version: string): string[] {
  const ours: string[] = Object.values(shopCacheNames(version));
  return names.filter((name) => name.startsWith('shop-') && !ours.includes(name));
}

/** A redirected answer cannot answer a page load from the cache, and an error page is not worth keeping. */
export function keepable(response: Response): boolean {
  return response.ok && !response.redirected && response.type === 'basic';
}

const keepWhole: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
};

/** The runtime routes, in the order Serwist tries them; requests no route matches go to the network untouched. */
export function shopRuntimeCaching({ version, origin }: { version: string; origin: string }): RuntimeCaching[] {
  const names = shopCacheNames(version);
  const answeredBy =
    (strategy: RequestStrategy) =>
    ({ request }: { request: Request }) =>
      requestStrategy({ method: request.method, url: request.url, origin, mode: request.mode }) === strategy;
  return [
    // Next's build files: their names hold a hash, so a kept copy is always right.
    { matcher: answeredBy('static'), handler: new CacheFirst({ cacheName: names.static, plugins: [keepWhole] }) },
    {
      matcher: answeredBy('image'),
      handler: new CacheFirst({
        cacheName: names.images,
        plugins: [keepWhole, new ExpirationPlugin({ maxEntries: workerLimits.maxImages, maxAgeFrom: 'last-used' })],
      }),
    },
    // A product seen once opens offline; the freshest copy whenever the network answers.
    {
      matcher: answeredBy('product-page'),
      handler: new NetworkFirst({
        cacheName: names.pages,
        plugins: [
          keepWhole,
          new ExpirationPlugin({ maxEntries: workerLimits.maxProductPages, maxAgeFrom: 'last-used' }),
        ],
      }),
    },
    // Every other page, personal ones among them: never kept; offline, the offline page (the fallbacks below).
    { matcher: answeredBy('page'), handler: new NetworkOnly() },
  ];
}

/** A page load that fails offline shows the offline page of its language (kept by the precache). */
export const offlineFallbacks: PrecacheFallbackEntry[] = offlinePages.map((page) => ({
  url: page.path,
  matcher: ({ request }) => request.mode === 'navigate' && offlinePagePath(request.url) === page.path,
}));

/**
 * The precache asks for the offline pages without cookies and in their own language, so that the language
 * negotiation answers each in its language rather than redirecting it, and no visitor's session shapes them.
 */
export const offlinePageRequests: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    const page = offlinePages.find(({ path }) => new URL(request.url).pathname === path);
    if (!page) return request;
    const headers = new Headers(request.headers);
    headers.set('accept-language', page.language);
    return new Request(request.url, { headers, credentials: 'omit', cache: 'no-store' });
  },
};
