import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { productDesk } from '../editor/testing';
import { saveTaxon } from './taxon-desk';
import { listTaxons } from './taxon-list';
import { taxonForm } from './testing';

const category = (name: string, extra: Record<string, unknown> = {}) => taxonForm('category', name, extra);

/** Staff put a new category under another, move one elsewhere, and cannot make a loop. */
describe.each(testDatabases)('where a category sits on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  const rowOf = async (id: number) => (await listTaxons(desk.db, 'category')).find((row) => row.id === id)!;
  const created = async (name: string, parentId: number | null = null) => {
    const saved = await saveTaxon(desk.ctx(), desk.staff.manager, null, category(name, { parentId }));
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    return saved.id;
  };

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it('creates a subcategory under its category, listed below it', async () => {
    const hydraulics = await created('Hydraulics test');
    const pumps = await created('Hydraulic pumps test', hydraulics);
    const rows = await listTaxons(desk.db, 'category');
    const parentAt = rows.findIndex((row) => row.id === hydraulics);
    expect(rows[parentAt + 1]).toMatchObject({ id: pumps, parentId: hydraulics, depth: 1 });
  });

  it('moves an entry under another, and back to the top; a rename that leaves the parent out keeps it', async () => {
    const engines = await created('Engine parts test');
    const filters = await created('Filters test');
    const move = (parentId: number | null, version: number) =>
      saveTaxon(desk.ctx(), desk.staff.manager, filters, category('Filters test', { parentId, version }));
    expect((await move(engines, 0)).ok).toBe(true);
    expect(await rowOf(filters)).toMatchObject({ parentId: engines, depth: 1, version: 1 });
    const renamed = await saveTaxon(
      desk.ctx(),
      desk.staff.manager,
      filters,
      category('Oil filters test', { version: 1 }),
    );
    expect(renamed.ok).toBe(true);
    expect(await rowOf(filters)).toMatchObject({ parentId: engines, en: { name: 'Oil filters test' } });
    expect((await move(null, 2)).ok).toBe(true);
    expect(await rowOf(filters)).toMatchObject({ parentId: null, depth: 0 });
  });

  it('refuses to put an entry under itself, under one below it, or under an entry of another kind', async () => {
    const top = await created('Loop top test');
    const middle = await created('Loop middle test', top);
    const refusal = {
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: 'parentId', reason: 'parent' }] },
    };
    const save = (parentId: number) =>
      saveTaxon(desk.ctx(), desk.staff.manager, top, category('Loop top test', { parentId, version: 0 }));
    expect(await save(top)).toEqual(refusal);
    expect(await save(middle)).toEqual(refusal);
    const brand = await saveTaxon(desk.ctx(), desk.staff.manager, null, taxonForm('brand', 'Brand of a test'));
    expect(await save(brand.ok ? brand.id : 0)).toEqual(refusal);
    expect(await rowOf(top)).toMatchObject({ parentId: null, version: 0 });
  });
});
