/**
 * Parts catalogue (/katalogos) benchmark: the bytes a browser downloads for the first view (the index file), a
 * maker's view (its file) and a model's view (its file, its first section's drawing and the DiagramParts answer),
 * raw and gzipped, with a large generated catalogue (default 100,000 products) imported into a fresh PGlite; the
 * size of the whole publication; and the time to publish it again.
 *   npm run bench:katalogos -- [--products 100000]
 * Target: under 150 KB of JSON for the first view with 100k products. Prints figures and ratios; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DiagramPartsDocument } from '@/api-client/generated/graphql';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { importCatalogue } from '@/server/domains/catalog';
import { catalogueDbFolder, publishCatalogueDb } from '@/server/domains/catalog';
import { headersFor, persistedRequest, testApi } from '@/server/graphql/testing';
import { storageInFolder } from '@/server/storage';
import {
  katalogosPath,
  type CatalogueBrandFile,
  type CatalogueIndex,
  type CatalogueModelFile,
} from '@/shared/catalogue-db';
import { stats } from './lib/stats';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const productCount = Number(values.products).toLocaleString('en');
const budget = 150 * 1024;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-katalogos-'));
const catalogue = path.join(work, 'catalogue');
const uploadsDir = path.join(work, 'uploads');
const storage = storageInFolder(work);
console.log(`Generating ${values.products} products with ../shared/data/generate.py ...`);
execFileSync(
  'python3',
  [path.resolve('../shared/data/generate.py'), '--out', catalogue, '--products', values.products!],
  { stdio: 'inherit' },
);

type Sized = { name: string; raw: number; gzip: number };
type ModelView = { path: string; parts: Sized[]; total: Sized; partNumbers: number; products: number };
// gzipSync at node:zlib's default level (6), what a server compressing answers on the fly uses.
const sized = (name: string, bytes: Buffer): Sized => ({ name, raw: bytes.length, gzip: gzipSync(bytes).length });
const sum = (name: string, parts: Sized[]): Sized => ({
  name,
  raw: parts.reduce((total, part) => total + part.raw, 0),
  gzip: parts.reduce((total, part) => total + part.gzip, 0),
});
const kb = (bytes: number) =>
  (bytes / 1024).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (bytes: number) => `${((bytes / budget) * 100).toFixed(1)}%`;
/** The largest and the median (as `stats` takes it: the ⌊n/2⌋-th by size) of a list. */
const largestAndMedian = <T>(items: T[], size: (item: T) => number) => {
  const { p50, max } = stats(items.map(size));
  return { largest: items.find((item) => size(item) === max)!, median: items.find((item) => size(item) === p50)! };
};

