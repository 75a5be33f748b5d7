/**
 * Catalogue import benchmark: time and memory to import the shared demo catalogue (target < 30 s on PGlite)
 * and a large generated one (default 100,000 products), then to import each again (nothing changes).
 *   npm run bench:import -- [--products 100000] [--database-url postgres://...] (a scratch database is made there)
 *     [--dir <a generated folder, instead of generating one>] [--large-only]
 * Needs ../shared/data (generate.py, python3). Prints time and peak memory (RSS, sampled every 50 ms, and the
 * process's maximum) of each import against the issue-16 targets (100,000 products: 60 s, 1 GB); asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { openScratchPostgres } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog';
import { storageInFolder } from '@/server/storage';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    dir: { type: 'string' },
    'large-only': { type: 'boolean', default: false },
  },
});
const shared = path.resolve('../shared/data');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));

const large = values.dir ? path.resolve(values.dir) : path.join(work, 'large');
if (!values.dir) {
  console.log(`Generating ${values.products} products with ../shared/data/generate.py ...`);
  execFileSync('python3', [path.join(shared, 'generate.py'), '--out', large, '--products', values.products!], {
    stdio: 'inherit',
  });
}

const sets = [
  ['shared demo (3,000 products)', path.join(shared, 'catalogue'), 30],
  [`generated (${Number(values.products).toLocaleString('en')} products)`, large, 60],
] as const;
for (const [label, dir, target] of values['large-only'] ? sets.slice(1) : sets) {
  const database = values['database-url']
    ? await openScratchPostgres(values['database-url'])
    : await openPglite(path.join(work, `pglite-${label.length}`));
  const ctx = { db: database.db, storage: storageInFolder(work), now: () => new Date() };
  const first = await timed(() => importCatalogue(ctx, dir));
  const second = await timed(() => importCatalogue(ctx, dir));
  const peak = Math.max(first.peakMb, second.peakMb);
  await database.close();
  if (!first.result.ok || !second.result.ok) throw new Error(`import of ${label} failed`);
  const products = first.result.summary.products.created;
  console.log(`\n${label} on ${database.kind}`);
  console.log(
    `  first import:  ${first.seconds.toFixed(1)} s (${Math.round(products / first.seconds)} products/s), ${(first.seconds / target).toFixed(2)} of the ${target} s target, peak RSS ${first.peakMb} MB`,
  );
  console.log(
    `  second import: ${second.seconds.toFixed(1)} s, ${second.result.summary.products.unchanged} unchanged (${(second.seconds / first.seconds).toFixed(2)} of the first), peak RSS ${second.peakMb} MB`,
  );
  console.log(
    `  peak memory (RSS) of these imports: ${peak} MB (${(peak / 1024).toFixed(2)} of the 1 GB target); process maximum so far ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
}
fs.rmSync(work, { recursive: true, force: true });

async function openPglite(pgliteDir: string) {
  const database = await openDatabase({ pgliteDir });
  await migrateDatabase(database);
  return database;
}

/** Runs `work`, timing it and sampling the process's resident memory (the import runs in this process). */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakMb: Math.round(peak / 2 ** 20) };
  } finally {
    clearInterval(sampler);
  }
}
