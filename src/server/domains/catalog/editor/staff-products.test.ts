import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { parseStaffProductFilters } from '@/shared/staff-product-filters';
import { bulkProducts } from './bulk-products';
import { staffProductsPage } from './staff-product-list';
import { productDesk } from './testing';

/** The back office's product list (search, filters, order, paging) and its bulk actions. */
describe.each(testDatabases)('the staff product list on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  const list = (params: Record<string, string>) =>
    staffProductsPage(desk.ctx(), parseStaffProductFilters(params).filters);
  const skusOf = async (params: Record<string, string>) => (await list(params)).rows.map((row) => row.sku);

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it.each([
    ['Greek words', { q: 'μίζα' }, 'TP-001000'],
    ['Greeklish', { q: 'miza' }, 'TP-001034'],
    ['a part number without its separators', { q: '27N31701609' }, 'TP-001007'],
    ['an old word with a typo', { q: 'φιλτρο αερς' }, 'TP-001004'],
  ])('finds by %s', async (_, params, sku) => {
    expect(await skusOf(params)).toContain(sku);
  });

  it('filters by stock, price and condition, and pages with the total', async () => {
    const none = await list({ stock: 'none' });
    expect(none.rows.every((row) => row.stock === 0)).toBe(true);
    expect(none.rows.map((row) => row.sku)).toContain('TP-001022');
    const low = await list({ stock: 'low' });
    expect(low.rows.every((row) => row.stock >= 1 && row.stock <= 2)).toBe(true);
    const priced = await list({ priceMin: '100', priceMax: '200', sort: 'price-asc' });
    const prices = priced.rows.map((row) => row.salePriceCents ?? row.priceCents);
    expect(prices.every((cents) => cents >= 10000 && cents <= 20000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const used = await list({ condition: String(await desk.taxonId('condition', 'used')) });
    expect(used.rows.map((row) => row.sku)).toContain('TP-001000');
    expect(used.rows.map((row) => row.sku)).not.toContain('TP-001004');
    const all = await list({});
    expect(all.total).toBe(20);
    const second = await list({ page: '2', size: '25' });
    expect(second).toEqual({ total: 20, rows: [] });
  });

  it('activates and deactivates a selection: drafts leave the storefront search and the list filters by status', async () => {
    const ids = [await desk.productOf('TP-001031'), await desk.productOf('TP-001052')];
    expect(await bulkProducts(desk.ctx(), desk.staff.manager, { action: 'deactivate', ids })).toEqual({
      ok: true,
      changed: 2,
    });
    expect((await desk.documentOf(ids[0]!)).active).toBe(false);
    expect((await skusOf({ status: 'draft' })).sort()).toEqual(expect.arrayContaining(['TP-001031', 'TP-001052']));
    await bulkProducts(desk.ctx(), desk.staff.manager, { action: 'activate', ids });
    expect((await desk.documentOf(ids[0]!)).active).toBe(true);
    const audit = await auditEntries(desk.db, { entity: 'product', entityId: ids[0]! });
    expect(audit.map((entry) => entry.action)).toEqual(['product.bulk-activate', 'product.bulk-deactivate']);
  });

  it('changes prices by a percentage, to the cent, and moves a selection to another category', async () => {
    const id = await desk.productOf('TP-001040');
    await bulkProducts(desk.ctx(), desk.staff.owner, { action: 'price', ids: [id], percent: 10 });
    expect(Number((await desk.documentOf(id)).price_cents)).toBe(4426);
    const category = await desk.taxonId('category', 'oil-filters');
    await bulkProducts(desk.ctx(), desk.staff.owner, { action: 'category', ids: [id], categoryId: category });
    expect(await skusOf({ category: String(category) })).toContain('TP-001040');
  });

  it('deletes only products never ordered, and lets only managers and owners act', async () => {
    const ordered = await desk.place();
    expect(ordered).toBeTruthy();
    const sold = await desk.productOf('TP-001000');
    const never = await desk.productOf('TP-001058');
    expect(await bulkProducts(desk.ctx(), desk.staff.warehouse, { action: 'delete', ids: [never] })).toEqual({
      ok: false,
      code: 'NOT_PERMITTED',
    });
    expect(await bulkProducts(desk.ctx(), desk.staff.manager, { action: 'delete', ids: [never, sold] })).toEqual({
      ok: false,
      code: 'PRODUCT_ORDERED',
      ordered: [sold],
    });
    expect(await skusOf({ q: 'TP-001058' })).toEqual(['TP-001058']);
    expect(await bulkProducts(desk.ctx(), desk.staff.manager, { action: 'delete', ids: [never] })).toEqual({
      ok: true,
      changed: 1,
    });
    expect(await skusOf({ q: 'TP-001058' })).toEqual([]);
  });

  it.each([
    [{ action: 'price', ids: [1], percent: 0 }],
    [{ action: 'price', ids: [1], percent: -95 }],
    [{ action: 'delete', ids: [] }],
    [{ action: 'explode', ids: [1] }],
  ])('refuses a bulk form that makes no sense: %j', async (input) => {
    expect(await bulkProducts(desk.ctx(), desk.staff.owner, input)).toEqual({ ok: false, code: 'INVALID_INPUT' });
  });
});
