/**
 * Lighthouse on storefront pages (home, a listing, a product page) with Debian's Chromium: the scores of each
 * category, and every best-practices audit that did not pass with its details (a Content-Security-Policy that blocked
 * something shows up as a console error there).
 *   npm run bench:lighthouse -- [--url http://127.0.0.1:3000]
 * Without --url it starts the shop as `npm start` does (embedded database, demo catalogue). Prints figures; asserts
 * nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './lib/server';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const shop = values.url ? null : await startShop({ DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' });
const base = values.url?.replace(/\/$/, '') ?? shop!.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const listing = await (await fetch(`${base}/products`)).text();
  const productPath = /href="(\/product\/[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!productPath) throw new Error('no product link on /products');
  for (const pagePath of ['/', '/products', productPath]) {
    const result = await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { categories, audits } = result.lhr;
    const scores = Object.values(categories)
      .map((category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`)
      .join(', ');
    console.log(`\n${pagePath}: ${scores}`);
    for (const ref of categories['best-practices']!.auditRefs) {
      const audit = audits[ref.id]!;
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      console.log(`  best practices: ${audit.title} (score ${audit.score})`);
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 5)) console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
    }
    const consoleErrors = (audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)
      ?.items;
    console.log(`  console errors: ${consoleErrors?.length ?? 0}`);
  }
} finally {
  chrome.kill();
  shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
