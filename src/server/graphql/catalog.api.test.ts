import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BrandsDocument,
  CatalogRelatedDocument,
  CategoriesDocument,
  CompatibilityEntryFieldsFragmentDoc,
  ProductCardFragmentDoc,
  ProductDocument,
  ProductRelatedDocument,
  ProductsSearchDocument,
  SeoMetaDocument,
  SimilarProductsDocument,
  SuggestedProductsDocument,
  SuggestionsDocument,
  TaxonomyDocument,
} from '@/api-client/generated/graphql';
import { getFragmentData, type FragmentType } from '@/api-client/generated';
import type { Database } from '@/server/db/client';
import { variants } from '@/server/db/schema';
import { testDatabases } from '@/server/db/testing';
import { locales, type Locale } from '@/shared/locales';
import { testApi, testConfig, withCatalogue } from './testing';

/** Every catalogue operation as the storefront sends it (persisted documents by hash), on the shared demo catalogue. */
const starter = {
  sku: 'TP-001000',
  mpn: 'SBA121593295',
  slug: {
    el: 'miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni',
    en: 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used',
  },
  price: { el: '120,16\u00a0€', en: '€120.16' },
  condition: { el: 'Μεταχειρισμένο', en: 'Used' },
  country: { el: 'Ιαπωνία', en: 'Japan' },
};
const inactive = {
  draft: { sku: 'TP-003997', mpn: '25H118-20190', slug: 'granazi-kivotiou-hinomoto-e18-z19-metacheirismeno' },
  archived: { sku: 'TP-004600', mpn: '104500-55710', slug: 'filtro-kavsimou-yanmar-2t90-3t75-palaios-kodikos' },
};
const engineCategory: Record<Locale, string> = { el: 'Κινητήρας', en: 'Engine' };

