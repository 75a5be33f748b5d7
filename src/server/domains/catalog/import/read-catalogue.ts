import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportProblem } from './problems';
import { readRows, type Parsed, type Table } from './read-rows';
import type { Catalogue, DiagramRecord } from './records';
import {
  brandRow,
  categoryRow,
  diagramRow,
  engineRow,
  featureRow,
  hotspotRow,
  modelRow,
  productRow,
  rotovatorRow,
  type CategoryRow,
  type DiagramRow,
  type HotspotRow,
  type ProductRow,
} from './row-schemas';
import { buildProducts, buildTaxons } from './build-records';
import { contentPagesFile, readContentPages } from './read-content-pages';

const featuresFile = 'content/features.csv';

export type ReadResult = { ok: true; catalogue: Catalogue } | { ok: false; problems: ImportProblem[] };

/**
 * A product picture the folder does not hold but the shop's public files already do (`products/…`): a products.csv
 * exported from the shop, or uploaded alone to the back office, names the pictures the shop has.
 */
export type StoredImage = (key: string) => Promise<boolean>;

/** Reads every file of the import format in `dir` and checks each row and every reference between files. */
export async function readCatalogue(dir: string, storedImage?: StoredImage): Promise<ReadResult> {
  const problems: ImportProblem[] = [];
  if (!fs.existsSync(dir)) return { ok: false, problems: [{ file: dir, message: 'folder not found' }] };
  const [brands, engines, models, rotovators, categories, products, diagrams, hotspots] = await Promise.all([
    readRows(dir, 'brands.csv', brandRow, problems),
    readRows(dir, 'engines.csv', engineRow, problems),
    readRows(dir, 'models.csv', modelRow, problems),
    readRows(dir, 'rotovators.csv', rotovatorRow, problems),
    readRows(dir, 'categories.csv', categoryRow, problems),
    readRows(dir, 'products.csv', productRow, problems),
    readRows(dir, 'diagrams.csv', diagramRow, problems),
    readRows(dir, 'diagram_hotspots.csv', hotspotRow, problems),
  ]);
  // Content is optional: a catalogue folder without it leaves the shop's features as they are.
  const features = fs.existsSync(path.join(dir, featuresFile))
    ? (await readRows(dir, featuresFile, featureRow, problems)).rows
    : [];
  // Pages too: a folder without content/pages.csv leaves the shop's pages as they are.
  const pages = fs.existsSync(path.join(dir, contentPagesFile))
    ? await readContentPages(dir, problems)
    : { records: [], lines: new Map<string, number>() };
  const check = checker(problems);

  const brandSlugs = referable(
    brands,
    check.unique('brands.csv', brands.rows, 'slug', (row) => row.slug),
  );
  const engineSlugs = referable(
    engines,
    check.unique('engines.csv', engines.rows, 'slug', (row) => row.slug),
  );
  const modelSlugs = referable(
    models,
    check.unique('models.csv', models.rows, 'slug', (row) => row.slug),
  );
  const rotovatorSlugs = referable(
    rotovators,
    check.unique('rotovators.csv', rotovators.rows, 'slug', (row) => row.slug),
  );
  const categorySlugs = referable(
    categories,
    check.unique('categories.csv', categories.rows, 'slug', (row) => row.slug),
  );
  check.unique(featuresFile, features, 'slug', (row) => row.slug);
  for (const row of brands.rows)
    if (row.logo && !fs.existsSync(path.join(dir, row.logo)))
      problems.push({ file: 'brands.csv', line: row.line, column: 'logo', message: `image "${row.logo}" not found` });
  for (const row of engines.rows) check.known('engines.csv', row, 'brand', row.brand, brandSlugs);
  for (const row of rotovators.rows) check.known('rotovators.csv', row, 'brand', row.brand, brandSlugs);
  for (const row of models.rows) {
    check.known('models.csv', row, 'brand', row.brand, brandSlugs);
    if (row.engine) check.known('models.csv', row, 'engine', row.engine, engineSlugs);
  }
  const childCategories = referable(categories, checkCategoryTree(categories.rows, categorySlugs, problems));
  const missingImages = checkProducts(
    products.rows,
    { brandSlugs, childCategories, modelSlugs, engineSlugs, rotovatorSlugs },
    check,
    dir,
    problems,
  );
  const stored = new Set<string>();
  if (storedImage)
    for (const image of new Set(missingImages.map(({ image }) => image)))
      if (await storedImage(`products/${image}`)) stored.add(image);
  for (const { line, image } of missingImages)
    if (!stored.has(image))
      problems.push({ file: 'products.csv', line, column: 'images', message: `image "${image}" not found` });
  const diagramRecords = buildDiagrams(dir, diagrams, hotspots.rows, modelSlugs, check, problems);

  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
  return {
    ok: true,
    catalogue: {
      taxons: buildTaxons({
        brands: brands.rows,
        categories: categories.rows,
        models: models.rows,
        engines: engines.rows,
        rotovators: rotovators.rows,
      }),
      products: buildProducts(products.rows),
      diagrams: diagramRecords,
      features: features.map((row, index) => ({
        slug: row.slug,
        icon: row.icon,
        sortOrder: index,
        translations: { el: { name: row.name_el }, en: { name: row.name_en } },
      })),
      contentPages: pages.records,
      lines: { products: new Map(products.rows.map((row) => [row.sku, row.line])), pages: pages.lines },
    },
  };
}

