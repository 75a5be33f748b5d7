import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { contentPages } from '@/server/domains/content/content.tables';
import { temporaryStorage } from '@/server/storage/testing';
import { products } from '../product.tables';
import { importCatalogue } from './import-catalogue';
import { parseFrontMatter } from './read-content-pages';
import { copyCatalogue, small, type Rows } from './testing/catalogue-fixture';

/** A small catalogue whose one page file is rewritten by `edit`. */
async function withPageFile(file: string, edit: (text: string) => string | null): Promise<string> {
  const dir = await copyCatalogue(small);
  const target = path.join(dir, 'content', file);
  const text = edit(await fs.readFile(target, 'utf8'));
  if (text === null) await fs.rm(target);
  else await fs.writeFile(target, text);
  return dir;
}

type BadCase = {
  name: string;
  dir: () => Promise<string>;
  file: string;
  line?: number;
  column?: string;
  message: RegExp;
};

const badCases: BadCase[] = [
  {
    name: 'a page file without front matter',
    dir: () => withPageFile('terms.en.md', (text) => text.replace(/^---[\s\S]*?---\n/, '')),
    file: 'content/terms.en.md',
    line: 1,
    message: /front matter is missing/,
  },
  {
    name: 'front matter that is never closed',
    dir: () => withPageFile('terms.en.md', (text) => text.replace(/\n---\n/, '\n\n')),
    file: 'content/terms.en.md',
    line: 1,
    message: /not closed/,
  },
  {
    name: 'a front matter line that is not key: value',
    dir: () => withPageFile('about.el.md', (text) => text.replace('slug: schetika-me-emas', 'slug schetika-me-emas')),
    file: 'content/about.el.md',
    line: 4,
    message: /not "key: value"/,
  },
  {
    name: 'a front matter title that differs from pages.csv',
    dir: () =>
      withPageFile('cookie-policy.en.md', (text) => text.replace('title: "Cookie Policy"', 'title: "Cookies"')),
    file: 'content/cookie-policy.en.md',
    line: 5,
    column: 'title',
    message: /"Cookies" differs from content\/pages\.csv line 3/,
  },
  {
    name: 'a missing page file',
    dir: () => withPageFile('shipping-methods.el.md', () => null),
    file: 'content/pages.csv',
    line: 10,
    column: 'file',
    message: /"shipping-methods\.el\.md" not found/,
  },
  {
    name: 'a page without its English row',
    dir: () =>
      copyCatalogue({
        ...small,
        'content/pages.csv': (rows: Rows) => rows.filter((row) => !(row.page === 'about' && row.lang === 'en')),
      }),
    file: 'content/pages.csv',
    column: 'lang',
    message: /page "about" has no en row/,
  },
  {
    name: 'a slug two pages share',
    dir: () =>
      copyCatalogue({
        ...small,
        'content/pages.csv': (rows: Rows) =>
          rows.map((row) => (row.page === 'terms' && row.lang === 'el' ? { ...row, slug: 'oroi-chrisis' } : row)),
      }),
    file: 'content/pages.csv',
    line: 6,
    column: 'slug',
    message: /duplicate slug "oroi-chrisis" in el \(first on line 4\)/,
  },
  {
    name: "a page at the home page's path",
    dir: () =>
      copyCatalogue({
        ...small,
        'content/pages.csv': (rows: Rows) =>
          rows.map((row) => (row.page === 'about' && row.lang === 'en' ? { ...row, slug: 'index' } : row)),
      }),
    file: 'content/pages.csv',
    line: 13,
    column: 'slug',
    message: /home page/,
  },
  {
    name: 'a file name that leaves the content folder',
    dir: () =>
      copyCatalogue({
        ...small,
        'content/pages.csv': (rows: Rows) =>
          rows.map((row) => (row.page === 'about' && row.lang === 'en' ? { ...row, file: '../products.csv' } : row)),
      }),
    file: 'content/pages.csv',
    line: 13,
    column: 'file',
    message: /is not a file name/,
  },
];

