import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { productDesk } from '../editor/testing';
import { deleteTaxon, moveTaxon, saveTaxon } from './taxon-desk';
import { listTaxons } from './taxon-list';
import { taxonForm } from './testing';

/** Engines and rotovators on the taxonomies page, and the version every save and delete is checked against. */
describe.each(testDatabases)('engines, rotovators and stale versions on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  it.each(['engine', 'rotovator'] as const)(
    'creates, renames and reorders a %s with aliases, years and horsepower, audited and republished',
    async (kind) => {
      const jobs = await desk.queuedJobs('publish-catalogue-db');
      const created = await saveTaxon(
        desk.ctx(),
        desk.staff.manager,
        null,
        taxonForm(kind, `Test ${kind}`, { aliases: 'T1, T-1', years: '1980-1990', hp: '35' }),
      );
      expect(created.ok).toBe(true);
      const id = created.ok ? created.id : 0;
      const row = (await listTaxons(desk.db, kind)).find((each) => each.id === id)!;
      expect(row).toMatchObject({ aliases: ['T1', 'T-1'], years: '1980-1990', hp: 35, version: 0, products: 0 });

      const renamed = await saveTaxon(desk.ctx(), desk.staff.manager, id, {
        ...taxonForm(kind, `Test ${kind} mk2`, { hp: '40' }),
        version: 0,
      });
      expect(renamed).toEqual({ ok: true, id });
      expect((await listTaxons(desk.db, kind)).find((each) => each.id === id)).toMatchObject({
        en: { name: `Test ${kind} mk2`, slug: `test-${kind}-mk2` },
        hp: 40,
        version: 1,
      });

      const top = async () =>
        (await listTaxons(desk.db, kind)).filter((each) => each.parentId === null).map((each) => each.id);
      const before = await top();
      expect(before.at(-1)).toBe(id);
      expect((await moveTaxon(desk.ctx(), desk.staff.manager, id, 'up')).ok).toBe(true);
      expect((await top()).slice(-2)).toEqual([id, before.at(-2)]);

      const actions = (await auditEntries(desk.db, { entity: 'taxon', entityId: id })).map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['taxon.create', 'taxon.update', 'taxon.move']));
      // Fitments are in the parts catalogue's database: every change republishes it.
      expect(await desk.queuedJobs('publish-catalogue-db')).toBeGreaterThanOrEqual(jobs + 3);

      expect(await deleteTaxon(desk.ctx(), desk.staff.manager, id, 1)).toEqual({ ok: true, id });
      const [entry] = await auditEntries(desk.db, { entity: 'taxon', entityId: id });
      expect(entry).toMatchObject({ action: 'taxon.delete', before: { kind, en: { name: `Test ${kind} mk2` } } });
    },
  );

  it.each(['engine', 'rotovator'] as const)('refuses to delete a %s products fit, with their count', async (kind) => {
    const used = (await listTaxons(desk.db, kind)).find((row) => row.products > 0);
    expect(used, `the fixture has a ${kind} that products fit`).toBeDefined();
    expect(await deleteTaxon(desk.ctx(), desk.staff.manager, used!.id, used!.version)).toEqual({
      ok: false,
      error: { code: 'TAXON_IN_USE', products: used!.products, children: 0 },
    });
    expect((await listTaxons(desk.db, kind)).some((row) => row.id === used!.id)).toBe(true);
  });

  it('gives the second of two edits opened at the same version "changed, reload", and changes nothing', async () => {
    const created = await saveTaxon(desk.ctx(), desk.staff.owner, null, taxonForm('brand', 'Twice Opened'));
    const id = created.ok ? created.id : 0;
    const opened = (await listTaxons(desk.db, 'brand')).find((row) => row.id === id)!.version;
    const first = saveTaxon(desk.ctx(), desk.staff.owner, id, { ...taxonForm('brand', 'First Edit'), version: opened });
    const second = saveTaxon(desk.ctx(), desk.staff.manager, id, {
      ...taxonForm('brand', 'Second Edit'),
      version: opened,
    });
    const answers = await Promise.all([first, second]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, error: { code: 'VERSION_CONFLICT' } });
    const after = (await listTaxons(desk.db, 'brand')).find((row) => row.id === id)!;
    expect(after.version).toBe(opened + 1);
    expect(['First Edit', 'Second Edit']).toContain(after.en.name);
    expect(await auditEntries(desk.db, { entity: 'taxon', entityId: id })).toHaveLength(2);

    // A save without the version (an old page) and a delete of what was renamed since are refused the same way.
    expect(await saveTaxon(desk.ctx(), desk.staff.owner, id, taxonForm('brand', 'No Version'))).toEqual({
      ok: false,
      error: { code: 'VERSION_CONFLICT' },
    });
    expect(await deleteTaxon(desk.ctx(), desk.staff.owner, id, opened)).toEqual({
      ok: false,
      error: { code: 'VERSION_CONFLICT' },
    });
    expect(await deleteTaxon(desk.ctx(), desk.staff.owner, id, after.version)).toEqual({ ok: true, id });
  });
});
