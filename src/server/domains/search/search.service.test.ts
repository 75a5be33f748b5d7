import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { listProducts } from '@/server/domains/catalog/products.service';
import { products, variants } from '@/server/db/schema';
import { temporaryStorage } from '@/server/storage/testing';
import { refreshSearchDocuments } from './search-documents';
import type { Locale } from '@/shared/locales';
import { searchProducts } from './search.service';

describe.each(testDatabases)('searchProducts on $name', ({ open }) => {
  let database: Database;
  const ctx = (locale: Locale = 'el') => ({ db: database.db, locale });

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it('lists every active product for an empty term, as the listing does', async () => {
    const [search, listing] = await Promise.all([
      searchProducts(ctx(), { first: 5 }),
      listProducts(ctx(), { first: 1 }),
    ]);
    expect(search.total).toBe(listing.total);
    expect(search.nodes).toHaveLength(5);
  });

  it.each([
    ['an archived product by its own number', '104500-55710', 'TP-004600'],
    ['a draft product', 'TP-003997', 'TP-003997'],
  ])('never shows %s', async (_label, term, sku) => {
    const { nodes } = await searchProducts(ctx(), { term, first: 50 });
    expect(nodes.map((node) => node.sku)).not.toContain(sku);
  });

  it('shows results in the interface language whatever the language of the term', async () => {
    const greek = await searchProducts(ctx('en'), { term: 'χιτώνιο mitsubishi k3b', first: 10 });
    expect(greek.nodes.find((node) => node.sku === 'TP-008153')?.name).toBe('Cylinder liner Mitsubishi K3B');
    const english = await searchProducts(ctx('el'), { term: 'cylinder liner mitsubishi k3b', first: 10 });
    expect(english.nodes.find((node) => node.sku === 'TP-008153')?.name).toBe('Χιτώνιο Mitsubishi K3B');
  });

  it('puts in-stock parts before out-of-stock ones at equal relevance', async () => {
    const { nodes } = await searchProducts(ctx(), { term: 'ψυγείο iseki tx1500', first: 50 });
    const ranks = nodes.map((node) => ['available', 'backorder', 'unavailable'].indexOf(node.availability));
    expect(nodes.some((node) => node.sku === 'TP-002503')).toBe(true);
    expect(ranks.indexOf(2)).toBeGreaterThan(ranks.lastIndexOf(0) === -1 ? -1 : 0);
  });

  it('filters by brand, category (with its sub-categories), condition, model, price, availability and sale', async () => {
    const where = {
      brand: 'kubota',
      category: 'filters',
      condition: 'new',
      model: 'kubota-l1-185',
      priceMax: 10000,
      availability: ['available' as const],
    };
    const { nodes, total } = await searchProducts(ctx(), { where, first: 100 });
    expect(total).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node.brand?.slug).toBe('kubota');
      expect(node.condition?.slug).toBe('new');
      expect(node.availability).toBe('available');
      expect((node.salePrice ?? node.price).amount).toBeLessThanOrEqual(10000);
    }
    const onSale = await searchProducts(ctx(), { where: { onSale: true }, first: 100 });
    expect(onSale.nodes.every((node) => node.onSale)).toBe(true);
    expect(await searchProducts(ctx(), { where: { brand: 'no-such-brand' } })).toMatchObject({ total: 0, nodes: [] });
  });

  it('counts facets on the filtered result, each ignoring its own filter', async () => {
    const all = await searchProducts(ctx(), {
      term: 'μίζα',
      aggs: ['brand', 'condition', 'availability', 'price'],
      first: 1,
    });
    const kubota = await searchProducts(ctx(), {
      term: 'μίζα',
      where: { brand: 'kubota' },
      aggs: ['brand', 'condition', 'availability', 'price'],
      first: 1,
    });
    expect(kubota.aggregations.brand).toEqual(all.aggregations.brand);
    expect(kubota.total).toBe(all.aggregations.brand!.find((bucket) => bucket.slug === 'kubota')!.count);
    const sum = (buckets: { count: number }[] = []) => buckets.reduce((total, bucket) => total + bucket.count, 0);
    expect(sum(kubota.aggregations.condition)).toBe(kubota.total);
    expect(sum(kubota.aggregations.availability)).toBe(kubota.total);
    expect(sum(kubota.aggregations.price)).toBe(kubota.total);
  });

  it('names a tractor model under its maker, never a bare "850"', async () => {
    const found = await searchProducts(ctx(), { term: 'μίζα', aggs: ['model'], first: 1 });
    const models = found.aggregations.model!;
    expect(models.length).toBeGreaterThan(0);
    for (const bucket of models) expect(bucket.name).toMatch(/^\S.* › \S/);
    expect(models.find((bucket) => bucket.slug === 'kubota-l1-185')?.name).toBe('Kubota › L1-185');
  });

  it('counts each chosen facet under the other chosen filters only', async () => {
    const aggs = ['brand', 'condition', 'price'] as const;
    const [both, usedOnly, kubotaOnly] = await Promise.all([
      searchProducts(ctx(), {
        term: 'μίζα',
        where: { brand: 'kubota', condition: 'used', priceMax: 50000 },
        aggs,
        first: 1,
      }),
      searchProducts(ctx(), { term: 'μίζα', where: { condition: 'used', priceMax: 50000 }, aggs, first: 1 }),
      searchProducts(ctx(), { term: 'μίζα', where: { brand: 'kubota', priceMax: 50000 }, aggs, first: 1 }),
    ]);
    expect(both.aggregations.brand).toEqual(usedOnly.aggregations.brand);
    expect(both.aggregations.condition).toEqual(kubotaOnly.aggregations.condition);
    expect(both.total).toBe(usedOnly.aggregations.brand!.find((bucket) => bucket.slug === 'kubota')!.count);
    expect(both.aggregations.price!.reduce((sum, bucket) => sum + bucket.count, 0)).toBeGreaterThanOrEqual(both.total);
  });

  it.each(['price-asc', 'price-desc', 'newest', 'name'] as const)('orders by %s', async (order) => {
    const { nodes } = await searchProducts(ctx(), { term: 'φίλτρο', order, first: 20 });
    const prices = nodes.map((node) => (node.salePrice ?? node.price).amount);
    if (order === 'price-asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
    if (order === 'price-desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(nodes.length).toBe(20);
  });

  it('suggests a correction for a typo and completions of the last word', async () => {
    const { suggestions } = await searchProducts(ctx(), { term: 'alternater', suggest: true, first: 1 });
    expect(suggestions.query).toBe('alternator');
    const typing = await searchProducts(ctx(), { term: 'θερμοσ', suggest: true, first: 1 });
    expect(typing.suggestions.completions.length).toBeGreaterThan(0);
    expect(typing.total).toBeGreaterThan(0);
  });

  it('searches only the asked fields', async () => {
    const inDescriptions = await searchProducts(ctx(), { term: 'ιαπωνία', fields: ['description'], first: 1 });
    const inNames = await searchProducts(ctx(), { term: 'ιαπωνία', fields: ['name'], first: 1 });
    expect(inDescriptions.total).toBeGreaterThan(inNames.total);
  });

  it.each([
    ["'&|!:*()"],
    ["φίλτρο' OR 1=1; drop table products; --"],
    ['\u0301'],
    ['🚜🚜🚜'],
    ['\u0000\u0007\u001b[31m'],
    ['a:* & !b | (c'],
    ['φίλτρο '.repeat(400)],
    ['x'.repeat(10000)],
    ['\\'],
    ['%_%'],
    ['για και the for'],
  ])('never fails on bad input %#', async (term) => {
    const result = await searchProducts(ctx(), { term, aggs: ['brand', 'price'], suggest: true, first: 5, skip: -3 });
    expect(result.total).toBeGreaterThanOrEqual(0);
  });

  it('sees a change of the catalogue at once, though it remembers answers', async () => {
    const sku = 'TP-008801';
    const search = async () =>
      (await searchProducts(ctx(), { term: sku, aggs: ['availability'], first: 5 })).nodes.map((node) => node.sku);
    expect(await search()).toContain(sku);
    expect(await search()).toContain(sku);
    const [variant] = await database.db.select({ id: variants.productId }).from(variants).where(eq(variants.sku, sku));
    const id = variant!.id;
    const setStatus = (status: 'draft' | 'active') =>
      database.db.transaction(async (tx) => {
        await tx.update(products).set({ status }).where(eq(products.id, id));
        await refreshSearchDocuments(tx, [id]);
      });
    await setStatus('draft');
    expect(await search()).not.toContain(sku);
    await setStatus('active');
    expect(await search()).toContain(sku);
  });
});
