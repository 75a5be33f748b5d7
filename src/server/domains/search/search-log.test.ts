import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import { searchesWithoutResults, topSearchedModels } from './search-insights';
import { flushSearchLog, recordSearch } from './search-log';

describe.each(testDatabases)('the search log on $name', ({ open }) => {
  let database: Database;
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const at = (date: string) => ({ db: database.db, now: () => day(date) });
  const reads = (locale: 'el' | 'en' = 'el') => ({ db: database.db, locale, now: () => day('2031-01-31') });

  beforeAll(async () => {
    database = await open();
    const imported = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      await copyCatalogue(small),
    );
    if (!imported.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it('records searches in one insert, with nothing about who searched', async () => {
    recordSearch(at('2031-01-10'), { term: ' μίζα  kubota l1-185 ', locale: 'el', results: 4, model: 'kubota-l1-185' });
    recordSearch(at('2031-01-10'), { term: 'flatza', locale: 'el', results: 0, model: null });
    recordSearch(at('2031-01-10'), { term: '\u0000', locale: 'en', results: 0, model: null });
    await flushSearchLog(database.db);
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select term, locale, results, model from search_log order by id`),
    );
    expect(rows).toEqual([
      { term: 'μίζα kubota l1-185', locale: 'el', results: 4, model: 'kubota-l1-185' },
      { term: 'flatza', locale: 'el', results: 0, model: null },
    ]);
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'search_log' order by column_name`,
      ),
    ).map((row) => row.column_name);
    expect(columns).toEqual(['id', 'locale', 'model', 'results', 'searched_at', 'term']);
  });

  it('asks a search noted before it ran what it found when the log is written, and skips one that cannot say', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let ran = false;
    recordSearch(at('2031-01-12'), {
      term: 'noted',
      locale: 'en',
      outcome: async () => ((ran = true), { results: 7.9, model: 'kubota-l1-185' }),
    });
    recordSearch(at('2031-01-12'), { term: 'lost', locale: 'en', outcome: () => Promise.reject(new Error('no')) });
    expect(ran).toBe(false);
    await flushSearchLog(database.db);
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(
        sql`select term, results, model from search_log where term in ('noted', 'lost') order by id`,
      ),
    );
    expect(rows).toEqual([{ term: 'noted', results: 7, model: 'kubota-l1-185' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lost" not recorded'), expect.any(Error));
    warn.mockRestore();
  });

  it('writes by itself a few seconds later, without the search waiting for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      recordSearch(at('2031-01-11'), { term: 'timer', locale: 'en', results: 1, model: null });
      const count = async () =>
        Number(
          rowsOf<{ n: number }>(
            await database.db.execute(sql`select count(*)::int as n from search_log where term = 'timer'`),
          )[0]!.n,
        );
      expect(await count()).toBe(0);
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from search_log where term = 'timer'`),
      );
      expect(Number(row!.n)).toBe(1);
    });
  });

  it('never fails the search when the database refuses the batch', async () => {
    const broken = { execute: () => Promise.reject(new Error('database gone')) } as unknown as Database['db'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() =>
      recordSearch({ db: broken, now: () => new Date() }, { term: 'x', locale: 'el', results: 0, model: null }),
    ).not.toThrow();
    await expect(flushSearchLog(broken)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('tells the most searched tractor models and the searches that found nothing, in a period', async () => {
    const searches: [string, string, number, string | null][] = [
      ['2031-01-20', 'μίζα kubota l1-185', 3, 'kubota-l1-185'],
      ['2031-01-21', 'δυναμό l1185', 2, 'kubota-l1-185'],
      ['2031-01-22', 'ψυγείο kubota l1-185', 1, 'kubota-l1-185'],
      ['2031-01-22', 'yanmar ym1500 pump', 5, 'yanmar-ym1500'],
      ['2031-01-23', 'Καρμπυρατέρ', 0, null],
      ['2031-01-24', 'καρμπυρατέρ', 0, null],
      ['2031-01-25', 'windscreen wiper', 0, null],
      ['2030-12-01', 'old search', 0, 'yanmar-ym1500'],
    ];
    for (const [date, term, results, model] of searches) recordSearch(at(date), { term, locale: 'el', results, model });
    await flushSearchLog(database.db);
    const period = { since: day('2031-01-15') };
    expect(await topSearchedModels(reads(), period)).toEqual([
      { slug: 'kubota-l1-185', name: 'Kubota L1-185', searches: 3 },
      { slug: 'yanmar-ym1500', name: 'Yanmar YM1500', searches: 1 },
    ]);
    expect(await topSearchedModels(reads(), { ...period, first: 1 })).toHaveLength(1);
    const nothing = await searchesWithoutResults(reads(), period);
    expect(nothing.map(({ term, searches }) => ({ term: term.toLowerCase(), searches }))).toEqual([
      { term: 'καρμπυρατέρ', searches: 2 },
      { term: 'windscreen wiper', searches: 1 },
    ]);
    expect(nothing[0]!.lastSearchedAt).toEqual(day('2031-01-24'));
    expect(await searchesWithoutResults(reads(), { since: day('2031-01-25'), until: day('2031-01-26') })).toHaveLength(
      1,
    );
  });
});