const database = await openDatabase({ pgliteDir: path.join(work, 'pglite') });
try {
  await migrateDatabase(database);
  const started = performance.now();
  const imported = await importCatalogue({ db: database.db, storage, now: () => new Date() }, catalogue);
  if (!imported.ok) throw new Error(`the import failed: ${JSON.stringify(imported.problems.slice(0, 5))}`);
  console.log(
    `\nImported ${imported.summary.products.created.toLocaleString('en')} products into PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s (publication of the catalogue database included)`,
  );

  // Again with the same content: every file is already on disk, so this is reading and building, then the manifest.
  const again = await timed(() => publishCatalogueDb(database.db, storage.public));
  // Into an empty uploads folder: every file is written as well.
  const fresh = await timed(() => publishCatalogueDb(database.db, storageInFolder(path.join(work, 'empty')).public));
  const manifest = again.result;
  const dir = path.join(uploadsDir, catalogueDbFolder);
  const file = (name: string) => sized(name, fs.readFileSync(path.join(dir, name)));
  const json = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;

  const index = file(manifest.index);
  const brands = json<CatalogueIndex>(manifest.index).brands.map((brand) => ({
    brand,
    file: file(brand.file),
    models: json<CatalogueBrandFile>(brand.file).models,
  }));
  const makers = largestAndMedian(brands, (brand) => brand.file.raw);
  const all = sum('all', manifest.files.map(file));
  const manifestFile = file('manifest.json');

  // A model's view: its file, the first section's drawing, and the live parts of that section's numbers.
  const api = testApi(database);
  const views: ModelView[] = [];
  for (const { brand, models } of brands) {
    for (const model of models) {
      if (!model.file) continue;
      const modelFile = file(model.file);
      const [section] = json<CatalogueModelFile>(model.file).sections;
      const drawing = sized(
        section!.image,
        fs.readFileSync(path.join(uploadsDir, path.relative('/uploads', section!.image))),
      );
      const partNumbers = [...new Set(section!.refs.map((ref) => ref.mpn))];
      const parts = [modelFile, drawing];
      let products = 0;
      // With no part number sold, the page does not call the API.
      if (partNumbers.length > 0) {
        const response = await api.post<{ catalogRelated: unknown[] }>(
          persistedRequest(DiagramPartsDocument, { where: { partNumbers }, first: 100 }),
          headersFor('el'),
        );
        if (response.errors?.length)
          throw new Error(`DiagramParts for ${model.key}: ${JSON.stringify(response.errors)}`);
        products = response.data!.catalogRelated.length;
        parts.push(sized(`DiagramParts answer, section ${section!.code}`, Buffer.from(response.text)));
      }
      views.push({
        path: katalogosPath(brand.key, model.slug),
        parts,
        total: sum('model view', parts),
        partNumbers: partNumbers.length,
        products,
      });
    }
  }
  const models = largestAndMedian(views, (view) => view.total.raw);

  const drawings = fs
    .globSync('catalogs/**/*.svg', { cwd: uploadsDir })
    .map((name) => sized(name, fs.readFileSync(path.join(uploadsDir, name))));
  console.log(
    `\nCatalogue database with ${productCount} products: ${manifest.files.length} files (1 index, ${brands.length} makers, ${manifest.files.length - 1 - brands.length} models), ${kb(all.raw)} KB raw, ${kb(all.gzip)} KB gzipped; manifest.json ${kb(manifestFile.raw)} KB`,
  );
  console.log(
    `Diagram drawings (SVG) under uploads/catalogs: ${drawings.length} files, ${kb(sum('drawings', drawings).raw)} KB raw, ${kb(sum('drawings', drawings).gzip)} KB gzipped`,
  );
  console.log(
    `publishCatalogueDb again: ${again.seconds.toFixed(2)} s with the same content (files already on disk), ${fresh.seconds.toFixed(2)} s into an empty folder (every file written)`,
  );

  const rows: string[][] = [['view', 'downloads', 'raw KB', 'gzip KB']];
  const add = (view: string, part: Sized) => rows.push([view, part.name, kb(part.raw), kb(part.gzip)]);
  add('first view /katalogos', index);
  add(`maker view, largest of ${brands.length}`, makers.largest.file);
  add('maker view, median', makers.median.file);
  for (const [label, view] of [
    [`model view, largest of ${views.length}`, models.largest],
    ['model view, median', models.median],
  ] as const) {
    rows.push([label, view.path, '', '']);
    for (const part of view.parts) add('', part);
    add('', {
      ...view.total,
      name: `total (${view.partNumbers} part numbers asked, ${view.products} products answered)`,
    });
  }
  console.log('\nWhat the browser downloads (KB = 1,024 bytes; gzip = node:zlib gzipSync at its default level, 6)');
  printTable(rows);
  console.log(
    `\nFirst view: the index is ${percent(index.raw)} of the 150 KB budget raw (${kb(index.raw)} of 150 KB), ${percent(index.gzip)} gzipped`,
  );
  console.log(
    `Largest model view: ${(models.largest.total.raw / index.raw).toFixed(1)}× the first view raw; largest maker file: ${percent(makers.largest.file.raw)} of the budget raw`,
  );
} finally {
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  // Text columns align left, figures right.
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}
