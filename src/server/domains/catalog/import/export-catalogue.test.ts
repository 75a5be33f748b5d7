import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { stockLedgerMismatches, takeForSale } from '@/server/domains/stock';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { exportCatalogue } from './export-catalogue';
import { importCatalogue, importedEntities } from './import-catalogue';
import { sharedCatalogue, temporaryDir } from './testing/catalogue-fixture';

/** Export → import changes nothing: the export writes every file of the format as the import reads it. */
describe.each(testDatabases)('exporting the catalogue on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  const run = (dir: string) => importCatalogue({ db: database.db, storage, now: () => new Date() }, dir);

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
    const first = await run(sharedCatalogue);
    if (!first.ok) throw new Error('the shared catalogue did not import');
  });
  afterAll(async () => database.close());

  it('writes files that import again with nothing created or changed, even after a sale', async () => {
    // A sale since the import: the export's stock figure is the catalogue's, so the sale stays sold.
    const sold = await takeForSale(database.db, 1, 1, { now: new Date() });
    const dir = await temporaryDir('export-');
    await exportCatalogue(database.db, storage.public, dir);
    const again = await run(dir);
    if (!again.ok) throw new Error(JSON.stringify(again.problems.slice(0, 5)));
    for (const entity of importedEntities.filter((name) => name !== 'features' && name !== 'pages'))
      expect(again.summary[entity], entity).toMatchObject({ created: 0, updated: 0 });
    expect(again.summary.products.unchanged).toBe(3000);
    expect(again.stockMoved).toBe(0);
    expect(sold).toBeTypeOf('boolean');
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
  });

  it('round-trips a diagram the back office gave a callout with two part numbers and a gap in its numbering', async () => {
    const [{ id }] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from diagrams order by id limit 1`),
    ) as [{ id: number }];
    await database.db.execute(sql`
      insert into diagram_refs (diagram_id, ref_no, mpn, quantity)
      values (${id}, 40, 'KIT-40', 1), (${id}, 40, 'GASKET-40', 2)`);
    await database.db.execute(
      sql`insert into diagram_hotspots (diagram_id, ref_no, x, y) values (${id}, 40, 12.5, 87.5)`,
    );
    const contents = async () =>
      rowsOf(
        await database.db.execute(sql`
          select (select json_agg(r.ref_no || ':' || r.mpn || ':' || r.quantity order by r.ref_no, r.mpn)
                    from diagram_refs r where r.diagram_id = ${id}) as refs,
                 (select json_agg(h.ref_no || '@' || h.x || ',' || h.y order by h.ref_no, h.x)
                    from diagram_hotspots h where h.diagram_id = ${id}) as spots`),
      )[0];
    const before = await contents();
    const dir = await temporaryDir('export-callouts-');
    await exportCatalogue(database.db, storage.public, dir);
    const again = await run(dir);
    if (!again.ok) throw new Error(JSON.stringify(again.problems.slice(0, 5)));
    expect(await contents()).toEqual(before);
    expect(JSON.stringify(before)).toContain('40:GASKET-40:2');
  });
});
