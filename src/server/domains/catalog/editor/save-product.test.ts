import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { findProduct } from '@/server/domains/catalog';
import { searchProducts } from '@/server/domains/search';
import { saveProduct } from './save-product';
import { formOf, productDesk } from './testing';

/** The product editor's save: versions, field problems, slugs and their redirects, search, audit, the catalogue job. */
describe.each(testDatabases)('saving a product on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it('saves a new price: the search document and the storefront read it at once, and the change is audited', async () => {
    const id = await desk.productOf('TP-001004');
    const form = formOf(await desk.editorOf('TP-001004'));
    form.variants[0]!.price = '41,90';
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, id, form);
    expect(saved).toMatchObject({ ok: true, id, version: 1 });
    expect(Number((await desk.documentOf(id)).price_cents)).toBe(4190);
    const found = await searchProducts(desk.ctx(), { term: 'A-1484' });
    expect(found.nodes[0]).toMatchObject({ id });
    const [entry] = await auditEntries(desk.db, { entity: 'product', entityId: id });
    expect(entry).toMatchObject({ action: 'product.update', actorEmail: desk.staff.manager.email });
  });

  it('refuses a save of an older version (someone saved since) with VERSION_CONFLICT', async () => {
    const id = await desk.productOf('TP-001009');
    const form = formOf(await desk.editorOf('TP-001009'));
    expect((await saveProduct(desk.ctx(), desk.staff.owner, id, form)).ok).toBe(true);
    form.variants[0]!.price = '1';
    expect(await saveProduct(desk.ctx(), desk.staff.manager, id, form)).toEqual({
      ok: false,
      error: { code: 'VERSION_CONFLICT' },
    });
  });

  it.each([
    ['variants.0.price', (form: ReturnType<typeof formOf>) => (form.variants[0]!.price = '12,345'), 'amount'],
    [
      'variants.0.salePrice',
      (form: ReturnType<typeof formOf>) => (form.variants[0]!.salePrice = '999999'),
      'saleBelowPrice',
    ],
    ['el.name', (form: ReturnType<typeof formOf>) => (form.el.name = '  '), 'required'],
    ['en.slug', (form: ReturnType<typeof formOf>) => (form.en.slug = 'Not A Slug'), 'slug'],
    ['categoryId', (form: ReturnType<typeof formOf>) => (form.categoryId = null), 'required'],
    ['country', (form: ReturnType<typeof formOf>) => (form.country = 'Greece'), 'country'],
  ])('names the field of a bad value: %s', async (field, spoil, reason) => {
    const id = await desk.productOf('TP-001013');
    const form = formOf(await desk.editorOf('TP-001013'));
    spoil(form);
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, id, form);
    expect(saved.ok).toBe(false);
    expect(!saved.ok && 'problems' in saved.error && saved.error.problems).toContainEqual({ field, reason });
  });

  it('refuses a slug or SKU another product has, and a taxon of the wrong kind', async () => {
    const other = await desk.editorOf('TP-001016');
    const id = await desk.productOf('TP-001018');
    const form = formOf(await desk.editorOf('TP-001018'));
    form.el.slug = other.el.slug;
    form.variants[0]!.sku = 'tp-001016';
    form.modelIds = [form.categoryId!];
    const saved = await saveProduct(desk.ctx(), desk.staff.manager, id, form);
    expect(!saved.ok && 'problems' in saved.error && saved.error.problems).toEqual(
      expect.arrayContaining([
        { field: 'el.slug', reason: 'slugTaken' },
        { field: 'variants.0.sku', reason: 'skuTaken' },
        { field: 'modelIds', reason: 'unknownTaxon' },
      ]),
    );
  });

  it('keeps the old slug: the storefront answers it with the new one (301 on the product route)', async () => {
    const id = await desk.productOf('TP-001022');
    const form = formOf(await desk.editorOf('TP-001022'));
    const oldSlug = form.en.slug;
    form.en.slug = 'cylinder-head-gasket-yanmar-2t75';
    expect((await saveProduct(desk.ctx(), desk.staff.manager, id, form)).ok).toBe(true);
    expect(await findProduct({ ...desk.ctx(), locale: 'en' }, { slug: oldSlug })).toEqual({
      redirectTo: 'cylinder-head-gasket-yanmar-2t75',
    });
  });

  it('queues the parts catalogue republication when fitments change, not for a description', async () => {
    const id = await desk.productOf('TP-001025');
    const before = await desk.queuedJobs('publish-catalogue-db');
    let form = formOf(await desk.editorOf('TP-001025'));
    form.en.description = 'Checked again.';
    await saveProduct(desk.ctx(), desk.staff.manager, id, form);
    expect(await desk.queuedJobs('publish-catalogue-db')).toBe(before);
    form = formOf(await desk.editorOf('TP-001025'));
    form.modelIds = [await desk.taxonId('model', 'kubota-l1-185')];
    await saveProduct(desk.ctx(), desk.staff.manager, id, form);
    expect(await desk.queuedJobs('publish-catalogue-db')).toBe(before + 1);
    // A model's document lists its parent taxons too.
    expect((await desk.documentOf(id)).model_ids.map(Number)).toContain(form.modelIds[0]);
  });

  it('creates a product with its master variant, and lets only managers and owners edit', async () => {
    const form = { ...formOf(await desk.editorOf('TP-001027')), version: null };
    const fresh = {
      ...form,
      el: { name: 'Έμβολο δοκιμής', slug: '', description: '' },
      en: { name: 'Test piston', slug: '', description: '' },
      mpn: 'TEST-1',
      variants: [{ id: null, sku: 'TEST-SKU-1', price: '10', salePrice: '', weightGrams: 200, backorderable: false }],
    };
    expect(await saveProduct(desk.ctx(), desk.staff.warehouse, null, fresh)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    const saved = await saveProduct(desk.ctx(), desk.staff.owner, null, fresh);
    expect(saved).toMatchObject({ ok: true, slugs: { el: 'emvolo-dokimis', en: 'test-piston' } });
    const state = await desk.editorOf('TEST-SKU-1');
    expect(state.variants).toEqual([expect.objectContaining({ isMaster: true, stock: 0, price: '10.00' })]);
    expect(state.mpn).toBe('TEST-1');
  });
});