type Row = { line: number };
type Keys = { has(key: string): boolean };

/**
 * The keys other files may refer to: the valid rows' keys, and those of rows already reported as invalid, so that
 * one bad row is reported once and not again by every row that names it. When a reported row's key cannot be told
 * (the file could not be read, or a malformed line ends before it), every key is let through.
 */
function referable(
  table: Table<unknown>,
  valid: Keys,
  key = (values: Record<string, string>): string | undefined => values.slug,
): Keys {
  const reported = new Set(table.rejected.map(key));
  const unknown = !table.readable || reported.has(undefined) || reported.has('');
  return { has: (value) => unknown || valid.has(value) || reported.has(value) };
}

function checker(problems: ImportProblem[]) {
  return {
    /** Collects the keys of a file, reporting every repeat with the line it first appeared on. */
    unique<T extends Row>(file: string, rows: T[], column: string, key: (row: T) => string): Map<string, number> {
      const seen = new Map<string, number>();
      for (const row of rows) {
        const value = key(row);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, row.line);
        else
          problems.push({
            file,
            line: row.line,
            column,
            message: `duplicate ${column} "${value}" (first on line ${first})`,
          });
      }
      return seen;
    },
    known(file: string, row: Row, column: string, value: string, keys: Keys, what = column) {
      if (!keys.has(value)) problems.push({ file, line: row.line, column, message: `unknown ${what} "${value}"` });
    },
  };
}
type Checker = ReturnType<typeof checker>;

/** Returns the child categories, including those whose parent is reported here (products in them are not wrong). */
function checkCategoryTree(categories: Parsed<CategoryRow>[], slugs: Keys, problems: ImportProblem[]): Set<string> {
  const parents = new Map(categories.map((row) => [row.slug, row.parent]));
  const children = new Set<string>();
  for (const row of categories) {
    if (row.parent === null) continue;
    children.add(row.slug);
    if (!slugs.has(row.parent))
      problems.push({
        file: 'categories.csv',
        line: row.line,
        column: 'parent',
        message: `unknown parent "${row.parent}"`,
      });
    else if (parents.get(row.parent))
      problems.push({
        file: 'categories.csv',
        line: row.line,
        column: 'parent',
        message: `"${row.parent}" is itself a child: categories have two levels`,
      });
  }
  return children;
}

type KnownSlugs = {
  brandSlugs: Keys;
  childCategories: Keys;
  modelSlugs: Keys;
  engineSlugs: Keys;
  rotovatorSlugs: Keys;
};

