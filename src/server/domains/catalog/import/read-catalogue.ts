import fs from 'node:fs';
import path from 'node:path';
import type { ImportProblem } from './problems';
import { readRows, type Parsed } from './read-rows';
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

/** Reads every file of the import format in `dir` and checks each row and every reference between files. */
export async function readCatalogue(dir: string): Promise<ReadResult> {
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
  const features = fs.existsSync(path.join(dir, featuresFile)) ? await readRows(dir, featuresFile, featureRow, problems) : [];
  // Pages too: a folder without content/pages.csv leaves the shop's pages as they are.
  const contentPages = fs.existsSync(path.join(dir, contentPagesFile)) ? await readContentPages(dir, problems) : [];
  const check = checker(problems);

  const brandSlugs = check.unique('brands.csv', brands, 'slug', (row) => row.slug);
  const engineSlugs = check.unique('engines.csv', engines, 'slug', (row) => row.slug);
  const modelSlugs = check.unique('models.csv', models, 'slug', (row) => row.slug);
  const rotovatorSlugs = check.unique('rotovators.csv', rotovators, 'slug', (row) => row.slug);
  const categorySlugs = check.unique('categories.csv', categories, 'slug', (row) => row.slug);
  check.unique(featuresFile, features, 'slug', (row) => row.slug);
  for (const row of engines) check.known('engines.csv', row, 'brand', row.brand, brandSlugs);
  for (const row of rotovators) check.known('rotovators.csv', row, 'brand', row.brand, brandSlugs);
  for (const row of models) {
    check.known('models.csv', row, 'brand', row.brand, brandSlugs);
    if (row.engine) check.known('models.csv', row, 'engine', row.engine, engineSlugs);
  }
  const childCategories = checkCategoryTree(categories, categorySlugs, problems);
  checkProducts(products, { brandSlugs, childCategories, modelSlugs, engineSlugs, rotovatorSlugs }, check, dir, problems);
  const diagramRecords = buildDiagrams(dir, diagrams, hotspots, modelSlugs, check, problems);

  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
  return {
    ok: true,
    catalogue: {
      taxons: buildTaxons({ brands, categories, models, engines, rotovators }),
      products: buildProducts(products),
      diagrams: diagramRecords,
      features: features.map((row, index) => ({ slug: row.slug, icon: row.icon, sortOrder: index, translations: { el: { name: row.name_el }, en: { name: row.name_en } } })),
      contentPages,
    },
  };
}

type Row = { line: number };

function checker(problems: ImportProblem[]) {
  return {
    /** Collects the keys of a file, reporting every repeat with the line it first appeared on. */
    unique<T extends Row>(file: string, rows: T[], column: string, key: (row: T) => string): Map<string, number> {
      const seen = new Map<string, number>();
      for (const row of rows) {
        const value = key(row);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, row.line);
        else problems.push({ file, line: row.line, column, message: `duplicate ${column} "${value}" (first on line ${first})` });
      }
      return seen;
    },
    known(file: string, row: Row, column: string, value: string, keys: { has(key: string): boolean }, what = column) {
      if (!keys.has(value)) problems.push({ file, line: row.line, column, message: `unknown ${what} "${value}"` });
    },
  };
}
type Checker = ReturnType<typeof checker>;

function checkCategoryTree(categories: Parsed<CategoryRow>[], slugs: Map<string, number>, problems: ImportProblem[]): Set<string> {
  const parents = new Map(categories.map((row) => [row.slug, row.parent]));
  const children = new Set<string>();
  for (const row of categories) {
    if (row.parent === null) continue;
    if (!slugs.has(row.parent)) problems.push({ file: 'categories.csv', line: row.line, column: 'parent', message: `unknown parent "${row.parent}"` });
    else if (parents.get(row.parent) !== null)
      problems.push({ file: 'categories.csv', line: row.line, column: 'parent', message: `"${row.parent}" is itself a child: categories have two levels` });
    else children.add(row.slug);
  }
  return children;
}

type KnownSlugs = {
  brandSlugs: Map<string, number>;
  childCategories: Set<string>;
  modelSlugs: Map<string, number>;
  engineSlugs: Map<string, number>;
  rotovatorSlugs: Map<string, number>;
};

function checkProducts(products: Parsed<ProductRow>[], known: KnownSlugs, check: Checker, dir: string, problems: ImportProblem[]) {
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
    if (row.sale_price !== null && row.sale_price >= row.price)
      problems.push({ file, line: row.line, column: 'sale_price', message: 'sale_price must be lower than price' });
    for (const image of row.images)
      if (!fs.existsSync(path.join(dir, image))) problems.push({ file, line: row.line, column: 'images', message: `image "${image}" not found` });
  }
}

function buildDiagrams(
  dir: string,
  diagrams: Parsed<DiagramRow>[],
  hotspots: Parsed<HotspotRow>[],
  modelSlugs: Map<string, number>,
  check: Checker,
  problems: ImportProblem[],
): DiagramRecord[] {
  check.unique('diagrams.csv', diagrams, 'code', (row) => `${row.model} ${row.code}`);
  const records = new Map<string, DiagramRecord>();
  diagrams.forEach((row, index) => {
    check.known('diagrams.csv', row, 'model', row.model, modelSlugs);
    if (!fs.existsSync(path.join(dir, row.image)))
      problems.push({ file: 'diagrams.csv', line: row.line, column: 'image', message: `image "${row.image}" not found` });
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
  check.unique('diagram_hotspots.csv', hotspots, 'ref', (row) => `${row.model} ${row.code} ${row.ref} ${row.x} ${row.y}`);
  for (const row of hotspots) {
    const diagram = records.get(`${row.model} ${row.code}`);
    if (!diagram) problems.push({ file: 'diagram_hotspots.csv', line: row.line, column: 'code', message: `no diagram ${row.code} for model "${row.model}"` });
    else if (!diagram.refs.some((ref) => ref.refNo === row.ref))
      problems.push({ file: 'diagram_hotspots.csv', line: row.line, column: 'ref', message: `diagram ${row.model} ${row.code} has no reference ${row.ref}` });
    else diagram.hotspots.push({ refNo: row.ref, x: row.x, y: row.y });
  }
  return [...records.values()];
}

function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
