import type { RequestFacts, RequestStrategy } from './request-strategy';

/*
 * The service worker's body. It runs in the browser, but its text is written into `/sw.js` by the server
 * (`service-worker-script.ts`), so, like `requestStrategy`, it must be self-contained: everything it uses is a
 * parameter or a browser global. The TypeScript types below are the few worker APIs it needs (the DOM library
 * the project compiles with has no worker globals).
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
export type WorkerScope = {
  location: { origin: string };
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

export type WorkerSettings = {
  /** Changes with every build: caches of another version are deleted when this worker takes over. */
  version: string;
  /** The offline pages, each with the language its request must ask for (the shop's language negotiation). */
  offlinePages: { path: string; language: string }[];
  /** Kept at install besides the offline pages and the files they load. */
  precache: string[];
  /** Most entries kept of pictures and of product pages; the oldest go first. */
  maxImages: number;
  maxProductPages: number;
};

export function serviceWorker(
  scope: WorkerScope,
  settings: WorkerSettings,
  strategyOf: (request: RequestFacts) => RequestStrategy,
  offlinePathOf: (url: string) => string,
): void {
  const cacheNames = {
    shell: `shop-shell-${settings.version}`,
    static: `shop-static-${settings.version}`,
    images: `shop-images-${settings.version}`,
    pages: `shop-pages-${settings.version}`,
  };
  const ours = Object.values(cacheNames);

  // A redirected answer cannot answer a page load from the cache, and an error page is not worth keeping.
  const keepable = (response: Response) => response.ok && !response.redirected && response.type === 'basic';

  const trim = async (name: string, max: number) => {
    const cache = await scope.caches.open(name);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
  };

  /** The offline pages and the scripts and styles they load, so that they show (and their button works) offline. */
  const precache = async () => {
    const shell = await scope.caches.open(cacheNames.shell);
    const assets = new Set<string>();
    for (const page of settings.offlinePages) {
      // Without cookies and in its own language, so that the language negotiation does not redirect it.
      const response = await fetch(page.path, {
        credentials: 'omit',
        headers: { 'accept-language': page.language },
        cache: 'no-store',
      });
      if (!keepable(response)) throw new Error(`Offline page ${page.path} answered ${response.status}`);
      const html = await response.clone().text();
      for (const [, asset] of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)) if (asset) assets.add(asset);
      await shell.put(page.path, response);
    }
    const statics = await scope.caches.open(cacheNames.static);
    await statics.addAll([...assets]);
    await shell.addAll(settings.precache);
  };

  const cacheFirst = async (request: Request, name: string, max?: number) => {
    const cache = await scope.caches.open(name);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (keepable(response)) {
      try {
        await cache.put(request, response.clone());
        if (max) await trim(name, max);
      } catch {
        // A full storage quota: served, not kept.
      }
    }
    return response;
  };

  const offlinePage = async (url: string) =>
    (await scope.caches.match(offlinePathOf(url))) ??
    new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  const networkFirst = async (request: Request, keep: boolean) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch {
      // Offline, or the server is unreachable: a kept copy of this page, else the offline page.
      const cached = keep ? await scope.caches.match(request, { cacheName: cacheNames.pages }) : undefined;
      return cached ?? offlinePage(request.url);
    }
    if (keep && keepable(response)) {
      try {
        const cache = await scope.caches.open(cacheNames.pages);
        await cache.put(request, response.clone());
        await trim(cacheNames.pages, settings.maxProductPages);
      } catch {
        // A full storage quota costs only the offline copy; the page itself is shown.
      }
    }
    return response;
  };

  scope.addEventListener('install', (event) => {
    event.waitUntil(precache().then(() => scope.skipWaiting()));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Caches of earlier builds hold pages that load files the server no longer has.
        const names = await scope.caches.keys();
        await Promise.all(
          names
            .filter((name) => name.startsWith('shop-') && !ours.includes(name))
            .map((name) => scope.caches.delete(name)),
        );
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    const strategy = strategyOf({
      method: request.method,
      url: request.url,
      origin: scope.location.origin,
      mode: request.mode,
    });
    if (strategy === 'static') event.respondWith(cacheFirst(request, cacheNames.static));
    else if (strategy === 'image') event.respondWith(cacheFirst(request, cacheNames.images, settings.maxImages));
    else if (strategy === 'product-page') event.respondWith(networkFirst(request, true));
    else if (strategy === 'page') event.respondWith(networkFirst(request, false));
  });
}
