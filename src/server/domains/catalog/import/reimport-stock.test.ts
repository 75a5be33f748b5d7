import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { stockLedgerMismatches, takeForSale } from '@/server/domains/stock';
import { stockMovements } from '@/server/domains/stock/stock.tables';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { variants } from '../product.tables';
import { importCatalogue } from './import-catalogue';
import { copyCatalogue, small, type Rows } from './testing/catalogue-fixture';

/** A one-off used part of the small catalogue: stock 1 in the file. */
const oneOff = 'TP-001000';
const editOneOff = (change: Record<string, string>) => ({
  ...small,
  'products.csv': (rows: Rows) =>
    small['products.csv']!(rows).map((row) => (row.sku === oneOff ? { ...row, ...change } : row)),
});

/** The re-import rule: a catalogue import never undoes a sale (README, "Stock"). */
describe.each(testDatabases)('re-importing a catalogue after a sale on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  let variantId: number;
  const run = async (dir: string) => {
    const result = await importCatalogue({ db: database.db, storage, now: () => new Date() }, dir);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.summary.products;
  };
  const variant = async () =>
    (
      await database.db
        .select({ stock: variants.stockOnHand, imported: variants.importedStock, price: variants.priceCents })
        .from(variants)
        .where(eq(variants.id, variantId))
    )[0]!;
  const importMovements = async () =>
    (
      await database.db
        .select({ delta: stockMovements.delta })
        .from(stockMovements)
        .where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.reason, 'import')))
        .orderBy(stockMovements.id)
    ).map((row) => row.delta);

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
    await run(await copyCatalogue(small));
    variantId = (await database.db.select({ id: variants.id }).from(variants).where(eq(variants.sku, oneOff)))[0]!.id;
    expect(await variant()).toMatchObject({ stock: 1, imported: 1 });
    expect(await takeForSale(database.db, variantId, 1, { orderId: null, now: new Date() })).toBe(true);
  });
  afterAll(async () => database.close());

  it.each([
    ['the same file again', {}, { stock: 0, imported: 1, price: 12016 }, [1]],
    ['a file where only the price changed', { price: '130.00' }, { stock: 0, imported: 1, price: 13000 }, [1]],
    ['a file that raises the stock by 2', { price: '130.00', stock: '3' }, { stock: 2, imported: 3 }, [1, 2]],
    [
      'a file that lowers it below what is left',
      { price: '130.00', stock: '0' },
      { stock: 0, imported: 0 },
      [1, 2, -2],
    ],
  ])('%s leaves the sold unit sold', async (_, change, expected, movements) => {
    await run(await copyCatalogue(editOneOff(change)));
    expect(await variant()).toMatchObject(expected);
    expect(await importMovements()).toEqual(movements);
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
  });

  it('gives no movement to a variant whose figure is unchanged, even when its product is rewritten', async () => {
    const before = await importMovements();
    const summary = await run(await copyCatalogue(editOneOff({ price: '140.00', stock: '0' })));
    expect(summary.updated).toBe(1);
    expect(await importMovements()).toEqual(before);
  });
});
