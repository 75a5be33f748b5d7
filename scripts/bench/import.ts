/**
 * Catalogue import benchmark: time and memory to import the shared demo catalogue (target < 30 s on PGlite)
 * and a large generated one (default 100,000 products), then to import each again (nothing changes).
 *   npm run bench:import -- [--products 100000] [--database-url postgres://...] (a scratch database is made there)
 * Needs ../shared/data (generate.py, python3). Prints figures and ratios; asserts nothing.
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
  options: { products: { type: 'string', default: '100000' }, 'database-url': { type: 'string' } },
});
const shared = path.resolve('../shared/data');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));

const large = path.join(work, 'large');
console.log(`Generating ${values.products} products with ../shared/data/generate.py ...`);
execFileSync('python3', [path.join(shared, 'generate.py'), '--out', large, '--products', values.products!], {
  stdio: 'inherit',
});

for (const [label, dir, target] of [
  ['shared demo (3,000 products)', path.join(shared, 'catalogue'), 30],
  [`generated (${Number(values.products).toLocaleString('en')} products)`, large, undefined],
] as const) {
  const database = values['database-url']
    ? await openScratchPostgres(values['database-url'])
    : await openPglite(path.join(work, `pglite-${label.length}`));
  const ctx = { db: database.db, storage: storageInFolder(work), now: () => new Date() };
  const first = await timed(() => importCatalogue(ctx, dir));
  const second = await timed(() => importCatalogue(ctx, dir));
  await database.close();
  if (!first.result.ok || !second.result.ok) throw new Error(`import of ${label} failed`);
  const products = first.result.summary.products.created;
  console.log(`\n${label} on ${database.kind}`);
  console.log(
    `  first import:  ${first.seconds.toFixed(1)} s (${Math.round(products / first.seconds)} products/s)${target ? `, ${(first.seconds / target).toFixed(2)} of the ${target} s target` : ''}`,
  );
  console.log(
    `  second import: ${second.seconds.toFixed(1)} s, ${second.result.summary.products.unchanged} unchanged (${(second.seconds / first.seconds).toFixed(2)} of the first)`,
  );
  console.log(`  peak memory (RSS) so far: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}
fs.rmSync(work, { recursive: true, force: true });

async function openPglite(pgliteDir: string) {
  const database = await openDatabase({ pgliteDir });
  await migrateDatabase(database);
  return database;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}
