import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { contentPages } from '@/server/domains/content/content.tables';
import { temporaryStorage } from '@/server/storage/testing';
import { productTranslations, variants } from '../product.tables';
import { importCatalogue } from './import-catalogue';
import type { ImportProblem } from './problems';
import { readCsv } from './read-csv';
import { copyCatalogue, small, type Rows } from './testing/catalogue-fixture';

/** Rewrites line `index` (0 is the header) of one file of the catalogue in `dir`, as text. */
async function editLine(dir: string, file: string, index: number, edit: (line: string) => string): Promise<string> {
  const target = path.join(dir, file);
  const lines = (await fs.readFile(target, 'utf8')).split('\r\n');
  lines[index] = edit(lines[index]!);
  await fs.writeFile(target, lines.join('\r\n'));
  return dir;
}

const where = (problems: ImportProblem[]) => problems.map(({ file, line, column }) => ({ file, line, column }));
const withSlug = (slug: string, change: Record<string, string>) => (rows: Rows) =>
  rows.map((row) => (row.slug === slug ? { ...row, ...change } : row));

type RootCase = { name: string; dir: () => Promise<string>; file: string; line: number; column: string };

/** One bad row that other rows (and other files) refer to. */
const rootCases: RootCase[] = [
  {
    name: 'a brand',
    dir: () => copyCatalogue({ ...small, 'brands.csv': withSlug('kubota', { country: 'Japan' }) }),
    file: 'brands.csv',
    line: 2,
    column: 'country',
  },
  {
    name: 'an engine',
    dir: () => copyCatalogue({ ...small, 'engines.csv': withSlug('kubota-d850', { cylinders: 'three' }) }),
    file: 'engines.csv',
    line: 8,
    column: 'cylinders',
  },
  {
    name: 'a top-level category',
    dir: () => copyCatalogue({ ...small, 'categories.csv': withSlug('engine', { sort: 'first' }) }),
    file: 'categories.csv',
    line: 2,
    column: 'sort',
  },
  {
    // Its sale price (99.11) is not "above" the price: the price is what is wrong, and is named alone.
    name: 'a product priced 0.00 that has a sale price',
    dir: () =>
      copyCatalogue({
        ...small,
        'products.csv': (rows) => rows.slice(0, 20).map((row, i) => (i === 0 ? { ...row, price: '0.00' } : row)),
      }),
    file: 'products.csv',
    line: 2,
    column: 'price',
  },
  {
    name: 'a brand on a malformed line',
    dir: async () =>
      editLine(await copyCatalogue(small), 'brands.csv', 1, (line) => line.replace(',Kubota,', ',"Kubota"s,')),
    file: 'brands.csv',
    line: 2,
    column: 'name',
  },
];

