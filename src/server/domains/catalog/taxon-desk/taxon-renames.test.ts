import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { getCategory, listCategories } from '../categories.service';
import { productDesk } from '../editor/testing';
import { seoMeta } from '../seo.service';
import { taxonRedirect } from '../taxon-redirects';
import { getBrand } from '../taxonomy.service';
import { saveTaxon } from './taxon-desk';
import { listTaxons } from './taxon-list';
import { setTaxonPicture, taxonPictureKeys } from './taxon-picture';

const picture = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A renamed category's or brand's old address leads to its new one; a category's picture, checked by its bytes. */
describe.each(testDatabases)('taxon renames and pictures on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  const el = () => ({ ...desk.ctx(), locale: 'el' as const });
  const en = () => ({ ...desk.ctx(), locale: 'en' as const });

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it('keeps a renamed category’s old slugs as redirects to the new ones, in both languages', async () => {
    const category = (await listTaxons(desk.db, 'category')).find((row) => row.products > 0)!;
    const saved = await saveTaxon(desk.ctx(), desk.staff.manager, category.id, {
      kind: 'category',
      version: category.version,
      el: { name: 'Μετονομασμένη', slug: 'metonomasmeni' },
      en: { name: 'Renamed', slug: 'renamed-category' },
    });
    expect(saved).toEqual({ ok: true, id: category.id });
    expect(await getCategory(el(), category.el.slug)).toBeNull();
    expect(await taxonRedirect(el(), 'category', category.el.slug)).toBe('metonomasmeni');
    expect(await taxonRedirect(en(), 'category', category.en.slug)).toBe('renamed-category');
    // The other language's current slug leads to this language's; a current or unknown one leads nowhere.
    expect(await taxonRedirect(el(), 'category', 'renamed-category')).toBe('metonomasmeni');
    expect(await taxonRedirect(el(), 'category', 'metonomasmeni')).toBeNull();
    expect(await taxonRedirect(el(), 'category', 'no-such-category')).toBeNull();
    expect(await taxonRedirect(el(), 'brand', category.el.slug)).toBeNull();
    expect(await seoMeta(el(), { type: 'category', slug: category.el.slug })).toMatchObject({
      title: 'Μετονομασμένη',
      redirectTo: 'metonomasmeni',
    });
    const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: category.id });
    expect(entry).toMatchObject({
      action: 'taxon.update',
      before: { el: { slug: category.el.slug } },
      after: { el: { slug: 'metonomasmeni' } },
    });

    // Renamed back: the first slug is the address again, and the second one now redirects to it.
    await saveTaxon(desk.ctx(), desk.staff.manager, category.id, {
      kind: 'category',
      version: category.version + 1,
      el: { name: category.el.name, slug: category.el.slug },
      en: { name: category.en.name, slug: category.en.slug },
    });
    expect((await getCategory(el(), category.el.slug))?.id).toBe(category.id);
    expect(await taxonRedirect(el(), 'category', category.el.slug)).toBeNull();
    expect(await taxonRedirect(el(), 'category', 'metonomasmeni')).toBe(category.el.slug);
  });

  it('redirects a renamed brand’s old slug, and a new brand may take the old slug over', async () => {
    const brand = (await listTaxons(desk.db, 'brand')).find((row) => row.products > 0)!;
    const old = brand.en.slug;
    await saveTaxon(desk.ctx(), desk.staff.owner, brand.id, {
      kind: 'brand',
      version: brand.version,
      el: { name: brand.el.name, slug: `${old}-new` },
      en: { name: brand.en.name, slug: `${old}-new` },
    });
    expect(await getBrand(en(), old)).toBeNull();
    expect(await taxonRedirect(en(), 'brand', old)).toBe(`${old}-new`);
    const taken = await saveTaxon(desk.ctx(), desk.staff.owner, null, {
      kind: 'brand',
      el: { name: 'Άλλη', slug: old },
      en: { name: 'Another', slug: old },
    });
    expect(taken.ok).toBe(true);
    expect(await taxonRedirect(en(), 'brand', old)).toBeNull();
    expect((await getBrand(en(), old))?.name).toBe('Another');
  });

  it.each([
    ['a text file', () => Buffer.from('not a picture\n'.repeat(40)), 'PHOTO_NOT_IMAGE'],
    ['an empty file', () => Buffer.alloc(0), 'PHOTO_EMPTY'],
    ['a PNG cut short', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'PHOTO_UNREADABLE'],
  ])('refuses %s as a category’s picture, and keeps the one it had', async (_, bytes, code) => {
    const [category] = await listTaxons(desk.db, 'category');
    expect(await setTaxonPicture(desk.ctx(), desk.staff.manager, category!.id, bytes())).toEqual({
      ok: false,
      error: { code },
    });
    expect((await listTaxons(desk.db, 'category'))[0]!.imagePath).toBe(category!.imagePath);
  });

  it('stores a category’s picture resized, shows it on the storefront, replaces and removes it, audited', async () => {
    const [category] = await listTaxons(desk.db, 'category');
    const id = category!.id;
    expect(await setTaxonPicture(desk.ctx(), desk.staff.manager, id, await picture())).toEqual({ ok: true, id });
    const first = (await listTaxons(desk.db, 'category'))[0]!.imagePath!;
    expect(first).toMatch(new RegExp(`^taxons/staff/${id}/[0-9a-f]{16}\\.webp$`));
    const stored = (await desk.files.get(first))!;
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const shown = (await listCategories(el())).find((each) => each.id === id)!;
    expect(shown.image).toEqual({ src: `/uploads/${first}`, alt: category!.el.name });

    await setTaxonPicture(desk.ctx(), desk.staff.manager, id, await picture());
    const second = (await listTaxons(desk.db, 'category'))[0]!.imagePath!;
    expect(second).not.toBe(first);
    for (const key of taxonPictureKeys(first)) expect(await desk.files.exists(key)).toBe(false);
    expect(await setTaxonPicture(desk.ctx(), desk.staff.manager, id, null)).toEqual({ ok: true, id });
    expect((await getCategory(el(), category!.el.slug))!.image).toBeNull();
    expect(await desk.files.exists(second)).toBe(false);
    const actions = (await auditEntries(desk.db, { entity: 'taxon', entityId: id })).map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['taxon.picture-remove', 'taxon.picture-set', 'taxon.picture-set']);
  });

  it('gives no picture to a tractor model, and none to staff without the permission', async () => {
    const [model] = await listTaxons(desk.db, 'model');
    expect(await setTaxonPicture(desk.ctx(), desk.staff.manager, model!.id, await picture())).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const [category] = await listTaxons(desk.db, 'category');
    expect(await setTaxonPicture(desk.ctx(), desk.staff.warehouse, category!.id, await picture())).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
  });
});
