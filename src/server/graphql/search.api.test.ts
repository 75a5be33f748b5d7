import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/api-client/generated';
import {
  ProductCardFragmentDoc,
  ProductsSearchDocument,
  SearchSuggestionsDocument,
  type ProductsSearchQueryVariables,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { flushSearchLog, topSearchedModels } from '@/server/domains/search';
import { maxSlugsPerFilter } from './inputs';
import { headersFor, persistedRequest, testApi, withCatalogue } from './testing';

/** ProductsSearch with the full input of spec §7, as the storefront sends it (persisted documents by hash). */
const everyFacet = ['BRAND', 'CATEGORY', 'CONDITION', 'MODEL', 'AVAILABILITY', 'PRICE'] as const;

describe.each(testDatabases)('search API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await withCatalogue(await open());
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it('finds a part by a Greeklish term and answers in the interface language', async () => {
    const [greek, english] = await Promise.all([
      api.run(ProductsSearchDocument, { term: 'xitonio mitsubishi k3b', first: 10 }, 'el'),
      api.run(ProductsSearchDocument, { term: 'xitonio mitsubishi k3b', first: 10 }, 'en'),
    ]);
    const names = (result: typeof greek) =>
      getFragmentData(ProductCardFragmentDoc, result.productsSearch.nodes).map((node) => node.name);
    expect(names(greek)).toContain('Χιτώνιο Mitsubishi K3B');
    expect(names(english)).toContain('Cylinder liner Mitsubishi K3B');
  });

  it('says what it understood in the term, and sets it aside when asked, recording the search', async () => {
    const term = 'μίζα μεταχειρισμένη kubota l1-185';
    const narrowed = await api.run(ProductsSearchDocument, { term, first: 20 }, 'el');
    expect(narrowed.productsSearch.understood).toEqual({
      machines: [{ kind: 'MODEL', slug: 'kubota-l1-185', name: 'Kubota L1-185' }],
      condition: 'used',
      brands: [],
      part: 'μίζα',
      ignored: [],
    });
    const wide = await api.run(ProductsSearchDocument, { term, first: 20, ignore: ['MODEL', 'CONDITION'] }, 'el');
    expect(wide.productsSearch.understood.ignored).toEqual(['MODEL', 'CONDITION']);
    expect(wide.productsSearch.total).toBeGreaterThan(narrowed.productsSearch.total);
    await flushSearchLog(database.db);
    expect(
      await topSearchedModels({ db: database.db, locale: 'el', now: () => new Date() }, { since: new Date(0) }),
    ).toContainEqual(expect.objectContaining({ slug: 'kubota-l1-185' }));
  });

  it('filters by lists of slugs and counts every facet, each ignoring its own filter', async () => {
    const all = await api.run(ProductsSearchDocument, { term: 'μίζα', aggs: [...everyFacet], first: 1 }, 'el');
    const chosen = await api.run(
      ProductsSearchDocument,
      { term: 'μίζα', where: { brand: ['kubota', 'yanmar'] }, aggs: [...everyFacet], first: 50 },
      'el',
    );
    const { aggregations } = chosen.productsSearch;
    expect(aggregations.brand).toEqual(all.productsSearch.aggregations.brand);
    const countOf = (slug: string) => aggregations.brand!.find((bucket) => bucket.slug === slug)?.count ?? 0;
    expect(chosen.productsSearch.total).toBe(countOf('kubota') + countOf('yanmar'));
    expect(aggregations.availability!.map((bucket) => bucket.value)).toEqual(['AVAILABLE', 'BACKORDER', 'UNAVAILABLE']);
    const sum = (buckets: readonly { count: number }[] | null | undefined) =>
      (buckets ?? []).reduce((total, bucket) => total + bucket.count, 0);
    expect(sum(aggregations.condition)).toBe(chosen.productsSearch.total);
    expect(sum(aggregations.price)).toBe(chosen.productsSearch.total);
    expect(aggregations.price!.at(-1)?.max).toBeNull();
    expect(aggregations.model!.length).toBeGreaterThan(0);
  });

  it('leaves out the facets not asked for, and takes one slug where a list is expected', async () => {
    // GraphQL coerces one value into a list of one; the typed storefront always sends lists, other clients may not.
    const oneSlug = {
      where: { brand: 'kubota' },
      aggs: ['CONDITION'],
      first: 5,
    } as unknown as ProductsSearchQueryVariables;
    const { productsSearch } = await api.run(ProductsSearchDocument, oneSlug, 'el');
    expect(productsSearch.total).toBeGreaterThan(0);
    expect(productsSearch.aggregations).toMatchObject({
      brand: null,
      category: null,
      model: null,
      availability: null,
      price: null,
    });
    expect(productsSearch.aggregations.condition!.length).toBeGreaterThan(0);
    expect(productsSearch.suggestions).toEqual({ query: null, completions: [] });
  });

  it('gives the header its suggestions: a corrected term, completions and matching parts', async () => {
    const typo = await api.run(SearchSuggestionsDocument, { term: 'alternater' }, 'en');
    expect(typo.productsSearch.suggestions.query).toBe('alternator');
    const typing = await api.run(SearchSuggestionsDocument, { term: 'θερμοσ', first: 3 }, 'el');
    expect(typing.productsSearch.suggestions.completions.length).toBeGreaterThan(0);
    expect(typing.productsSearch.nodes.length).toBeLessThanOrEqual(3);
    expect(typing.productsSearch.nodes[0]).toMatchObject({
      slug: expect.any(String),
      price: { formatted: expect.stringContaining('€') },
    });
  });

  it('answers a search by GET with cache headers, so that suggestions can be cached', async () => {
    const response = await api.get(
      persistedRequest(SearchSuggestionsDocument, { term: 'filtro ladiou' }),
      headersFor('el'),
    );
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
    expect(response.headers.get('cache-control')).toMatch(/public/);
  });

  it.each([
    ['tsquery and SQL syntax', "φίλτρο' & | ! : * ( ) OR 1=1; --"],
    ['a very long term', 'φίλτρο λαδιού '.repeat(200)],
    // A NUL byte, which the database cannot store, is refused before any search (errors.api.test.ts).
    ['a lone accent, emoji and control characters', '\u0301 🚜 \u0001\u0007\u001b filtro'],
  ])('never fails on %s', async (_label, term) => {
    const response = await api.post(
      persistedRequest(ProductsSearchDocument, { term, aggs: [...everyFacet], suggest: true }),
      headersFor('el'),
    );
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
  });

  it('refuses too many slugs in a filter with a clear message', async () => {
    const slugs = Array.from({ length: maxSlugsPerFilter + 1 }, (_, index) => `brand-${index}`);
    const response = await api.post(
      persistedRequest(ProductsSearchDocument, { where: { brand: slugs } }),
      headersFor('el'),
    );
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.errors?.[0]?.message).toMatch(/brand/);
  });
});
