import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditLog } from '@/server/domains/audit/audit.tables';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import type { StaffActor } from '@/server/domains/staff';
import { signedInStaff } from '@/server/domains/staff/testing';
import { testConfig } from '@/server/graphql/testing';
import { adjustStock, setLowStockThreshold } from './adjust-stock';
import { stockLedgerMismatches } from './stock-ledger';
import { stockList, variantIdOfSku, variantStock } from './stock-lists';

/** The back office's stock desk: lists, a variant's movements, manual adjustments and thresholds. */
describe.each(testDatabases)('the stock desk on $name', ({ open }) => {
  let database: Database;
  let variantId: number;
  let warehouse: StaffActor;
  let accountant: StaffActor;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig });

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
    const member = async (email: string, role: StaffActor['role']): Promise<StaffActor> => ({
      userId: (await signedInStaff(ctx(), { email, role })).userId,
      email,
      role,
      address: '192.0.2.1',
    });
    warehouse = await member('apothiki@example.com', 'warehouse');
    accountant = await member('logistirio@example.com', 'accountant');
  });
  afterAll(async () => database.close());

  it.each([
    [{ delta: '0', reason: 'counted' }, [{ field: 'delta', reason: 'notZero' }]],
    [{ delta: '1.5', reason: 'counted' }, [{ field: 'delta', reason: 'wholeNumber' }]],
    [{ delta: 'two', reason: 'counted' }, [{ field: 'delta', reason: 'wholeNumber' }]],
    [{ delta: '2', reason: '  ' }, [{ field: 'reason', reason: 'reasonRequired' }]],
    [{ delta: '2', reason: 'x'.repeat(501) }, [{ field: 'reason', reason: 'reasonTooLong' }]],
  ])('refuses the adjustment %j with the field at fault', async (input, problems) => {
    expect(await adjustStock(ctx(), warehouse, variantId, input)).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      problems,
    });
  });

  it('refuses a role the permission table does not allow, and an unknown variant', async () => {
    expect(await adjustStock(ctx(), accountant, variantId, { delta: '1', reason: 'found' })).toEqual({
      ok: false,
      code: 'NOT_PERMITTED',
    });
    expect(await adjustStock(ctx(), warehouse, 999_999, { delta: '1', reason: 'found' })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('adds units with a reason: a movement with who and why, its balance, and an audit entry', async () => {
    const before = (await variantStock(database.db, { variantId, page: 1, locale: 'el' }))!;
    const result = await adjustStock(ctx(), warehouse, variantId, { delta: '3', reason: 'found on shelf B4' });
    expect(result).toEqual({ ok: true, stock: before.stock + 3 });
    const after = (await variantStock(database.db, { variantId, page: 1, locale: 'el' }))!;
    expect(after.movements[0]).toMatchObject({
      delta: 3,
      balance: before.stock + 3,
      reason: 'adjustment',
      note: 'found on shelf B4',
      actorEmail: 'apothiki@example.com',
    });
    expect(after.total).toBe(before.total + 1);
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'variant'), eq(auditLog.action, 'stock.adjust')));
    expect(audited).toEqual([
      expect.objectContaining({ actorEmail: 'apothiki@example.com', after: expect.objectContaining({ delta: 3 }) }),
    ]);
  });

  it('never takes more than is on the shelf', async () => {
    const { stock } = (await variantStock(database.db, { variantId, page: 1, locale: 'el' }))!;
    expect(await adjustStock(ctx(), warehouse, variantId, { delta: String(-stock - 1), reason: 'broken' })).toEqual({
      ok: false,
      code: 'STOCK_BELOW_ZERO',
    });
    expect(await adjustStock(ctx(), warehouse, variantId, { delta: String(-stock), reason: 'broken' })).toEqual({
      ok: true,
      stock: 0,
    });
    expect(await stockLedgerMismatches(database.db)).toEqual([]);
  });

  it('lists the sold-out variant, then the low one after units come in and its threshold is set', async () => {
    const out = await stockList(database.db, { kind: 'out', page: 1, locale: 'el' });
    expect(out.rows.map((row) => row.variantId)).toContain(variantId);
    expect(out.total).toBe(out.rows.length);
    await adjustStock(ctx(), warehouse, variantId, { delta: '4', reason: 'delivery' });
    const low = () => stockList(database.db, { kind: 'low', page: 1, locale: 'el' });
    expect((await low()).rows.map((row) => row.variantId)).not.toContain(variantId);
    expect(await setLowStockThreshold(ctx(), warehouse, variantId, { lowStockAt: '5' })).toEqual({
      ok: true,
      stock: 4,
    });
    expect((await low()).rows).toContainEqual(expect.objectContaining({ variantId, stock: 4, lowStockAt: 5 }));
    expect(await setLowStockThreshold(ctx(), warehouse, variantId, { lowStockAt: '-1' })).toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('finds a variant by its SKU as typed or in small letters', async () => {
    const [{ sku }] = (await database.db
      .select({ sku: variants.sku })
      .from(variants)
      .where(eq(variants.id, variantId))) as [{ sku: string }];
    expect(await variantIdOfSku(database.db, ` ${sku.toLowerCase()} `)).toBe(variantId);
    expect(await variantIdOfSku(database.db, 'NO-SUCH')).toBeNull();
  });
});
