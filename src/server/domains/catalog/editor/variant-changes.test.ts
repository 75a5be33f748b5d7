import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { changeStock } from '@/server/domains/stock';
import { saveProduct } from './save-product';
import { formOf, productDesk } from './testing';

const added = (sku: string) => ({
  id: null,
  sku,
  price: '20,00',
  salePrice: '15,50',
  weightGrams: 750,
  backorderable: true,
});

/** Variants added and removed in the product editor: SKUs unique, stock only through the ledger, history kept. */
describe.each(testDatabases)('adding and removing variants on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  let productId: number;
  const form = async () => formOf(await desk.editorOf('TP-001018'));
  const variantsOf = async () =>
    rowsOf<{ id: number; sku: string; stock_on_hand: number; price_cents: number; sale_price_cents: number }>(
      await desk.db.execute(sql`select * from variants where product_id = ${productId} order by position, id`),
    );
  const adjust = (variantId: number, delta: number) =>
    changeStock(desk.db, variantId, delta, {
      reason: 'adjustment',
      actorUserId: desk.staff.manager.userId,
      now: new Date(),
    });

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
    productId = await desk.productOf('TP-001018');
  });
  afterAll(async () => database.close());

  it('adds a variant with its prices excl. VAT, weight and backorder, and no stock; its SKU must be free', async () => {
    const taken = await form();
    taken.variants.push(added('tp-001004'));
    expect(await saveProduct(desk.ctx(), desk.staff.manager, productId, taken)).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: 'variants.1.sku', reason: 'skuTaken' }] },
    });
    const values = await form();
    values.variants.push(added('TP-001018-L'));
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, productId, values);
    expect(saved.ok).toBe(true);
    const rows = await variantsOf();
    expect(saved.ok && saved.variantIds).toEqual(rows.map((row) => Number(row.id)));
    expect(rows[1]).toMatchObject({ sku: 'TP-001018-L', stock_on_hand: 0, price_cents: 2000, sale_price_cents: 1550 });
    const [entry] = await auditEntries(desk.db, { entity: 'product', entityId: productId });
    expect((entry!.before as { variants: unknown[] }).variants).toHaveLength(1);
    expect((entry!.after as { variants: { sku: string }[] }).variants.map((each) => each.sku)).toContain('TP-001018-L');
    // Saved again with the id it got, it is changed, not added twice.
    expect((await saveProduct(desk.ctx(), desk.staff.manager, productId, await form())).ok).toBe(true);
    expect(await variantsOf()).toHaveLength(2);
  });

  it('refuses to remove a variant in stock until the ledger brings it to 0, then removes it, audited', async () => {
    const [, extra] = await variantsOf();
    await adjust(Number(extra!.id), 3);
    const values = await form();
    values.variants = values.variants.filter((variant) => variant.id !== Number(extra!.id));
    expect(await saveProduct(desk.ctx(), desk.staff.manager, productId, values)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        problems: [{ field: `variants.removed.${extra!.id}`, reason: 'variantHasStock' }],
      },
    });
    expect(await variantsOf()).toHaveLength(2);
    await adjust(Number(extra!.id), -3);
    const zeroed = await form();
    zeroed.variants = zeroed.variants.filter((variant) => variant.id !== Number(extra!.id));
    expect((await saveProduct(desk.ctx(), desk.staff.manager, productId, zeroed)).ok).toBe(true);
    expect((await variantsOf()).map((row) => row.sku)).toEqual(['TP-001018']);
    const [entry] = await auditEntries(desk.db, { entity: 'product', entityId: productId });
    expect((entry!.before as { variants: { sku: string }[] }).variants.map((each) => each.sku)).toContain(
      'TP-001018-L',
    );
    expect((entry!.after as { variants: unknown[] }).variants).toHaveLength(1);
  });

  it('never removes the master variant, nor one that was ever ordered', async () => {
    const master = await form();
    const masterId = master.variants[0]!.id!;
    master.variants = [added('TP-001018-NEW')];
    expect(await saveProduct(desk.ctx(), desk.staff.manager, productId, master)).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: `variants.removed.${masterId}`, reason: 'masterVariant' }] },
    });

    const values = await form();
    values.variants.push({ ...added('TP-001018-R'), backorderable: false });
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, productId, values);
    const ordered = saved.ok ? saved.variantIds[1]! : 0;
    await adjust(ordered, 1);
    const fixture = desk.variantIds[1]!;
    desk.variantIds[1] = ordered;
    await desk.place({ quantities: [0, 1] }).finally(() => (desk.variantIds[1] = fixture));
    expect(await desk.stockOf(ordered)).toBe(0);
    const removing = await form();
    removing.variants = removing.variants.filter((variant) => variant.id !== ordered);
    expect(await saveProduct(desk.ctx(), desk.staff.manager, productId, removing)).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: `variants.removed.${ordered}`, reason: 'variantOrdered' }] },
    });
    expect((await variantsOf()).map((row) => Number(row.id))).toContain(ordered);
  });

  it('lets a variant added take the SKU of one removed in the same save', async () => {
    const values = await form();
    values.variants.push(added('TP-001018-X'));
    await saveProduct(desk.ctx(), desk.staff.manager, productId, values);
    const again = await form();
    again.variants = [...again.variants.filter((variant) => variant.sku !== 'TP-001018-X'), added('TP-001018-X')];
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, productId, again);
    expect(saved.ok).toBe(true);
    expect((await variantsOf()).filter((row) => row.sku === 'TP-001018-X')).toHaveLength(1);
  });
});
