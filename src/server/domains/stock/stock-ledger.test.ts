import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { addToCart } from '@/server/domains/cart';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { orders } from '@/server/domains/orders/orders.tables';
import { placeOrder } from '@/server/domains/orders/place-order';
import { greekCustomer } from '@/server/domains/orders/testing';
import { releaseUnpaidCardOrders } from '@/server/domains/orders/release-unpaid';
import { searchProducts } from '@/server/domains/search';
import { testConfig } from '@/server/graphql/testing';
import { changeStock, stockLedgerMismatches } from './stock-ledger';
import { stockMovements } from './stock.tables';

/** The stock ledger: every change of on-hand is a movement, and on-hand always equals their sum. */
describe.each(testDatabases)('the stock ledger on $name', ({ open }) => {
  let database: Database;
  let variantId: number;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig });
  const stockOf = async () =>
    (await database.db.select({ stock: variants.stockOnHand }).from(variants).where(eq(variants.id, variantId)))[0]!
      .stock;
  const movementsOf = (reason: 'sale' | 'release' | 'adjustment' | 'import') =>
    database.db
      .select({ delta: stockMovements.delta, orderId: stockMovements.orderId, note: stockMovements.note })
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.reason, reason)));

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
  });
  afterAll(async () => database.close());

  it('starts whole: the import wrote a movement for every variant with stock', async () => {
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
    expect((await movementsOf('import')).length).toBe(1);
  });

  it('records a sale with its order, and the release of an unpaid card order gives the units back', async () => {
    const before = await stockOf();
    const added = await addToCart(ctx(), { token: null }, variantId, 1);
    if (!added.ok) throw new Error(added.error);
    const placed = await placeOrder(ctx(), {
      owner: { token: added.cart.token! },
      userId: null,
      idempotencyKey: randomBytes(18).toString('base64url'),
      input: { ...greekCustomer, paymentMethod: 'card' },
      cardAvailable: true,
    });
    if (!placed.ok) throw new Error(placed.error.code);
    expect(await stockOf()).toBe(before - 1);
    expect(await movementsOf('sale')).toEqual([{ delta: -1, orderId: placed.order.id, note: null }]);

    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000) })
      .where(eq(orders.id, placed.order.id));
    expect(await releaseUnpaidCardOrders(ctx())).toEqual([placed.order.id]);
    expect(await stockOf()).toBe(before);
    expect(await movementsOf('release')).toEqual([{ delta: 1, orderId: placed.order.id, note: null }]);
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
  });

  it('adjusts by hand with a reason, and never below zero', async () => {
    const before = await stockOf();
    const now = new Date();
    expect(await changeStock(database.db, variantId, 2, { reason: 'adjustment', note: 'found on shelf B4', now })).toBe(
      true,
    );
    expect(await changeStock(database.db, variantId, -(before + 3), { reason: 'adjustment', now })).toBe(false);
    expect(await stockOf()).toBe(before + 2);
    expect(await movementsOf('adjustment')).toEqual([{ delta: 2, orderId: null, note: 'found on shelf B4' }]);
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
  });

  it('takes a sold-out part out of the search\'s "available" filter and its count, and brings it back with stock', async () => {
    const [variant] = await database.db
      .select({ sku: variants.sku, backorderable: variants.backorderable })
      .from(variants)
      .where(eq(variants.id, variantId));
    const search = async () => {
      const found = await searchProducts(ctx(), {
        term: variant!.sku,
        where: { availability: ['available'] },
        aggs: ['availability'],
      });
      return { skus: found.nodes.map((node) => node.sku), buckets: found.aggregations.availability };
    };
    expect((await search()).skus).toContain(variant!.sku);

    const now = new Date();
    expect(await changeStock(database.db, variantId, -(await stockOf()), { reason: 'adjustment', now })).toBe(true);
    const soldOut = await search();
    expect(soldOut.skus).not.toContain(variant!.sku);
    expect(soldOut.buckets).toContainEqual({
      value: variant!.backorderable ? 'backorder' : 'unavailable',
      count: 1,
    });

    expect(await changeStock(database.db, variantId, 1, { reason: 'adjustment', now })).toBe(true);
    expect((await search()).skus).toContain(variant!.sku);
  });

  it('names a variant whose stock was changed behind the ledger', async () => {
    await database.db.update(variants).set({ stockOnHand: 99 }).where(eq(variants.id, variantId));
    expect(await stockLedgerMismatches(database.db)).toEqual([expect.objectContaining({ variantId, onHand: 99 })]);
  });
});