describe.each(testDatabases)('problems of a catalogue on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());
  const run = async (dir: string) =>
    importCatalogue({ db: database.db, storage: await temporaryStorage(), now: () => new Date() }, dir);

  it.each(rootCases)(
    'with a bad row of $name names that row once, not every row that refers to it',
    async ({ dir, file, line, column }) => {
      const result = await run(await dir());
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(where(result.problems)).toEqual([{ file, line, column }]);
    },
  );

  it("with a malformed file and a file with a wrong header still lists the other files' problems", async () => {
    const dir = await copyCatalogue({
      ...small,
      'products.csv': (rows) => rows.slice(0, 20).map((row, i) => (i === 4 ? { ...row, price: '12,50' } : row)),
    });
    await editLine(dir, 'brands.csv', 3, (line) => `${line},"unclosed`);
    await editLine(dir, 'models.csv', 0, (line) => line.replace(',hp', ',horsepower'));
    await editLine(dir, 'categories.csv', 3, (line) => line.replace(/,\d+$/, ',ten'));
    const result = await run(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(where(result.problems)).toEqual([
      { file: 'brands.csv', line: 4, column: undefined },
      { file: 'categories.csv', line: 4, column: 'sort' },
      { file: 'models.csv', line: 1, column: 'hp' },
      { file: 'products.csv', line: 6, column: 'price' },
    ]);
    expect(result.problems[0]!.message).toMatch(/malformed CSV: a quoted value is not closed: "unclosed/);
  });

  it('shows Greek text of a malformed line and of a bad value as written (UTF-8)', async () => {
    const dir = await copyCatalogue({
      ...small,
      'products.csv': (rows) =>
        rows.slice(0, 20).map((row, i) => (i === 2 ? { ...row, condition: 'μεταχειρισμένο' } : row)),
    });
    await editLine(dir, 'categories.csv', 2, (line) => line.replace(',Έμβολα & ελατήρια,', ',"Έμβολα"και ελατήρια,'));
    const result = await run(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        file: 'categories.csv',
        line: 3,
        column: 'name_el',
        message: expect.stringContaining('a quoted value is followed by "και ελατήρια" instead of a comma'),
      },
      {
        file: 'products.csv',
        line: 4,
        column: 'condition',
        message: 'condition ("μεταχειρισμένο") must be new or used',
      },
    ]);
  });

  it('imports a small valid catalogue, so that the cases above fail for their bad rows', async () => {
    const result = await run(await copyCatalogue(small));
    expect(result.ok && result.summary.products.created).toBe(20);
  });

  it('imports a part at price 0.00 when its row says it is free', async () => {
    const free = { price: '0.00', sale_price: '', free: 'true' };
    const result = await run(
      await copyCatalogue({
        ...small,
        'products.csv': (rows) => rows.slice(0, 20).map((row, i) => (i === 0 ? { ...row, ...free } : row)),
      }),
    );
    expect(result.ok && result.summary.products).toMatchObject({ updated: 1 });
    const [variant] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001000'));
    expect(variant).toMatchObject({ priceCents: 0, salePriceCents: null });
  });

  it('names file, line and column of slugs the database holds, for products and pages in one run, and keeps them', async () => {
    // TP-001009 (row 4) leaves the files but stays in the shop with its slugs; row 6 (TP-001016) wants its Greek one.
    // The terms page leaves them too, and the Greek about page (now on line 10) wants its slug.
    const dir = await copyCatalogue({
      ...small,
      'products.csv': (rows) =>
        rows
          .slice(0, 20)
          .filter((_, i) => i !== 3)
          .map((row, i) => (i === 4 ? { ...row, slug_el: rows[3]!.slug_el! } : row)),
      'content/pages.csv': (rows) =>
        rows
          .filter((row) => row.page !== 'terms')
          .map((row) => (row.page === 'about' && row.lang === 'el' ? { ...row, slug: 'oroi-proypotheseis' } : row)),
    });
    const page = path.join(dir, 'content/about.el.md');
    await fs.writeFile(
      page,
      (await fs.readFile(page, 'utf8')).replace('slug: schetika-me-emas', 'slug: oroi-proypotheseis'),
    );
    const greekSlug = async () => {
      const [variant] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001016'));
      const where = and(eq(productTranslations.productId, variant!.productId), eq(productTranslations.locale, 'el'));
      return (await database.db.select().from(productTranslations).where(where))[0]!.slug;
    };
    const before = await greekSlug();
    const result = await run(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        file: 'products.csv',
        line: 6,
        column: 'slug_el',
        message: expect.stringMatching(/ of TP-001016 is already used by TP-001009$/),
      },
      {
        file: 'content/pages.csv',
        line: 10,
        column: 'slug',
        message: expect.stringMatching(/of page "about" is held by page "terms"$/),
      },
    ]);
    expect(await greekSlug()).toBe(before);
    const [about] = await database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.page, 'about'), eq(contentPages.locale, 'el')));
    expect(about!.slug).toBe('schetika-me-emas');
  });
});

describe('a CSV file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'read-csv-'));
  });
  afterAll(async () => fs.rm(dir, { recursive: true }));
  const read = async (text: string, columns: string[]) => {
    await fs.writeFile(path.join(dir, 'test.csv'), text);
    const problems: ImportProblem[] = [];
    return { ...(await readCsv(dir, 'test.csv', columns, problems)), problems };
  };

  it('splits quoted and bare values, a doubled quote being a quote', async () => {
    expect(await read('a,b,c,d,e,f\r\na,"b, c","say ""hi""",,Φίλτρο λαδιού,\r\n', ['a', 'f'])).toEqual({
      rows: [{ line: 2, values: { a: 'a', b: 'b, c', c: 'say "hi"', d: '', e: 'Φίλτρο λαδιού', f: '' } }],
      rejected: [],
      readable: true,
      problems: [],
    });
  });

  it.each([
    [
      'a quoted value followed by more text',
      'x,"Φίλτρο"λαδιού,y',
      'a quoted value is followed by "λαδιού" instead of a comma (a quote inside a value is written "")',
    ],
    ['a quote that is never closed', 'x,"Φίλτρο, λαδιού', 'a quoted value is not closed: "Φίλτρο, λαδιού'],
    [
      'a quote inside a bare value',
      'x,Φίλτρο 1/2" λαδιού,y',
      'a value that is not quoted must not contain a quote: Φίλτρο 1/2" λαδιού,y',
    ],
  ])(
    'names %s with line and column, keeps the values before it and reads the lines after it',
    async (_, line, problem) => {
      expect(await read(`a,b,c\r\n${line}\r\n1,2,3\r\n`, ['a', 'b', 'c'])).toEqual({
        rows: [{ line: 3, values: { a: '1', b: '2', c: '3' } }],
        rejected: [{ a: 'x' }],
        readable: true,
        problems: [{ file: 'test.csv', line: 2, column: 'b', message: `malformed CSV: ${problem}` }],
      });
    },
  );
});
