import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { searchProducts } from '@/server/domains/search';
import { stockLedgerMismatches } from '@/server/domains/stock';
import { proposeUsedPart } from '@/shared/used-part-rules';
import { listUsedPart } from './list-used-part';
import { partTypesByCategory } from './part-types';
import { productDesk } from './testing';

describe('the proposed names of a used part', () => {
  it('puts the part type first, the machines, the condition last, in both languages', () => {
    const proposal = proposeUsedPart({
      partType: { el: 'Μίζα', en: 'Starter motor' },
      models: ['Kubota L1-185'],
      condition: { el: 'Μεταχειρισμένο', en: 'Used' },
      mpn: '15401-63012',
    });
    expect(proposal.el.name).toBe('Μίζα 15401-63012 για Kubota L1-185 (μεταχειρισμένο)');
    expect(proposal.en.name).toBe('Starter motor 15401-63012 for Kubota L1-185 (used)');
    expect(proposal.en.description).toContain('Fits Kubota L1-185.');
  });
});

describe.each(testDatabases)('listing a used part on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
  });
  afterAll(async () => database.close());

  const part = async () => ({
    categoryId: await desk.taxonId('category', 'starter-motors'),
    modelIds: [await desk.taxonId('model', 'kubota-l1-185')],
    conditionId: await desk.taxonId('condition', 'used'),
    mpn: '15401-63012',
    price: '95,50',
    shelfLocation: 'B-12',
    el: { name: 'Μίζα 15401-63012 για Kubota L1-185 (μεταχειρισμένη)', description: 'Μεταχειρισμένη μίζα.' },
    en: { name: 'Starter motor 15401-63012 for Kubota L1-185 (used)', description: 'Used starter motor.' },
  });

  it('puts one unit on the shelf through the ledger and is found at once by the storefront search', async () => {
    const listed = await listUsedPart(desk.ctx(), desk.staff.warehouse, await part());
    expect(listed).toMatchObject({ ok: true });
    const found = await searchProducts(desk.ctx(), { term: '1540163012' });
    expect(found.nodes.map((node) => node.id)).toContain(listed.ok && listed.id);
    const byWords = await searchProducts(desk.ctx(), { term: 'μιζα kubota l1-185' });
    expect(byWords.nodes.map((node) => node.id)).toContain(listed.ok && listed.id);
    expect(await stockLedgerMismatches(desk.db)).toEqual([]);
  });

  it('proposes each category by the part type its products are named by', async () => {
    const types = await partTypesByCategory(desk.db);
    expect(types[await desk.taxonId('category', 'starter-motors')]).toEqual({ el: 'Μίζα', en: 'Starter motor' });
  });

  it('numbers a slug already taken, and names a missing field', async () => {
    const again = await listUsedPart(desk.ctx(), desk.staff.warehouse, await part());
    expect(again).toMatchObject({ ok: true, slugs: { en: 'starter-motor-15401-63012-for-kubota-l1-185-used-2' } });
    const missing = await listUsedPart(desk.ctx(), desk.staff.warehouse, {
      ...(await part()),
      shelfLocation: '',
      modelIds: [],
    });
    expect(!missing.ok && 'problems' in missing.error && missing.error.problems).toEqual(
      expect.arrayContaining([
        { field: 'shelfLocation', reason: 'required' },
        { field: 'modelIds', reason: 'required' },
      ]),
    );
    expect(await listUsedPart(desk.ctx(), desk.staff.accountant, await part())).toMatchObject({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
  });
});
