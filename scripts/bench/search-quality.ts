/**
 * Search quality benchmark (issue #22): asks the evaluation set (scripts/bench/search-evaluation: 100+ questions of
 * the kinds customers ask, with answers computed from the catalogue's files by meaning, never by the search) and
 * prints success@3 and precision@10, overall and per kind of question, and every question that missed.
 *   npm run bench:search-quality -- [--catalogue ../shared/data/catalogue] [--products 100000]
 *     [--database-url postgres://postgres@127.0.0.1:5432/postgres]   (PGlite in memory without it)
 * Targets: success@3 ≥ 0.95, precision@10 ≥ 0.9. Asserts nothing (the test beside the set does, on the demo data).
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
import { evaluate } from './search-evaluation/evaluate';
import { describeMiss, summarise } from './search-evaluation/score';

const { values } = parseArgs({
  options: {
    catalogue: { type: 'string', default: '../shared/data/catalogue' },
    products: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-quality-'));
let catalogue = path.resolve(values.catalogue!);
if (values.products) {
  catalogue = path.join(work, 'catalogue');
  console.log(`Generating ${values.products} products with ../shared/data/generate.py ...`);
  execFileSync(
    'python3',
    [path.resolve('../shared/data/generate.py'), '--out', catalogue, '--products', values.products],
    { stdio: 'inherit' },
  );
}
const database = values['database-url']
  ? await openScratchPostgres(values['database-url'])
  : await openDatabase({ pgliteDir: 'memory://' });
if (!values['database-url']) await migrateDatabase(database);
const imported = await importCatalogue(
  { db: database.db, storage: storageInFolder(work), now: () => new Date() },
  catalogue,
);
if (!imported.ok) throw new Error('import failed');

const result = await evaluate(database.db, catalogue);
for (const outcome of result.outcomes)
  if (!outcome.success || outcome.precision < 1) console.log(describeMiss(result.facts, outcome));
console.log('\nper kind of question:');
const kinds = [...new Set(result.outcomes.map((outcome) => outcome.question.kind))];
for (const kind of kinds) {
  const own = summarise(result.outcomes.filter((outcome) => outcome.question.kind === kind));
  console.log(
    `  ${kind.padEnd(26)} ${String(own.questions).padStart(3)}  success@3 ${own.successAt3.toFixed(2)}  precision@10 ${own.precisionAt10.toFixed(2)}`,
  );
}
console.log(
  `\n${result.questions} questions on ${database.kind}: success@3 ${result.successAt3.toFixed(3)} (target ≥ 0.95), precision@10 ${result.precisionAt10.toFixed(3)} (target ≥ 0.9)`,
);
await database.close();
fs.rmSync(work, { recursive: true, force: true });
