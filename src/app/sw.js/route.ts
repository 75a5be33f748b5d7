import fs from 'node:fs';
import path from 'node:path';
import { essentialFiles, readBuildManifests } from '@/pwa/precache-files';
import { offlinePages } from '@/pwa/worker-caching';

/*
 * Spec §7: the service worker at /sw.js, for the whole site. Built once, when the shop is built (a static route):
 * @serwist/turbopack bundles `src/pwa/sw.ts` with esbuild and injects the precache list. It is loaded only then,
 * so the running shop serves the built file without esbuild, Serwist's build tools or the Next config loader
 * (see `builtWorker`).
 */
export const dynamic = 'force-static';

const distDir = '.next';

async function buildWorker(): Promise<string> {
  const { createSerwistRoute } = await import('@serwist/turbopack');
  const buildId = fs.readFileSync(/*turbopackIgnore: true*/ path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const essential = new Set(
    essentialFiles(readBuildManifests(distDir, '/offline/page')).map((file) => `${distDir}/${file}`),
  );
  const route = createSerwistRoute({
    swSrc: 'src/pwa/sw.ts',
    useNativeEsbuild: true,
    // The icon sprite too: pages read offline draw their icons from it.
    globPatterns: [`${distDir}/static/**/*.{js,css}`, 'public/icons/icon-192.png', 'public/icons/sprite-*.svg'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter(({ url }) => essential.has(url) || url.startsWith('public/')),
        warnings: [],
      }),
    ],
    // A new build's offline pages replace the old ones.
    additionalPrecacheEntries: offlinePages.map(({ path: url }) => ({ url, revision: buildId })),
    esbuildOptions: {
      // Registered as a classic script (see useServiceWorker), and no source map served beside it.
      format: 'iife',
      sourcemap: false,
      define: { __SHOP_BUILD__: JSON.stringify(buildId) },
    },
  });
  const response = await route.GET(new Request('http://localhost/sw.js'), {
    params: Promise.resolve({ path: 'sw.js' }),
  });
  if (!response.ok) throw new Error(`The service worker was not built: ${response.status}`);
  return response.text();
}

/**
 * The worker built with the shop. The shop's cache handler starts empty, so a running shop calls this route once
 * more, where esbuild and the worker's sources may be absent (a deployed standalone server): it serves what the
 * build wrote (Next's prerendered body of this route) and builds only when there is none, that is while building.
 */
async function builtWorker(): Promise<string> {
  const prebuilt = path.join(distDir, 'server', 'app', 'sw.js.body');
  if (fs.existsSync(/*turbopackIgnore: true*/ prebuilt))
    return fs.readFileSync(/*turbopackIgnore: true*/ prebuilt, 'utf8');
  return buildWorker();
}

let worker: Promise<string> | undefined;

export async function GET() {
  // Registered in production builds only (useServiceWorker): in development it would keep files being edited.
  if (process.env.NODE_ENV !== 'production') return new Response('Production builds only', { status: 404 });
  worker ??= builtWorker();
  return new Response(await worker, {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      // Always checked for a newer version (browsers cap it at a day anyway).
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
      'x-content-type-options': 'nosniff',
    },
  });
}