describe.each(testDatabases)('catalogue API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const idOfSku = async (sku: string) =>
    String((await database.db.select({ id: variants.productId }).from(variants).where(eq(variants.sku, sku)))[0]!.id);

  beforeAll(async () => {
    database = await withCatalogue(await open());
    api = testApi(database);
  });
  afterAll(async () => database.close());

  describe.each(locales)('in %s', (locale) => {
    it('gives the footer taxonomy, brands and categories in the language', async () => {
      const [{ taxonomy }, { brands }, { categories }] = await Promise.all([
        api.run(TaxonomyDocument, { where: { kind: 'CATEGORY' }, childrenCount: 6 }, locale),
        api.run(BrandsDocument, {}, locale),
        api.run(CategoriesDocument, {}, locale),
      ]);
      expect(taxonomy?.children).toHaveLength(6);
      expect(taxonomy?.children.map((child) => child.slug)).toEqual(
        categories.slice(0, 6).map((category) => category.slug),
      );
      expect(taxonomy?.children[0]?.name).toBe(engineCategory[locale]);
      expect(brands.length).toBeGreaterThan(10);
      expect(brands.every((brand) => brand.productsCount > 0)).toBe(true);
      expect(brands.find((brand) => brand.slug === 'kubota')).toMatchObject({ name: 'Kubota', kind: 'TRACTOR' });
      expect(categories).toHaveLength(12);
      expect(categories[0]).toMatchObject({ slug: 'engine', name: engineCategory[locale] });
      expect(Math.max(...categories.map((category) => category.children.length))).toBeLessThanOrEqual(5);
    });

    it('gives the full product by slug and by id, with money, condition, country and compatibility in the language', async () => {
      const { product } = await api.run(ProductDocument, { where: { slug: starter.slug[locale] } }, locale);
      expect(product).toMatchObject({
        sku: starter.sku,
        mpn: starter.mpn,
        slug: starter.slug[locale],
        availability: 'AVAILABLE',
        variantsCount: 1,
        onSale: true,
        discountPercent: 18,
        price: { amount: 12016, formatted: starter.price[locale] },
        salePrice: { amount: 9911 },
        condition: { slug: 'used', name: starter.condition[locale] },
        brand: { slug: 'shibaura' },
        country: { code: 'JP', name: starter.country[locale] },
        translations: [
          { locale: 'el', slug: starter.slug.el },
          { locale: 'en', slug: starter.slug.en },
        ],
      });
      const compatible = (entries: readonly FragmentType<typeof CompatibilityEntryFieldsFragmentDoc>[] = []) =>
        getFragmentData(CompatibilityEntryFieldsFragmentDoc, entries);
      expect(compatible(product?.compatibility.model).map((entry) => entry.slug)).toEqual([
        'ford-1300',
        'shibaura-p17f',
        'shibaura-sd1800',
      ]);
      expect(compatible(product?.compatibility.model)[0]).toMatchObject({
        name: '1300',
        parentName: 'Ford',
        parentId: expect.any(String),
      });
      expect(compatible(product?.compatibility.engine).map((entry) => entry.slug)).toEqual(['shibaura-e673']);
      expect(product?.compatibility.rotovator).toEqual([]);
      expect(product?.warrantyOptions).toEqual([expect.objectContaining({ durationMonths: 3 })]);
      expect(product?.properties.some((property) => property.name.toLowerCase().includes('country'))).toBe(false);
      const byId = await api.run(ProductDocument, { where: { id: await idOfSku(starter.sku) } }, locale);
      expect(byId.product).toEqual(product);
    });

    it('answers the other language’s slug with the product under its own slug, and SEO meta with a redirect', async () => {
      const other = locale === 'el' ? 'en' : 'el';
      const { product } = await api.run(ProductDocument, { where: { slug: starter.slug[other] } }, locale);
      expect(product?.slug).toBe(starter.slug[locale]);
      const { seoMeta } = await api.run(
        SeoMetaDocument,
        { where: { type: 'PRODUCT', slug: starter.slug[other] } },
        locale,
      );
      expect(seoMeta).toMatchObject({
        redirectTo: starter.slug[locale],
        translations: [
          { locale: 'el', slug: starter.slug.el },
          { locale: 'en', slug: starter.slug.en },
        ],
      });
      expect(seoMeta?.description.length).toBeLessThanOrEqual(160);
      expect(seoMeta?.tags).toEqual(
        expect.arrayContaining([
          { name: 'description', property: null, content: seoMeta?.description },
          { name: null, property: 'og:type', content: 'product' },
          { name: null, property: 'og:locale', content: locale === 'el' ? 'el_GR' : 'en_US' },
        ]),
      );
      const current = await api.run(SeoMetaDocument, { where: { type: 'CATEGORY', slug: 'oil-filters' } }, locale);
      expect(current.seoMeta).toMatchObject({
        redirectTo: null,
        translations: [
          { locale: 'el', slug: 'oil-filters' },
          { locale: 'en', slug: 'oil-filters' },
        ],
      });
    });

    it('lists related, similar, suggested, diagram and searched products: active ones only', async () => {
      const where = { slug: starter.slug[locale] };
      const [related, similar, suggested, diagram, search, { suggestions }] = await Promise.all([
        api.run(ProductRelatedDocument, { where, first: 4 }, locale),
        api.run(SimilarProductsDocument, { where, first: 3, fields: ['CATEGORY', 'ENGINE'] }, locale),
        api.run(SuggestedProductsDocument, { first: 5, where: { onSale: true }, order: 'PRICE_ASC' }, locale),
        api.run(
          CatalogRelatedDocument,
          { where: { partNumbers: [starter.mpn, inactive.draft.mpn, inactive.archived.mpn] } },
          locale,
        ),
        api.run(ProductsSearchDocument, { first: 5, where: { brand: ['kubota'] } }, locale),
        api.run(SuggestionsDocument, {}, locale),
      ]);
      const cards = (nodes: readonly FragmentType<typeof ProductCardFragmentDoc>[]) =>
        getFragmentData(ProductCardFragmentDoc, nodes);
      const relatedCards = cards(related.productRelated ?? []);
      expect(relatedCards.length).toBeGreaterThan(0);
      expect(relatedCards.length).toBeLessThanOrEqual(4);
      expect(relatedCards.map((card) => card.sku)).not.toContain(starter.sku);
      expect(similar.similarProducts?.id).toBe(await idOfSku(starter.sku));
      expect(cards(similar.similarProducts?.products ?? []).length).toBeLessThanOrEqual(3);
      const saleCards = cards(suggested.suggestedProducts);
      expect(saleCards).toHaveLength(5);
      expect(saleCards.every((card) => card.onSale && card.salePrice !== null)).toBe(true);
      expect(saleCards.map((card) => card.salePrice!.amount)).toEqual(
        saleCards.map((card) => card.salePrice!.amount).sort((a, b) => a - b),
      );
      expect(cards(diagram.catalogRelated).map((card) => card.sku)).toEqual([starter.sku]);
      expect(cards(diagram.catalogRelated)[0]).toMatchObject({
        condition: { name: starter.condition[locale] },
        price: { formatted: starter.price[locale] },
      });
      expect(search.productsSearch.total).toBeGreaterThan(5);
      expect(cards(search.productsSearch.nodes).every((card) => card.brand?.slug === 'kubota')).toBe(true);
      expect(suggestions.onSale).toBeGreaterThan(0);
      expect(suggestions.featured).toBeGreaterThan(0);
      expect(suggestions.all).toBe((await api.run(ProductsSearchDocument, { first: 1 }, locale)).productsSearch.total);
    });
  });

  it.each([
    [undefined, 'el'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EL', 'el'],
    ['fr', 'el'],
  ])('reads Locale %j in %s (Greek by default)', async (header, language) => {
    const response = await api.post<{ category: { name: string } }>(
      { query: '{ category(where: { slug: "engine" }) { name } }' },
      { tenant: testConfig.tenantId, ...(header ? { locale: header } : {}) },
    );
    expect(response.data?.category.name).toBe(engineCategory[language as Locale]);
  });

  it.each([
    ['draft', inactive.draft],
    ['archived', inactive.archived],
  ])('hides the %s product everywhere', async (_, product) => {
    const id = await idOfSku(product.sku);
    for (const where of [{ slug: product.slug }, { id }]) {
      const data = await api.query(
        `query($where: ProductWhereUnique!) { product(where: $where) { id } productRelated(where: $where) { id } similarProducts(where: $where) { id } }`,
        { where },
      );
      expect(data).toEqual({ product: null, productRelated: null, similarProducts: null });
    }
    const search = await api.query<{ productsSearch: { total: number } }>(
      `{ productsSearch(term: "${product.sku}") { total } }`,
    );
    expect(search.productsSearch.total).toBe(0);
    expect(await api.query(`{ seoMeta(where: { type: PRODUCT, slug: "${product.slug}" }) { title } }`)).toEqual({
      seoMeta: null,
    });
  });

  it('answers null for unknown slugs and ids', async () => {
    const data = await api.query(`{
      product(where: { slug: "no-such-part" }) { id }
      byId: product(where: { id: "999999" }) { id }
      category(where: { slug: "no-such-category" }) { id }
      brand(where: { slug: "no-such-brand" }) { id }
      taxonomy(where: { id: "999999" }) { id }
      seoMeta(where: { type: BRAND, slug: "no-such-brand" }) { title }
      productRelated(where: { slug: "no-such-part" }) { id }
    }`);
    expect(data).toEqual({
      product: null,
      byId: null,
      category: null,
      brand: null,
      taxonomy: null,
      seoMeta: null,
      productRelated: null,
    });
  });

  it('caps a huge first at 100, pages with skip, and survives a skip past the end', async () => {
    type Page = { productsSearch: { total: number; nodes: { id: string }[] } };
    const search = (first: number, skip: number) =>
      api.query<Page>(
        'query($first: Int, $skip: Int) { productsSearch(first: $first, skip: $skip, order: NAME) { total nodes { id } } }',
        { first, skip },
      );
    const [huge, page1, page2, beyond] = await Promise.all([
      search(1_000_000, 0),
      search(10, 0),
      search(10, 10),
      search(10, 1_000_000),
    ]);
    expect(huge.productsSearch.nodes).toHaveLength(100);
    expect(page2.productsSearch.total).toBe(page1.productsSearch.total);
    expect(page1.productsSearch.nodes.map((node) => node.id)).not.toEqual(
      expect.arrayContaining(page2.productsSearch.nodes.map((node) => node.id)),
    );
    expect(beyond.productsSearch).toEqual({ total: page1.productsSearch.total, nodes: [] });
    const similar = await api.query<{ similarProducts: { products: unknown[] } }>(
      'query($slug: String!, $first: Int) { similarProducts(where: { slug: $slug }, first: $first) { products { id } } }',
      {
        slug: starter.slug.el,
        first: 100_000,
      },
    );
    expect(similar.similarProducts.products.length).toBeLessThanOrEqual(100);
  });
});
