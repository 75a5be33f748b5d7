import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import { upgradeSearchDocuments } from './search-documents';

describe.each(testDatabases)('search documents on $name', ({ open }) => {
  let database: Database;
  const heads = async () =>
    rowsOf<{ name: string; head_el: string; head_en: string }>(
      await database.db.execute(sql`
        select t.name, d.head_el::text as head_el, d.head_en::text as head_en
        from search_documents d join product_translations t on t.product_id = d.product_id and t.locale = 'el'
        order by d.product_id`),
    );

  beforeAll(async () => {
    database = await open();
    const imported = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      await copyCatalogue(small),
    );
    if (!imported.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it('keep the part type: the head of each name, before the maker, model and sizes', async () => {
    const byName = new Map((await heads()).map((row) => [row.name, row]));
    expect(byName.get('Μίζα Shibaura E673 12V 0.8kW για Ford 1300, P17F, SD1800 (μεταχειρισμένη)')).toMatchObject({
      head_el: "'μιζ':1",
      head_en: "'motor':2 'starter':1",
    });
    expect(byName.get('Φίλτρο αέρα Yanmar YM1700 εσωτερικό')).toMatchObject({
      head_el: "'αερ':2 'φιλτρ':1",
      head_en: "'air':1 'filter':2",
    });
  });

  it('are rebuilt at start when written in an older shape, once', async () => {
    const before = await heads();
    await database.db.execute(sql`update search_documents set head_el = '', head_en = ''`);
    await database.db.execute(sql`update search_version set documents_format = 0`);
    expect(await database.db.transaction((tx) => upgradeSearchDocuments(tx))).toBe(true);
    expect(await heads()).toEqual(before);
    expect(await database.db.transaction((tx) => upgradeSearchDocuments(tx))).toBe(false);
  });
});
