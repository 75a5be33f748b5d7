import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import/import-catalogue';
import { copyCatalogue, small, type Rows } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import type { StaffActor } from '@/server/domains/staff';
import { signedInStaff } from '@/server/domains/staff/testing';
import { testConfig } from '@/server/graphql/testing';
import { temporaryStorage } from '@/server/storage/testing';
import { adjustStock } from './adjust-stock';
import { changeStock, stockLedgerMismatches, takeForSale } from './stock-ledger';

const skus = ['TP-001004', 'TP-001000'];
/** The small catalogue with these SKUs' stock figures. */
const withStock = (stock: string) => ({
  ...small,
  'products.csv': (rows: Rows) =>
    small['products.csv']!(rows).map((row) => (skus.includes(row.sku ?? '') ? { ...row, stock } : row)),
});

/**
 * The ledger invariant under load: many sales, cancellations (units given back), imports and manual adjustments on
 * the same variants at once; afterwards every variant's on-hand number is the sum of its movements and none is below 0.
 */
describe.each(testDatabases)('the stock ledger under concurrent writes on $name', ({ open }) => {
  let database: Database;
  let ids: number[];
  let warehouse: StaffActor;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig });

  beforeAll(async () => {
    database = await open();
    const storage = await temporaryStorage();
    const first = await importCatalogue({ ...ctx(), storage }, await copyCatalogue(withStock('5')));
    if (!first.ok) throw new Error('the catalogue did not import');
    ids = (await database.db.select({ id: variants.id }).from(variants).where(inArray(variants.sku, skus))).map(
      (row) => row.id,
    );
    const { userId } = await signedInStaff(ctx(), { email: 'apothiki@example.com', role: 'warehouse' });
    warehouse = { userId, email: 'apothiki@example.com', role: 'warehouse', address: null };
    const folders = await Promise.all(['7', '4', '9'].map((stock) => copyCatalogue(withStock(stock))));

    const pick = (index: number) => ids[index % ids.length]!;
    const now = () => new Date();
    const work: Promise<unknown>[] = [
      ...Array.from({ length: 40 }, (_, index) => takeForSale(database.db, pick(index), 1, { now: now() })),
      ...Array.from({ length: 15 }, async (_, index) => {
        if (await takeForSale(database.db, pick(index + 1), 1, { now: now() }))
          await changeStock(database.db, pick(index + 1), 1, { reason: 'release', now: now() });
      }),
      ...Array.from({ length: 15 }, (_, index) =>
        adjustStock(ctx(), warehouse, pick(index), { delta: index % 3 === 0 ? '-2' : '3', reason: 'counted' }),
      ),
      ...folders.map(async (dir) => {
        const result = await importCatalogue({ ...ctx(), storage }, dir);
        if (!result.ok) throw new Error('an import failed');
      }),
    ];
    await Promise.all(work);
  }, 300_000);
  afterAll(async () => database.close());

  it('keeps every on-hand number equal to the sum of its movements, and none below zero', async () => {
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
    const stocks = await database.db.select({ stock: variants.stockOnHand }).from(variants);
    expect(stocks.every((row) => row.stock >= 0)).toBe(true);
  });
});
