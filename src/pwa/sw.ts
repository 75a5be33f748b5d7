/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry } from 'serwist';
import { offlineFallbacks, offlinePageRequests, outdatedCaches, shopRuntimeCaching } from './worker-caching';

/*
 * The shop's service worker (spec §7), served as `/sw.js`. Bundled with Serwist by `src/app/sw.js/route.ts`
 * (@serwist/turbopack) when the shop is built: `self.__SW_MANIFEST` becomes the precache list (the offline pages
 * and the build files they load, see `precache-files.ts`), `__SHOP_BUILD__` the build's id.
 */

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
declare const __SHOP_BUILD__: string;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { plugins: [offlinePageRequests], cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: a page load the worker leaves to the browser (OAuth, the payment sandbox) would be
  // requested twice, the preload unused.
  navigationPreload: false,
  runtimeCaching: shopRuntimeCaching({ version: __SHOP_BUILD__, origin: self.location.origin }),
  fallbacks: { entries: offlineFallbacks },
});

// Caches of earlier builds hold pages that load files the server no longer has.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(outdatedCaches(names, __SHOP_BUILD__).map((name) => caches.delete(name)))),
  );
});

serwist.addEventListeners();
