/**
 * The shop's own demo catalogue, in the import format of the shared data README:
 * brands, engines, models, rotovators, categories, products, diagrams with SVGs, and content pages.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CATEGORIES } from './categories';
import { writeContent } from './content';
import { writeCsv } from './csv';
import { DIAGRAM_COLUMNS, HOTSPOT_COLUMNS, generateDiagrams } from './diagrams';
import { PRODUCT_COLUMNS, productRow } from './product-row';
import { generateProducts } from './products';
import { BRANDS, ENGINES, MODELS, ROTOVATORS } from './vocabulary';
import { brandLogo, brandLogoPath } from './brand-logos';
import { partDrawings } from './part-drawings';

export const DEFAULT_PRODUCTS = 600;
export const DEFAULT_SEED = 1948;

export interface DemoCatalogueOptions {
  products?: number;
  seed?: number;
}

export interface DemoCatalogueResult {
  /** written files, relative to outDir, with `/` separators */
  files: string[];
  /** rows per CSV file (without header), and the number of SVGs */
  counts: Record<string, number>;
}

/** Writes the catalogue into outDir. Same arguments → byte-identical files. */
export async function generateDemoCatalogue(
  outDir: string,
  options: DemoCatalogueOptions = {},
): Promise<DemoCatalogueResult> {
  const productCount = options.products ?? DEFAULT_PRODUCTS;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(productCount) || productCount < 0)
    throw new Error(`products must be a whole number ≥ 0, got ${productCount}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, got ${seed}`);

  // Old diagrams would survive otherwise, and the folder must hold exactly this run's files.
  for (const folder of ['catalogs', 'parts', 'brands'])
    await rm(join(outDir, folder), { recursive: true, force: true });
  await mkdir(join(outDir, 'content'), { recursive: true });

  const files: string[] = [];
  const counts: Record<string, number> = {};
  const csv = async (
    name: string,
    header: readonly string[],
    rows: readonly (readonly (string | number | boolean)[])[],
  ) => {
    await writeCsv(join(outDir, name), header, rows);
    files.push(name);
    counts[name.replace(/\.csv$/, '')] = rows.length;
  };

  await csv(
    'brands.csv',
    ['slug', 'name', 'kind', 'country', 'logo'],
    BRANDS.map((b) => [b.slug, b.name, b.kind, b.country, brandLogoPath(b.slug)]),
  );
  const pictures = new Map([
    ...BRANDS.map((b) => [brandLogoPath(b.slug), brandLogo(b.name)] as const),
    ...partDrawings(),
  ]);
  for (const [image, svg] of pictures) {
    await mkdir(dirname(join(outDir, image)), { recursive: true });
    await writeFile(join(outDir, image), svg, 'utf8');
    files.push(image);
  }
  counts.pictures = pictures.size;
  await csv(
    'engines.csv',
    ['slug', 'brand', 'code', 'cylinders', 'fuel'],
    ENGINES.map((e) => [e.slug, e.brand, e.code, e.cylinders, e.fuel]),
  );
  await csv(
    'models.csv',
    ['slug', 'brand', 'model', 'aliases', 'engine', 'years', 'hp'],
    MODELS.map((m) => [m.slug, m.brand, m.model, m.aliases.join('|'), m.engine, m.years, m.hp]),
  );
  await csv(
    'rotovators.csv',
    ['slug', 'brand', 'model'],
    ROTOVATORS.map((r) => [r.slug, r.brand, r.model]),
  );
  await csv(
    'categories.csv',
    ['slug', 'parent', 'name_el', 'name_en', 'excerpt_el', 'excerpt_en', 'sort'],
    CATEGORIES.map((c) => [c.slug, c.parent, c.nameEl, c.nameEn, c.excerptEl, c.excerptEn, c.sort]),
  );

  const products = generateProducts(productCount, seed);
  await csv('products.csv', PRODUCT_COLUMNS, products.map(productRow));

  const { diagrams, hotspots, svgs } = generateDiagrams(products, seed);
  await csv('diagrams.csv', DIAGRAM_COLUMNS, diagrams);
  await csv('diagram_hotspots.csv', HOTSPOT_COLUMNS, hotspots);
  for (const [image, svg] of svgs) {
    await mkdir(dirname(join(outDir, image)), { recursive: true });
    await writeFile(join(outDir, image), svg, 'utf8');
    files.push(image);
  }
  counts.svgs = svgs.size;

  const content = await writeContent(outDir);
  files.push(...content.files);
  counts.pages = content.pages;
  counts.features = content.features;

  return { files: files.sort(), counts };
}
