import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { productDesk } from '../editor/testing';
import { deleteTaxon, moveTaxon, saveTaxon } from './taxon-desk';
import { listTaxons } from './taxon-list';
import { taxonForm } from './testing';

/** The taxonomies page: create, rename, reorder, delete only what no product uses; every change audited. */
describe.each(testDatabases)('brands, categories and models on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it('creates a model with aliases, years and horsepower, audited, and republishes the parts catalogue', async () => {
    const jobs = await desk.queuedJobs('publish-catalogue-db');
    const saved = await saveTaxon(
      desk.ctx(),
      desk.staff.manager,
      null,
      taxonForm('model', 'Fiat 480 Test', { aliases: 'Fiat 480, 480 DT', years: '1970-1978', hp: '48' }),
    );
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : 0;
    const rows = await listTaxons(desk.db, 'model');
    expect(rows.at(-1)).toMatchObject({
      id,
      en: { name: 'Fiat 480 Test', slug: 'fiat-480-test' },
      aliases: ['Fiat 480', '480 DT'],
      years: '1970-1978',
      hp: 48,
      products: 0,
    });
    expect(await desk.queuedJobs('publish-catalogue-db')).toBe(jobs + 1);
    const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: id });
    expect(entry).toMatchObject({ action: 'taxon.create', actorEmail: desk.staff.manager.email });
  });

  it('names the field of a bad value, and refuses a slug another entry of the kind has', async () => {
    const [first] = await listTaxons(desk.db, 'category');
    const bad = await saveTaxon(desk.ctx(), desk.staff.owner, null, {
      ...taxonForm('model', 'X', { years: 'sometime', hp: '-3' }),
      el: { name: ' ', slug: 'Not A Slug' },
    });
    expect(!bad.ok && 'problems' in bad.error && bad.error.problems).toEqual(
      expect.arrayContaining([
        { field: 'el.name', reason: 'required' },
        { field: 'el.slug', reason: 'slug' },
        { field: 'years', reason: 'years' },
        { field: 'hp', reason: 'hp' },
      ]),
    );
    const taken = await saveTaxon(desk.ctx(), desk.staff.owner, null, {
      ...taxonForm('category', 'Another'),
      en: { name: 'Another', slug: first!.en.slug },
    });
    expect(!taken.ok && 'problems' in taken.error && taken.error.problems).toEqual([
      { field: 'en.slug', reason: 'slugTaken' },
    ]);
  });

  it('renames a brand in both languages and rebuilds the search documents of its products', async () => {
    const brand = (await listTaxons(desk.db, 'brand')).find((row) => row.products > 0)!;
    const version = async () =>
      Number(rowsOf<{ version: number }>(await desk.db.execute(sql`select version from search_version`))[0]!.version);
    const searchVersion = await version();
    const saved = await saveTaxon(desk.ctx(), desk.staff.owner, brand.id, {
      kind: 'brand',
      version: brand.version,
      el: { name: 'Μάρκα Δοκιμής', slug: 'marka-dokimis' },
      en: { name: 'Test Brand', slug: 'test-brand' },
    });
    expect(saved).toEqual({ ok: true, id: brand.id });
    const after = (await listTaxons(desk.db, 'brand')).find((row) => row.id === brand.id)!;
    expect(after).toMatchObject({ el: { name: 'Μάρκα Δοκιμής' }, en: { name: 'Test Brand', slug: 'test-brand' } });
    expect(await version()).toBeGreaterThan(searchVersion);
    const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: brand.id });
    expect(entry).toMatchObject({ action: 'taxon.update', before: { en: { name: brand.en.name } } });
  });

  it('gives a category an excerpt, and keeps it when a rename leaves it out', async () => {
    const created = await saveTaxon(desk.ctx(), desk.staff.manager, null, {
      ...taxonForm('category', 'Seats'),
      el: { name: 'Καθίσματα δοκιμής', slug: '', excerpt: 'Καθίσματα οδηγού' },
      en: { name: 'Test seats', slug: '', excerpt: 'Driver seats' },
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const rename = { ...taxonForm('category', 'Test tractor seats'), version: 0 };
    expect((await saveTaxon(desk.ctx(), desk.staff.manager, id, rename)).ok).toBe(true);
    expect((await listTaxons(desk.db, 'category')).find((row) => row.id === id)).toMatchObject({
      el: { excerpt: 'Καθίσματα οδηγού' },
      en: { name: 'Test tractor seats', slug: 'test-tractor-seats', excerpt: 'Driver seats' },
    });
  });

  it('moves a category up and down by one place among its siblings; the first stays first', async () => {
    const top = async () =>
      (await listTaxons(desk.db, 'category')).filter((row) => row.parentId === null).map((row) => row.id);
    const before = await top();
    expect(before.length).toBeGreaterThan(1);
    expect((await moveTaxon(desk.ctx(), desk.staff.manager, before[1]!, 'up')).ok).toBe(true);
    expect((await top()).slice(0, 2)).toEqual([before[1], before[0]]);
    await moveTaxon(desk.ctx(), desk.staff.manager, before[1]!, 'down');
    expect(await top()).toEqual(before);
    await moveTaxon(desk.ctx(), desk.staff.manager, before[0]!, 'up');
    expect(await top()).toEqual(before);
    const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: before[1]! });
    expect(entry).toMatchObject({ action: 'taxon.move' });
  });

  it('refuses to delete a taxon in use, with the count; deletes one that is not, audited', async () => {
    const used = (await listTaxons(desk.db, 'category')).find((row) => row.products > 0)!;
    expect(await deleteTaxon(desk.ctx(), desk.staff.manager, used.id, used.version)).toEqual({
      ok: false,
      error: { code: 'TAXON_IN_USE', products: used.products, children: 0 },
    });
    const created = await saveTaxon(desk.ctx(), desk.staff.manager, null, taxonForm('category', 'Short lived'));
    const id = created.ok ? created.id : 0;
    expect(await deleteTaxon(desk.ctx(), desk.staff.manager, id, 0)).toEqual({ ok: true, id });
    expect((await listTaxons(desk.db, 'category')).some((row) => row.id === id)).toBe(false);
    const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: id });
    expect(entry).toMatchObject({ action: 'taxon.delete' });
  });

  it('refuses staff without the permission', async () => {
    expect(await saveTaxon(desk.ctx(), desk.staff.warehouse, null, taxonForm('brand', 'Nope'))).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect((await deleteTaxon(desk.ctx(), desk.staff.accountant, 1, 0)).ok).toBe(false);
  });
});
