import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { diagramHotspots } from '../diagram.tables';
import { products, productTaxons, productTranslations, variants } from '../product.tables';
import { taxons } from '../taxonomy.tables';
import { importCatalogue, type ImportResult } from './import-catalogue';
import { copyCatalogue, countDataRows, sharedCatalogue, small, type Rows } from './testing/catalogue-fixture';

const entityFiles = {
  brands: 'brands.csv',
  categories: 'categories.csv',
  models: 'models.csv',
  engines: 'engines.csv',
  rotovators: 'rotovators.csv',
  products: 'products.csv',
  diagrams: 'diagrams.csv',
  features: 'content/features.csv',
  pages: 'content/pages.csv',
} as const;

describe.each(testDatabases)('catalogue import on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  const run = (dir: string) => importCatalogue({ db: database.db, storage, now: () => new Date() }, dir);
  const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
  });
  afterAll(async () => database.close());

  describe('the shared demo catalogue', () => {
    let first: ImportResult;
    beforeAll(async () => {
      first = await run(sharedCatalogue);
    });

    it('creates every row of every file', async () => {
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      for (const [entity, file] of Object.entries(entityFiles)) {
        const rows = countDataRows(await fs.readFile(path.join(sharedCatalogue, file), 'utf8'));
        expect(first.summary[entity as keyof typeof entityFiles], entity).toEqual({
          created: rows,
          updated: 0,
          unchanged: 0,
        });
      }
      const productRows = countDataRows(await fs.readFile(path.join(sharedCatalogue, 'products.csv'), 'utf8'));
      expect(await total(products)).toBe(productRows);
      expect(await total(variants)).toBe(productRows);
      expect(await total(productTranslations)).toBe(productRows * 2);
      expect(await total(diagramHotspots)).toBe(
        countDataRows(await fs.readFile(path.join(sharedCatalogue, 'diagram_hotspots.csv'), 'utf8')),
      );
    });

    it('keeps what a shop needs of a product: price in cents, stock, Greek and English names, fitment', async () => {
      const [variant] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001000'));
      expect(variant).toMatchObject({
        mpn: 'SBA121593295',
        priceCents: 12016,
        salePriceCents: 9911,
        stockOnHand: 1,
        backorderable: false,
        weightGrams: 6800,
      });
      const names = await database.db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, variant!.productId));
      expect(names.map((row) => [row.locale, row.slug]).sort()).toEqual([
        ['el', 'miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni'],
        ['en', 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used'],
      ]);
      // brand, category, condition, 3 models, 1 engine
      const links = await database.db
        .select({ n: count() })
        .from(productTaxons)
        .where(eq(productTaxons.productId, variant!.productId));
      expect(links[0]!.n).toBe(7);
      expect(await storage.public.list('catalogs/kubota-l1-185/')).toContain('catalogs/kubota-l1-185/E10.svg');
    });

    it('changes nothing when the same files are imported again', async () => {
      const second = await run(sharedCatalogue);
      expect(second.ok).toBe(true);
      if (!second.ok) return;
      for (const entity of Object.keys(entityFiles))
        expect(
          second.summary[entity as keyof typeof entityFiles].created +
            second.summary[entity as keyof typeof entityFiles].updated,
          entity,
        ).toBe(0);
      expect(second.summary.products.unchanged).toBe(await total(products));
    });

    it('updates only the product whose row changed', async () => {
      const dir = await copyCatalogue({
        'products.csv': (rows) =>
          rows.map((row) => (row.sku === 'TP-001000' ? { ...row, price: '130.00', stock: '0' } : row)),
      });
      const result = await run(dir);
      expect(result.ok && result.summary.products).toMatchObject({ created: 0, updated: 1 });
      const [variant] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001000'));
      expect(variant).toMatchObject({ priceCents: 13000, stockOnHand: 0 });
    });
  });
});

type BadCase = {
  name: string;
  edits: Parameters<typeof copyCatalogue>[0];
  file: string;
  line: number;
  column?: string;
  message: RegExp;
};

const withRow = (index: number, change: Record<string, string>) => (rows: Rows) =>
  rows.slice(0, 20).map((row, i) => (i === index ? { ...row, ...change } : row));