/** Returns the pictures that the folder does not hold, with the line that names each. */
function checkProducts(
  products: Parsed<ProductRow>[],
  known: KnownSlugs,
  check: Checker,
  dir: string,
  problems: ImportProblem[],
): { line: number; image: string }[] {
  const missing: { line: number; image: string }[] = [];
  const file = 'products.csv';
  check.unique(file, products, 'sku', (row) => row.sku);
  check.unique(file, products, 'slug_el', (row) => row.slug_el);
  check.unique(file, products, 'slug_en', (row) => row.slug_en);
  for (const row of products) {
    check.known(file, row, 'brand', row.brand, known.brandSlugs);
    check.known(file, row, 'category', row.category, known.childCategories, 'child category');
    for (const slug of row.models) check.known(file, row, 'models', slug, known.modelSlugs, 'model');
    for (const slug of row.engines) check.known(file, row, 'engines', slug, known.engineSlugs, 'engine');
    for (const slug of row.rotovators) check.known(file, row, 'rotovators', slug, known.rotovatorSlugs, 'rotovator');
    const mistakenForFree = row.price === 0 && !row.free;
    if (mistakenForFree)
      problems.push({
        file,
        line: row.line,
        column: 'price',
        message: 'price is 0.00: a part given away says so with free = true',
      });
    if (row.price !== 0 && row.free)
      problems.push({ file, line: row.line, column: 'free', message: 'a free part has price 0.00' });
    // A price of 0.00 reported as a mistake is not compared with the sale price: one bad value, one problem.
    if (!mistakenForFree && row.sale_price !== null && row.sale_price >= row.price)
      problems.push({ file, line: row.line, column: 'sale_price', message: 'sale_price must be lower than price' });
    for (const image of row.images) if (!fs.existsSync(path.join(dir, image))) missing.push({ line: row.line, image });
  }
  return missing;
}

function buildDiagrams(
  dir: string,
  diagrams: Table<DiagramRow>,
  hotspots: Parsed<HotspotRow>[],
  modelSlugs: Keys,
  check: Checker,
  problems: ImportProblem[],
): DiagramRecord[] {
  check.unique('diagrams.csv', diagrams.rows, 'code', (row) => `${row.model} ${row.code}`);
  const records = new Map<string, DiagramRecord>();
  diagrams.rows.forEach((row, index) => {
    check.known('diagrams.csv', row, 'model', row.model, modelSlugs);
    if (!fs.existsSync(path.join(dir, row.image)))
      problems.push({
        file: 'diagrams.csv',
        line: row.line,
        column: 'image',
        message: `image "${row.image}" not found`,
      });
    records.set(`${row.model} ${row.code}`, {
      modelKey: row.model,
      code: row.code,
      sortOrder: index,
      imagePath: row.image,
      translations: { el: { title: row.title_el }, en: { title: row.title_en } },
      refs: row.refs,
      hotspots: [],
    });
  });
  const drawn = referable(
    diagrams,
    records,
    (values) => values.model && values.code && `${values.model} ${values.code}`,
  );
  check.unique(
    'diagram_hotspots.csv',
    hotspots,
    'ref',
    (row) => `${row.model} ${row.code} ${row.ref} ${row.x} ${row.y}`,
  );
  for (const row of hotspots) {
    const diagram = records.get(`${row.model} ${row.code}`);
    if (!drawn.has(`${row.model} ${row.code}`))
      problems.push({
        file: 'diagram_hotspots.csv',
        line: row.line,
        column: 'code',
        message: `no diagram ${row.code} for model "${row.model}"`,
      });
    else if (!diagram)
      continue; // its row in diagrams.csv is reported
    else if (!diagram.refs.some((ref) => ref.refNo === row.ref))
      problems.push({
        file: 'diagram_hotspots.csv',
        line: row.line,
        column: 'ref',
        message: `diagram ${row.model} ${row.code} has no reference ${row.ref}`,
      });
    else diagram.hotspots.push({ refNo: row.ref, x: row.x, y: row.y });
  }
  return [...records.values()];
}

function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
