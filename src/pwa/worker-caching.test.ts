import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, type RuntimeCaching } from 'serwist';
import { describe, expect, it } from 'vitest';
import {
  keepable,
  offlineFallbacks,
  offlinePageRequests,
  outdatedCaches,
  shopRuntimeCaching,
  workerLimits,
} from './worker-caching';

/*
 * The Serwist worker's routes, checked without a browser: which strategy answers each kind of request, into which
 * cache, with which limits. What the strategies then do (and the worker as a whole, offline) is the browser
 * test's part (tests/e2e/pwa.spec.ts).
 */

const origin = 'https://shop.example';
const routes = shopRuntimeCaching({ version: 'build-1', origin });

function routeOf(path: string, { mode = 'navigate', method = 'GET', host = origin } = {}): RuntimeCaching | undefined {
  const request = { url: `${host}${path}`, mode, method } as Request;
  return routes.find(({ matcher }) =>
    typeof matcher === 'function' ? matcher({ request, url: new URL(request.url), sameOrigin: true } as never) : false,
  );
}

const cacheOf = (route: RuntimeCaching | undefined) => (route?.handler as { cacheName?: string }).cacheName;
const limitOf = (route: RuntimeCaching | undefined) => {
  const plugins = (route?.handler as unknown as { plugins: unknown[] }).plugins;
  const expiration = plugins.find((plugin) => plugin instanceof ExpirationPlugin) as
    { _config: { maxEntries?: number } } | undefined;
  return expiration?._config.maxEntries;
};

describe('the worker’s routes', () => {
  it('keeps product pages, network first, at most 60, in the build’s own cache', () => {
    for (const path of ['/product/filtro-ladiou', '/en/product/oil-filter']) {
      const route = routeOf(path);
      expect(route?.handler).toBeInstanceOf(NetworkFirst);
      expect(cacheOf(route)).toBe('shop-pages-build-1');
      expect(limitOf(route)).toBe(workerLimits.maxProductPages);
    }
    expect(workerLimits.maxProductPages).toBe(60);
  });

  it('answers pictures from the cache first, at most 300', () => {
    for (const path of ['/uploads/products/filter.webp', '/_next/image?url=%2Fuploads%2Fa.webp&w=640&q=75']) {
      const route = routeOf(path, { mode: 'no-cors' });
      expect(route?.handler).toBeInstanceOf(CacheFirst);
      expect(cacheOf(route)).toBe('shop-images-build-1');
      expect(limitOf(route)).toBe(workerLimits.maxImages);
    }
    expect(workerLimits.maxImages).toBe(300);
  });

  it('answers build files from the cache first', () => {
    const route = routeOf('/_next/static/chunks/app-123.js', { mode: 'no-cors' });
    expect(route?.handler).toBeInstanceOf(CacheFirst);
    expect(cacheOf(route)).toBe('shop-static-build-1');
  });

  it('never keeps a personal page or the back office, in either language', () => {
    for (const path of [
      '/account',
      '/orders/1',
      '/shopping-cart',
      '/checkout',
      '/staff',
      '/auth/login',
      '/receipt/x',
    ]) {
      for (const prefix of ['', '/en']) expect(routeOf(`${prefix}${path}`)?.handler).toBeInstanceOf(NetworkOnly);
    }
    expect(routeOf('/katalogos')?.handler).toBeInstanceOf(NetworkOnly);
  });

  it('leaves the API, GraphQL, OAuth, page data, posts and other sites to the browser', () => {
    expect(routeOf('/api/health', { mode: 'cors' })).toBeUndefined();
    expect(routeOf('/api/sandbox-gateway/challenge/x')).toBeUndefined();
    expect(routeOf('/graphql?doc=abc', { mode: 'cors' })).toBeUndefined();
    expect(routeOf('/graphql', { mode: 'cors', method: 'POST' })).toBeUndefined();
    expect(routeOf('/oauth/authorize')).toBeUndefined();
    expect(routeOf('/product/filtro?_rsc=1x2y', { mode: 'cors' })).toBeUndefined();
    expect(routeOf('/checkout', { method: 'POST' })).toBeUndefined();
    expect(routeOf('/product/x', { host: 'https://tractors.example' })).toBeUndefined();
    expect(routeOf('/sw.js', { mode: 'same-origin' })).toBeUndefined();
  });
});

describe('what the worker keeps', () => {
  const answer = (init: ResponseInit, { redirected = false, type = 'basic' } = {}) => {
    const response = new Response('x', init);
    Object.defineProperty(response, 'redirected', { value: redirected });
    Object.defineProperty(response, 'type', { value: type });
    return response;
  };
  it('only whole, unredirected answers of the shop itself', () => {
    expect(keepable(answer({ status: 200 }))).toBe(true);
    expect(keepable(answer({ status: 200 }, { redirected: true }))).toBe(false);
    expect(keepable(answer({ status: 404 }))).toBe(false);
    expect(keepable(answer({ status: 500 }))).toBe(false);
    expect(keepable(answer({ status: 200 }, { type: 'opaque' }))).toBe(false);
  });
});

describe('the caches a new build deletes', () => {
  it('every shop cache of another build, and those of the hand-made worker; not its own, not the precache', () => {
    expect(
      outdatedCaches(
        [
          'shop-pages-build-1',
          'shop-static-build-1',
          'shop-images-build-1',
          'shop-pages-build-0',
          'shop-images-build-0',
          'shop-shell-build-0',
          'serwist-precache-v2-https://shop.example/',
        ],
        'build-1',
      ),
    ).toEqual(['shop-pages-build-0', 'shop-images-build-0', 'shop-shell-build-0']);
  });
});

describe('the offline pages', () => {
  const failedLoad = (path: string) =>
    ({ request: { url: `${origin}${path}`, mode: 'navigate' }, error: new TypeError('offline') }) as never;
  it.each([
    ['/katalogos', '/offline'],
    ['/product/x', '/offline'],
    ['/en/products?search=pump', '/en/offline'],
    ['/en', '/en/offline'],
  ])('a page load of %s that fails shows %s', (path, offline) => {
    expect(offlineFallbacks.filter(({ matcher }) => matcher(failedLoad(path))).map(({ url }) => url)).toEqual([
      offline,
    ]);
  });

  it('are precached without cookies and each in its own language', async () => {
    for (const [path, language] of [
      ['/offline', 'el'],
      ['/en/offline', 'en'],
    ] as const) {
      const request = await offlinePageRequests.requestWillFetch!({
        request: new Request(`${origin}${path}?__WB_REVISION__=build-1`, { headers: { 'accept-language': 'de' } }),
        event: {} as never,
        state: {},
      });
      expect(request.headers.get('accept-language')).toBe(language);
      expect(request.credentials).toBe('omit');
      expect(request.url).toBe(`${origin}${path}?__WB_REVISION__=build-1`);
    }
    const chunk = new Request(`${origin}/_next/static/chunks/a.js`);
    expect(await offlinePageRequests.requestWillFetch!({ request: chunk, event: {} as never, state: {} })).toBe(chunk);
  });
});