const badCases: BadCase[] = [
  {
    name: 'a bad price',
    edits: { 'products.csv': withRow(4, { price: '12,50' }) },
    file: 'products.csv',
    line: 6,
    column: 'price',
    message: /"12,50" is not a price/,
  },
  {
    name: 'an unknown brand',
    edits: { 'products.csv': withRow(2, { brand: 'no-such-brand' }) },
    file: 'products.csv',
    line: 4,
    column: 'brand',
    message: /unknown brand "no-such-brand"/,
  },
  {
    name: 'an unknown category',
    edits: { 'products.csv': withRow(7, { category: 'engine-parts-x' }) },
    file: 'products.csv',
    line: 9,
    column: 'category',
    message: /unknown child category/,
  },
  {
    name: 'a duplicate SKU',
    edits: {
      'products.csv': (rows) => rows.slice(0, 20).map((row, i) => (i === 10 ? { ...row, sku: rows[3]!.sku! } : row)),
    },
    file: 'products.csv',
    line: 12,
    column: 'sku',
    message: /duplicate sku .*first on line 5/,
  },
  {
    name: 'an unknown model in the fitment list',
    edits: { 'products.csv': withRow(0, { models: 'kubota-l1-185|kubota-zz9' }) },
    file: 'products.csv',
    line: 2,
    column: 'models',
    message: /unknown model "kubota-zz9"/,
  },
  {
    name: 'a slug two rows want',
    edits: {
      'products.csv': (rows) =>
        rows.slice(0, 20).map((row, i) => (i === 8 ? { ...row, slug_en: rows[2]!.slug_en! } : row)),
    },
    file: 'products.csv',
    line: 10,
    column: 'slug_en',
    message: /duplicate slug_en .*first on line 4/,
  },
  {
    name: 'a price of 0 on a part not marked free',
    edits: { 'products.csv': withRow(4, { price: '0.00', sale_price: '' }) },
    file: 'products.csv',
    line: 6,
    column: 'price',
    message: /price is 0\.00.*free = true/,
  },
  {
    name: 'a part marked free with a price',
    edits: { 'products.csv': withRow(5, { free: 'true' }) },
    file: 'products.csv',
    line: 7,
    column: 'free',
    message: /a free part has price 0\.00/,
  },
  {
    name: 'a free column that is not true or false',
    edits: { 'products.csv': withRow(5, { free: 'yes' }) },
    file: 'products.csv',
    line: 7,
    column: 'free',
    message: /must be true, false or empty/,
  },
  {
    // It would be copied out of the uploads (or refused by the storage halfway through the import).
    name: 'a picture outside the catalogue folder',
    edits: { 'products.csv': withRow(3, { images: '../../etc/passwd' }) },
    file: 'products.csv',
    line: 5,
    column: 'images',
    message: /is not a relative image file name/,
  },
  {
    name: 'an unknown category parent',
    edits: { 'categories.csv': (rows) => rows.map((row, i) => (i === 30 ? { ...row, parent: 'nowhere' } : row)) },
    file: 'categories.csv',
    line: 32,
    column: 'parent',
    message: /unknown parent/,
  },
];

describe.each(testDatabases)('a catalogue with a bad row on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());
  const run = async (dir: string) =>
    importCatalogue({ db: database.db, storage: await temporaryStorage(), now: () => new Date() }, dir);
  const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

  it.each(badCases)(
    'with $name imports nothing and names file, line and column',
    async ({ edits, file, line, column, message }) => {
      const result = await run(await copyCatalogue({ ...small, ...edits }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems).toContainEqual(
        expect.objectContaining({ file, line, column, message: expect.stringMatching(message) }),
      );
      expect(await total(products)).toBe(0);
      expect(await total(taxons)).toBe(0);
    },
  );

  it('with malformed CSV imports nothing and names the line', async () => {
    const dir = await copyCatalogue(small);
    const target = path.join(dir, 'brands.csv');
    const lines = (await fs.readFile(target, 'utf8')).split('\r\n');
    lines[3] = `${lines[3]},"unclosed`;
    await fs.writeFile(target, lines.join('\r\n'));
    const result = await run(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(
      expect.objectContaining({ file: 'brands.csv', message: expect.stringMatching(/malformed CSV/) }),
    );
    expect(result.problems.find((problem) => problem.file === 'brands.csv')?.line).toBeGreaterThanOrEqual(4);
  });

  it('imports a small valid catalogue, so that the cases above fail for their one bad row', async () => {
    const result = await run(await copyCatalogue(small));
    expect(result.ok && result.summary.products.created).toBe(20);
  });
});
