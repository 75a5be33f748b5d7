import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { temporaryStorage } from '@/server/storage/testing';
import type { Locale } from '@/shared/locales';
import { getCategory, listCategories } from './categories.service';
import { importCatalogue } from './import';
import { copyCatalogue, sharedCatalogue } from './import/testing/catalogue-fixture';
import { products, productTaxons, variants } from './product.tables';
import { findProduct, type ProductDetail } from './product-detail.service';
import { listProducts } from './products.service';
import { similarProducts, suggestionCounts } from './related.service';
import { seoMeta } from './seo.service';
import { countActiveProducts, productSitemapEntries, taxonSitemapEntries } from './sitemap.service';
import { findTaxon, getBrand, getTaxonomy, listBrands } from './taxonomy.service';
import { taxonomies, taxons } from './taxonomy.tables';

describe.each(testDatabases)('catalogue reads on $name', ({ open }) => {
  let database: Database;
  const ctx = (locale: Locale = 'el') => ({ db: database.db, locale });
  const product = async (slug: string, locale: Locale = 'el'): Promise<ProductDetail> => {
    const found = await findProduct(ctx(locale), { slug });
    if (!found || !('product' in found)) throw new Error(`no product ${slug}`);
    return found.product;
  };

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  describe('categories', () => {
    it('lists the top categories in both languages with at most 5 sub-categories and their product counts', async () => {
      const [greek, english] = await Promise.all([listCategories(ctx('el')), listCategories(ctx('en'))]);
      expect(greek).toHaveLength(12);
      expect(greek[0]).toMatchObject({ slug: 'engine', name: 'Κινητήρας' });
      expect(english[0]).toMatchObject({ slug: 'engine', name: 'Engine' });
      expect(Math.max(...greek.map((category) => category.children.length))).toBeLessThanOrEqual(5);
      const engine = greek[0]!;
      const listed = await listProducts(ctx(), { where: { category: 'engine' }, first: 1 });
      expect(engine.productsCount).toBe(listed.total);
      expect(engine.productsCount).toBeGreaterThan(0);
    });

    it('finds a category by slug with its parent and all sub-categories, and null for an unknown one', async () => {
      const filters = await getCategory(ctx('en'), 'oil-filters');
      expect(filters).toMatchObject({ name: 'Oil filters', parent: { slug: 'filters' } });
      expect(await getCategory(ctx(), 'no-such-category')).toBeNull();
    });

    it('gives the footer taxonomy: kind category, 6 children by sort order', async () => {
      const taxonomy = await getTaxonomy(ctx('en'), { kind: 'category' }, 6);
      expect(taxonomy?.children.map((child) => child.slug)).toEqual(
        (await listCategories(ctx('en'), { first: 6 })).map((category) => category.slug),
      );
    });
  });

  describe('product listing', () => {
    it('lists only active products and counts them all', async () => {
      const all = await listProducts(ctx(), { first: 5 });
      expect(all.nodes).toHaveLength(5);
      const suggestions = await suggestionCounts(ctx());
      expect(all.total).toBe(suggestions.all);
      expect(all.nodes.every((node) => node.status === 'active')).toBe(true);
      expect(suggestions.onSale).toBeGreaterThan(0);
      expect(suggestions.featured).toBeGreaterThan(0);
    });

    it('includes a top category’s sub-categories and filters by brand, fitment, sale and price', async () => {
      const [engine, kubota, fitsL1185, onSale, cheap] = await Promise.all([
        listProducts(ctx(), { where: { category: 'engine' } }),
        listProducts(ctx(), { where: { brand: 'kubota' }, first: 100 }),
        listProducts(ctx(), { where: { model: 'kubota-l1-185' } }),
        listProducts(ctx(), { where: { onSale: true }, first: 100 }),
        listProducts(ctx(), { where: { priceMax: 1000 }, order: 'price-desc', first: 100 }),
      ]);
      expect(engine.total).toBeGreaterThan(0);
      expect(kubota.nodes.every((node) => node.brand?.slug === 'kubota')).toBe(true);
      expect(fitsL1185.total).toBeGreaterThan(0);
      expect(onSale.nodes.every((node) => node.salePrice !== null && node.salePrice.amount < node.price.amount)).toBe(
        true,
      );
      expect(cheap.nodes.every((node) => (node.salePrice ?? node.price).amount <= 1000)).toBe(true);
      expect(await listProducts(ctx(), { where: { brand: 'no-such-brand' } })).toEqual({ total: 0, nodes: [] });
    });

    it('orders by price both ways and pages without overlap', async () => {
      const ascending = await listProducts(ctx(), { order: 'price-asc', first: 30 });
      const prices = ascending.nodes.map((node) => (node.salePrice ?? node.price).amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const [page1, page2] = await Promise.all([
        listProducts(ctx(), { order: 'name', first: 10 }),
        listProducts(ctx(), { order: 'name', first: 10, skip: 10 }),
      ]);
      expect(page2.total).toBe(page1.total);
      expect(page1.nodes.map((node) => node.id)).not.toEqual(
        expect.arrayContaining(page2.nodes.map((node) => node.id)),
      );
    });

    it('caps a huge page and survives a skip past the end', async () => {
      expect((await listProducts(ctx(), { first: 1_000_000 })).nodes).toHaveLength(100);
      const beyond = await listProducts(ctx(), { first: 10, skip: 1_000_000 });
      expect(beyond.nodes).toEqual([]);
      expect(beyond.total).toBeGreaterThan(0);
    });

    it('formats money for the language: 1.234,56 € in Greek, €1,234.56 in English', async () => {
      const [greek, english] = await Promise.all([
        product('miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni'),
        product('starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used', 'en'),
      ]);
      expect(greek.price.formatted).toBe('120,16\u00a0€');
      expect(greek.salePrice?.formatted).toBe('99,11\u00a0€');
      expect(english.price.formatted).toBe('€120.16');
    });
  });

  describe('product page', () => {
    it('has the full product of spec §3 in both languages', async () => {
      const starter = await product('starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used', 'en');
      expect(starter).toMatchObject({
        sku: 'TP-001000',
        mpn: 'SBA121593295',
        condition: { slug: 'used', name: 'Used' },
        brand: { slug: 'shibaura' },
        country: { code: 'JP', name: 'Japan' },
        availability: 'available',
        totalOnHand: 1,
        onSale: true,
        discountPercent: 18,
        variantsCount: 1,
        slugs: {
          el: 'miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni',
          en: 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used',
        },
      });
      expect(starter.compatibility.model.map((entry) => entry.slug)).toEqual([
        'ford-1300',
        'shibaura-p17f',
        'shibaura-sd1800',
      ]);
      expect(starter.compatibility.model[0]).toMatchObject({ name: '1300', parentName: 'Ford' });
      expect(starter.compatibility.engine.map((entry) => entry.slug)).toEqual(['shibaura-e673']);
      expect(starter.warrantyOptions).toEqual([
        expect.objectContaining({ durationMonths: 3, name: '3 months warranty' }),
      ]);
      expect(starter.properties.some((property) => property.key === 'country')).toBe(false);
      const greek = await product(starter.slugs.el);
      expect(greek.country?.name).toBe('Ιαπωνία');
      expect(greek.condition?.name).toBe('Μεταχειρισμένο');
    });

    it('redirects a slug of the other language to the current one, and hides drafts, archived and unknown products', async () => {
      expect(
        await findProduct(ctx('en'), {
          slug: 'miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni',
        }),
      ).toEqual({
        redirectTo: 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used',
      });
      expect(await findProduct(ctx(), { slug: 'granazi-kivotiou-hinomoto-e18-z19-metacheirismeno' })).toBeNull();
      expect(await findProduct(ctx(), { slug: 'filtro-kavsimou-yanmar-2t90-3t75-palaios-kodikos' })).toBeNull();
      expect(await findProduct(ctx(), { slug: 'no-such-part' })).toBeNull();
      expect((await listProducts(ctx(), { where: { term: 'TP-003997' } })).total).toBe(0);
    });

    it('shows an active part with no stock and no backorder as unavailable', async () => {
      const radiator = await product('radiator-iseki-tx1500-tx1510', 'en');
      expect(radiator).toMatchObject({ sku: 'TP-002503', availability: 'unavailable', totalOnHand: 0 });
    });

    it('finds similar products that are active and never the product itself', async () => {
      const starter = await product('miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni');
      const similar = await similarProducts(ctx(), starter.id, { first: 6 });
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(6);
      expect(similar.map((node) => node.id)).not.toContain(starter.id);
      expect(similar.every((node) => node.status === 'active')).toBe(true);
    });
    it('ranks similar products by the taxons they share, then in stock first, then by id, as counted one by one', async () => {
      const [links, kinds, active, masters] = await Promise.all([
        database.db.select().from(productTaxons),
        database.db
          .select({ id: taxons.id, kind: taxonomies.kind })
          .from(taxons)
          .innerJoin(taxonomies, eq(taxonomies.id, taxons.taxonomyId)),
        database.db.select({ id: products.id }).from(products).where(eq(products.status, 'active')),
        database.db.select().from(variants).where(eq(variants.isMaster, true)),
      ]);
      const kindOf = new Map(kinds.map((row) => [row.id, row.kind]));
      const inStock = new Map(masters.map((row) => [row.productId, row.stockOnHand > 0]));
      const taxonsByProduct = Map.groupBy(links, (link) => link.productId);
      const taxonsOf = (id: number) => (taxonsByProduct.get(id) ?? []).map((link) => link.taxonId);
      const expected = (id: number, fields: readonly string[], first: number) => {
        const mine = new Set(taxonsOf(id).filter((taxon) => fields.includes(kindOf.get(taxon)!)));
        return active
          .map((other) => ({ id: other.id, shared: taxonsOf(other.id).filter((taxon) => mine.has(taxon)).length }))
          .filter((other) => other.id !== id && other.shared > 0 && inStock.has(other.id))
          .sort((a, b) => b.shared - a.shared || Number(inStock.get(b.id)) - Number(inStock.get(a.id)) || a.id - b.id)
          .slice(0, first)
          .map((other) => other.id);
      };
      const sample = active.filter((_, index) => index % Math.ceil(active.length / 12) === 0).map((row) => row.id);
      for (const fields of [
        ['brand', 'condition', 'category'],
        ['category', 'model', 'engine', 'rotovator'],
      ] as const)
        for (const id of sample) {
          const similar = await similarProducts(ctx(), id, { first: 4, fields });
          expect(
            similar.map((node) => node.id),
            `product ${id}, ${fields.join(' ')}`,
          ).toEqual(expected(id, fields, 4));
        }
    });
  });

  describe('sitemap', () => {
    it('lists every active product with its slug in both languages, in slices', async () => {
      const total = await countActiveProducts(ctx());
      expect(total).toBe((await listProducts(ctx(), { first: 1 })).total);
      const [first, last] = await Promise.all([
        productSitemapEntries(ctx(), { first: 10, skip: 0 }),
        productSitemapEntries(ctx(), { first: 10, skip: total - 3 }),
      ]);
      expect(first).toHaveLength(10);
      expect(last).toHaveLength(3);
      expect(first[0]!.slugs).toEqual({
        el: expect.stringMatching(/^[a-z0-9-]+$/),
        en: expect.stringMatching(/^[a-z0-9-]+$/),
      });
      expect((await taxonSitemapEntries(ctx(), 'category')).length).toBe(80);
    });
  });

  describe('brands and SEO', () => {
    it('lists brands with products, finds one by slug, and tells the model tree apart', async () => {
      const brands = await listBrands(ctx());
      expect(brands.every((brand) => brand.productsCount > 0)).toBe(true);
      expect(await getBrand(ctx(), 'kubota')).toMatchObject({ name: 'Kubota', kind: 'tractor', country: 'JP' });
      expect(await getBrand(ctx(), 'nope')).toBeNull();
      expect(await findTaxon(ctx(), 'model', 'kubota-l1-185')).toMatchObject({ name: 'L1-185', parentName: 'Kubota' });
    });

    it('gives the SEO record with both languages’ slugs and a redirect for a slug that moved', async () => {
      const meta = await seoMeta(ctx('en'), {
        type: 'product',
        slug: 'miza-shibaura-e673-12v-0-8kw-gia-ford-1300-p17f-sd1800-metacheirismeni',
      });
      expect(meta).toMatchObject({
        redirectTo: 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used',
      });
      expect(meta?.description.length).toBeLessThanOrEqual(160);
      expect(await seoMeta(ctx(), { type: 'category', slug: 'oil-filters' })).toMatchObject({
        translations: { el: 'oil-filters', en: 'oil-filters' },
        redirectTo: null,
      });
      expect(await seoMeta(ctx(), { type: 'brand', slug: 'nope' })).toBeNull();

      const renamed = await copyCatalogue({
        'products.csv': (rows) =>
          rows.map((row) =>
            row.sku === 'TP-001000' ? { ...row, slug_en: 'starter-motor-shibaura-e673-renamed' } : row,
          ),
      });
      const result = await importCatalogue(
        { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
        renamed,
      );
      expect(result.ok && result.summary.products.updated).toBe(1);
      expect(
        await findProduct(ctx('en'), { slug: 'starter-motor-shibaura-e673-12v-0-8kw-for-ford-1300-p17f-sd1800-used' }),
      ).toEqual({ redirectTo: 'starter-motor-shibaura-e673-renamed' });
    });
  });
});
