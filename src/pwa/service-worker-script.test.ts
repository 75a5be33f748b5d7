import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerScript } from './service-worker-script';

/*
 * Runs the very text served as /sw.js against an in-memory Cache Storage and a scripted network, and checks what
 * a visitor would notice: a product page seen online opens offline, any other page shows the offline page in its
 * language, private pages and API calls are never kept, and a new version drops the caches of the old one.
 */

const origin = 'https://shop.example';
const absolute = (request: RequestInfo | URL | { url: string }) =>
  typeof request === 'string' ? new URL(request, origin).href : request instanceof URL ? request.href : request.url;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL) {
    return this.entries.get(absolute(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(absolute(request), response);
  }
  async addAll(requests: string[]) {
    for (const request of requests) await this.put(request, await fetch(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(request: { url: string }) {
    return this.entries.delete(request.url);
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async match(request: RequestInfo | URL, options?: { cacheName?: string }) {
    for (const [name, cache] of this.caches) {
      if (options?.cacheName && options.cacheName !== name) continue;
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
  /** Every kept URL, by cache. */
  kept() {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }
}

type Listener = (event: {
  request?: unknown;
  waitUntil(p: Promise<unknown>): void;
  respondWith(p: Promise<Response>): void;
}) => void;

/** A page answer as a same-origin fetch gives it. */
function page(body: string, init: ResponseInit = {}) {
  const response = new Response(body, { headers: { 'content-type': 'text/html' }, ...init });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

function startWorker(version: string, caches = new MemoryCacheStorage()) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin },
    caches,
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', serviceWorkerScript(version))(self);

  const extendable = async (type: string) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p) => pending.push(p), respondWith: () => {} });
    await Promise.all(pending);
  };
  /** The worker's answer, or undefined when it leaves the request to the browser. */
  const request = async (path: string, { mode = 'navigate', method = 'GET' } = {}) => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { url: `${origin}${path}`, mode, method },
      waitUntil: () => {},
      respondWith: (p) => (answer = p),
    });
    return answer && (await answer);
  };
  return { caches, install: () => extendable('install'), activate: () => extendable('activate'), request, self };
}

let online = true;
const network = vi.fn(async (input: RequestInfo | URL | { url: string }, init?: RequestInit) => {
  if (!online) throw new TypeError('Failed to fetch');
  const url = new URL(absolute(input));
  if (url.pathname === '/offline' || url.pathname === '/en/offline') {
    const language = new Headers(init?.headers).get('accept-language');
    return page(
      `<html lang="${language}"><link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/main.js"></script>offline</html>`,
    );
  }
  return page(`page ${url.pathname}`);
});

afterEach(() => {
  online = true;
  vi.unstubAllGlobals();
  network.mockClear();
});

describe('the service worker served as /sw.js', () => {
  it('keeps the offline pages of both languages and the files they load when it installs', async () => {
    vi.stubGlobal('fetch', network);
    const worker = startWorker('build-1');
    await worker.install();
    expect(worker.caches.kept()).toEqual({
      'shop-shell-build-1': [`${origin}/offline`, `${origin}/en/offline`, `${origin}/icons/icon-192.png`],
      'shop-static-build-1': [`${origin}/_next/static/css/app.css`, `${origin}/_next/static/chunks/main.js`],
    });
    // Asked in their own language without cookies, so that the language negotiation cannot redirect them.
    expect(network).toHaveBeenCalledWith(
      '/en/offline',
      expect.objectContaining({ credentials: 'omit', headers: { 'accept-language': 'en' } }),
    );
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('opens a product page seen online when offline, and shows the offline page for the others', async () => {
    vi.stubGlobal('fetch', network);
    const worker = startWorker('build-1');
    await worker.install();
    expect(await (await worker.request('/product/oil-filter'))!.text()).toBe('page /product/oil-filter');
    await worker.request('/checkout');
    await worker.request('/en/account');

    online = false;
    expect(await (await worker.request('/product/oil-filter'))!.text()).toBe('page /product/oil-filter');
    expect(await (await worker.request('/product/never-seen'))!.text()).toContain('lang="el"');
    expect(await (await worker.request('/checkout'))!.text()).toContain('lang="el"');
    expect(await (await worker.request('/en/account'))!.text()).toContain('lang="en"');
    expect(worker.caches.kept()['shop-pages-build-1']).toEqual([`${origin}/product/oil-filter`]);
  });

  it('serves build files and pictures from the cache once fetched', async () => {
    vi.stubGlobal('fetch', network);
    const worker = startWorker('build-1');
    await worker.request('/_next/static/chunks/page.js', { mode: 'cors' });
    await worker.request('/uploads/products/filter.webp', { mode: 'no-cors' });
    online = false;
    expect(await (await worker.request('/_next/static/chunks/page.js', { mode: 'cors' }))!.text()).toBe(
      'page /_next/static/chunks/page.js',
    );
    expect(await (await worker.request('/uploads/products/filter.webp', { mode: 'no-cors' }))!.text()).toBe(
      'page /uploads/products/filter.webp',
    );
  });

  it('leaves the API, GraphQL and OAuth to the browser, and keeps no error or redirect', async () => {
    vi.stubGlobal('fetch', network);
    const worker = startWorker('build-1');
    expect(await worker.request('/graphql', { mode: 'cors', method: 'POST' })).toBeUndefined();
    expect(await worker.request('/graphql?doc=x', { mode: 'cors' })).toBeUndefined();
    expect(await worker.request('/api/health', { mode: 'cors' })).toBeUndefined();
    expect(await worker.request('/oauth/token', { mode: 'cors', method: 'POST' })).toBeUndefined();

    network.mockResolvedValueOnce(page('missing', { status: 404 }));
    await worker.request('/product/gone');
    const redirected = page('moved');
    Object.defineProperty(redirected, 'redirected', { value: true });
    network.mockResolvedValueOnce(redirected);
    await worker.request('/product/old-name');
    expect(worker.caches.kept()['shop-pages-build-1'] ?? []).toEqual([]);
  });

  it('drops the caches of the previous version when the new one takes over', async () => {
    vi.stubGlobal('fetch', network);
    const first = startWorker('build-1');
    await first.install();
    await first.request('/product/oil-filter');
    const second = startWorker('build-2', first.caches);
    await second.install();
    await second.activate();
    expect(Object.keys(second.caches.kept()).sort()).toEqual(['shop-shell-build-2', 'shop-static-build-2']);
    expect(second.self.clients.claim).toHaveBeenCalled();
  });
});
