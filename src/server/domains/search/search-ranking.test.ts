import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import type { Locale } from '@/shared/locales';
import { searchProducts, type ProductsSearchInput } from './search.service';

describe.each(testDatabases)('ranking and narrowing on $name', ({ open }) => {
  let database: Database;
  const search = (term: string, input: ProductsSearchInput = {}, locale: Locale = 'el') =>
    searchProducts({ db: database.db, locale }, { term, first: 10, ...input });
  const names = async (term: string, locale: Locale = 'el') =>
    (await search(term, {}, locale)).nodes.map((node) => node.name);

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it.each([
    // The part type named, not types that share a word with it (the examples).
    ['δυναμό', 'el', /^Δυναμό /],
    ['μπεκ', 'el', /^(Μπεκ|Μύτη μπεκ) /],
    ['φίλτρο λαδιού', 'el', /^Φίλτρο λαδιού /],
    ['μίζα', 'el', /^Μίζα /],
    ['alternator', 'en', /^Alternator /],
    ['oil filters', 'en', /^Oil filter /],
    ['διακόπτης μίζας', 'el', /^Διακόπτης μίζας /],
    ['αυτόματος δυναμό', 'el', /^Αυτόματος δυναμό /],
  ])('lists only %j (%s) on the first page when the catalogue has that part type', async (term, locale, type) => {
    const listed = await names(term, locale as Locale);
    expect(listed).toHaveLength(10);
    for (const name of listed) expect(name).toMatch(type);
  });

  it('puts the part type named first and keeps the other ones of its category after it', async () => {
    const { nodes, total } = await search('δυναμό', { first: 100 });
    const kinds = nodes.map((node) => (node.name.startsWith('Δυναμό') ? 'alternator' : 'other'));
    expect(kinds.lastIndexOf('alternator')).toBeLessThan(
      kinds.indexOf('other') === -1 ? Infinity : kinds.indexOf('other'),
    );
    expect(total).toBeGreaterThan(0);
  });

  it.each([
    ['μίζα μεταχειρισμένη', 'used', /^Μίζα /, 'el'],
    ['μεταχειρισμένες μίζες', 'used', /^Μίζα /, 'el'],
    ['new alternator', 'new', /^Alternator /, 'en'],
    ['καινούριο δυναμό', 'new', /^Δυναμό /, 'el'],
  ])('narrows %j to the condition named', async (term, condition, type, locale) => {
    const { nodes, understood } = await search(term, { first: 50 }, locale as Locale);
    expect(understood.condition).toBe(condition);
    expect(nodes.length).toBeGreaterThan(10);
    for (const node of nodes) expect(node.condition?.slug).toBe(condition);
    for (const node of nodes.slice(0, 10)) expect(node.name).toMatch(type);
  });

  it('shows only used starters for Kubota L1-185, and every starter with that tractor first once set aside', async () => {
    const narrowed = await search('μίζα μεταχειρισμένη kubota l1-185', { first: 50 });
    expect(narrowed.understood).toMatchObject({
      machines: [{ kind: 'model', slug: 'kubota-l1-185', name: 'Kubota L1-185' }],
      condition: 'used',
      part: 'μίζα',
      ignored: [],
    });
    expect(narrowed.total).toBeGreaterThan(0);
    for (const node of narrowed.nodes) {
      expect(node.name).toMatch(/^Μίζα /);
      expect(node.condition?.slug).toBe('used');
      expect(node.fits).toContain('kubota-l1-185');
    }
    const everything = await search('μίζα μεταχειρισμένη kubota l1-185', { ignore: ['model', 'condition'], first: 50 });
    expect(everything.understood.ignored).toEqual(['model', 'condition']);
    expect(everything.total).toBeGreaterThan(narrowed.total * 10);
    const fitting = everything.nodes.map((node) => node.fits.includes('kubota-l1-185'));
    expect(fitting.slice(0, fitting.filter(Boolean).length).every(Boolean)).toBe(true);
    expect(everything.nodes.every((node) => node.name.startsWith('Μίζα '))).toBe(true);
  });

  it('ranks the parts of a maker named alone first, without leaving out the others', async () => {
    const kubota = await search('δυναμό kubota', { first: 100 });
    const all = await search('δυναμό', { first: 1 });
    expect(kubota.understood.brands).toEqual([{ slug: 'kubota', name: 'Kubota' }]);
    expect(kubota.total).toBe(all.total);
    // Among the alternators (the part type named comes first of all), Kubota's first.
    const fits = kubota.nodes
      .filter((node) => node.name.startsWith('Δυναμό '))
      .map((node) => node.brand?.slug === 'kubota' || node.fits.some((key) => key.startsWith('kubota-')));
    expect(fits[0]).toBe(true);
    expect(fits.indexOf(false)).toBeGreaterThan(fits.lastIndexOf(true) === -1 ? -1 : 0);
    expect(fits.slice(0, fits.indexOf(false))).not.toContain(false);
    expect(fits.slice(fits.indexOf(false))).not.toContain(true);
  });

  it('puts in-stock parts before out-of-stock ones of the same type and fitment', async () => {
    const { nodes } = await search('ψυγείο iseki tx1500', { first: 50 });
    const ranks = nodes.map((node) => ['available', 'backorder', 'unavailable'].indexOf(node.availability));
    expect(nodes.some((node) => node.sku === 'TP-002503')).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it.each([
    ['υδραυλική αντλία για yanmar ym1500'],
    ['hydraulic pump for the yanmar ym1500'],
    ['ydravliki antlia gia yanmar ym1500'],
  ])('ignores the stop words of %j', async (term) => {
    const { nodes } = await search(term, {}, 'el');
    expect(nodes.length).toBeGreaterThanOrEqual(5);
    for (const node of nodes) {
      expect(node.name).toMatch(/^Υδραυλική αντλία /);
      expect(node.fits).toContain('yanmar-ym1500');
    }
  });

  it('finds a Greeklish question with a typo in it', async () => {
    const { nodes, suggestions } = await search('flatza kefalis john deere 850', { suggest: true });
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node.name).toMatch(/^Φλάντζα κεφαλής /);
      expect(node.fits).toContain('john-deere-850');
    }
    expect(suggestions.query).toContain('φλαντζα');
  });

  it.each([
    ['καρμπυρατέρ'],
    ['windscreen wiper'],
    ['φίλτρο λαδιού ferrari'],
    ['για και του με'],
    ['μαχαίρια φρέζας μεταχειρισμένα'],
  ])('lists nothing for %j rather than unrelated parts', async (term) => {
    const { nodes, total } = await search(term);
    expect(total).toBe(0);
    expect(nodes).toEqual([]);
  });
});
