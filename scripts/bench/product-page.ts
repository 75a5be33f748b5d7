/**
 * Product page benchmark (issue: storefront): requests per second of a server-rendered product page against a
 * bare route handler of the same server, and the product page's first-load JavaScript, gzipped.
 *   npm run bench:product-page   (targets: ratio ≥ 0.15, first-load JS ≤ 100 KB gzipped)
 * Loads the shared demo catalogue (../shared/data) into a fresh PGlite. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { importCatalogue } from '@/server/domains/catalog';
import { storageInFolder } from '@/server/storage';
import { startShop } from './lib/server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-page-'));
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
await migrateDatabase(database);
const imported = await importCatalogue(
  { db: database.db, storage: storageInFolder(dataDir), now: () => new Date() },
  path.resolve('../shared/data/catalogue'),
);
await database.close();
if (!imported.ok) throw new Error('the shared catalogue did not import');

const shop = await startShop({ DATA_DIR: dataDir, DEMO_DATA: 'off', NEXT_TELEMETRY_DISABLED: '1' });
try {
  const listing = await (await fetch(`${shop.url}/products`)).text();
  const productPath = /href="(\/product\/[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!productPath) throw new Error('no product link on /products');
  for (let i = 0; i < 20; i++) await fetch(`${shop.url}${productPath}`);

  const measure = async (urlPath: string) => {
    const result = await autocannon({ url: `${shop.url}${urlPath}`, connections: 20, duration: 10 });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  const bare = await measure('/api/ping');
  const page = await measure(productPath);
  console.log(
    `\nbare route handler /api/ping: ${Math.round(bare.requests.average)} req/s (p50 ${bare.latency.p50} ms, p99 ${bare.latency.p99} ms)`,
  );
  console.log(
    `product page ${productPath}: ${Math.round(page.requests.average)} req/s (p50 ${page.latency.p50} ms, p99 ${page.latency.p99} ms)`,
  );
  console.log(
    `ratio product page / bare handler: ${(page.requests.average / bare.requests.average).toFixed(2)} (target ≥ 0.15)`,
  );

  const html = await (await fetch(`${shop.url}${productPath}`)).text();
  // Scripts marked nomodule (legacy polyfills) are never loaded by the browsers the shop supports.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script[^>]+>/g)]
        .map((match) => match[0])
        .filter((tag) => !/nomodule/i.test(tag))
        .flatMap((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? []),
    ),
  ];
  let gzipped = 0;
  for (const src of scripts)
    gzipped += gzipSync(Buffer.from(await (await fetch(new URL(src, shop.url))).arrayBuffer())).length;
  console.log(
    `first-load JavaScript of the product page: ${scripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped (${(gzipped / 1024 / 100).toFixed(2)} of the 100 KB target)`,
  );
} finally {
  shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