describe.each(testDatabases)('content pages import on $name', ({ open }) => {
  let database: Database;
  const run = async (dir: string) =>
    importCatalogue({ db: database.db, storage: await temporaryStorage(), now: () => new Date() }, dir);
  const pageRow = async (page: string, locale: 'el' | 'en') =>
    (
      await database.db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.page, page), eq(contentPages.locale, locale)))
    )[0];

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());

  it.each(badCases)(
    'with $name imports nothing and names file and line',
    async ({ dir, file, line, column, message }) => {
      const result = await run(await dir());
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems).toContainEqual(
        expect.objectContaining({
          file,
          ...(line && { line }),
          ...(column && { column }),
          message: expect.stringMatching(message),
        }),
      );
      expect((await database.db.select({ n: count() }).from(contentPages))[0]!.n).toBe(0);
      expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(0);
    },
  );

  it('imports every page in both languages with its Markdown, without the front matter', async () => {
    const result = await run(await copyCatalogue(small));
    expect(result.ok && result.summary.pages).toEqual({ created: 12, updated: 0, unchanged: 0 });
    const cookies = await pageRow('cookie-policy', 'el');
    expect(cookies).toMatchObject({ slug: 'politiki-cookies', title: 'Πολιτική Cookies' });
    expect(cookies!.body.startsWith('# Πολιτική Cookies')).toBe(true);
    expect(cookies!.body).not.toContain('slug:');
  });

  it('leaves unchanged pages alone and rewrites only the page whose file changed', async () => {
    const before = await pageRow('about', 'en');
    const dir = await withPageFile('terms.en.md', (text) => `${text}\nOne more line.\n`);
    const result = await run(dir);
    expect(result.ok && result.summary.pages).toEqual({ created: 0, updated: 1, unchanged: 11 });
    expect((await pageRow('terms', 'en'))!.body).toMatch(/One more line\.$/);
    expect(await pageRow('about', 'en')).toEqual(before);
  });

  it('lets two pages swap their slugs in one import', async () => {
    const dir = await copyCatalogue({
      ...small,
      'content/pages.csv': (rows: Rows) =>
        rows.map((row) =>
          row.lang !== 'en'
            ? row
            : row.page === 'terms'
              ? { ...row, slug: 'terms-of-service' }
              : row.page === 'terms-of-service'
                ? { ...row, slug: 'terms-and-conditions' }
                : row,
        ),
    });
    for (const [file, from, to] of [
      ['terms.en.md', 'slug: terms-and-conditions', 'slug: terms-of-service'],
      ['terms-of-service.en.md', 'slug: terms-of-service', 'slug: terms-and-conditions'],
    ] as const) {
      const target = path.join(dir, 'content', file);
      await fs.writeFile(target, (await fs.readFile(target, 'utf8')).replace(from, to));
    }
    const result = await run(dir);
    expect(result.ok && result.summary.pages).toMatchObject({ updated: 2 });
    expect((await pageRow('terms', 'en'))!.slug).toBe('terms-of-service');
  });
});

describe('front matter', () => {
  it('reads bare and quoted values with their lines, and the text after it', () => {
    const parsed = parseFrontMatter(
      '---\npage: terms\ntitle: "Terms & Conditions: \\"sample\\""\nnote: \'it\'\'s\'\n---\n\n# Terms\n',
    );
    expect(parsed).toEqual({
      fields: new Map([
        ['page', { text: 'terms', line: 2 }],
        ['title', { text: 'Terms & Conditions: "sample"', line: 3 }],
        ['note', { text: "it's", line: 4 }],
      ]),
      endLine: 5,
      body: '\n# Terms\n',
    });
  });

  it('names the line of a broken quoted value', () => {
    expect(parseFrontMatter('---\npage: terms\ntitle: "unclosed\n---\n')).toEqual({
      problem: { line: 3, message: expect.stringMatching(/not "key: value"/) },
    });
  });
});
