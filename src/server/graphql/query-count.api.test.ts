import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDocument, ProductRelatedDocument, SimilarProductsDocument } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import * as tables from '@/server/db/schema';
import { testDatabases } from '@/server/db/testing';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { locales } from '@/shared/locales';
import { testApi, withCatalogue } from './testing';

/** No N+1: a product page costs the same few SQL queries however many variants, taxons and pictures the product has. */
const sku = 'TP-001000';

/** Counts the statements a database runs, by wrapping its driver's query method (drizzle calls it for every statement). */
function statementCounter(database: Database) {
  const driver = (database.kind === 'pglite' ? database.client : database.pool) as unknown as Record<
    'query',
    (...args: unknown[]) => unknown
  >;
  const query = driver.query.bind(driver);
  let statements = 0;
  driver.query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };
  return async (work: () => Promise<unknown>) => {
    statements = 0;
    await work();
    return statements;
  };
}

/** Gives the product 4 more variants with options, 10 more compatible models, 3 pictures and every warranty. */
async function enlarge(db: Database['db'], productId: number) {
  const [side] = await db.insert(tables.optionTypes).values({ key: 'test-side', position: 1 }).returning();
  await db
    .insert(tables.optionTypeTranslations)
    .values(locales.map((locale) => ({ optionTypeId: side!.id, locale, name: `Side ${locale}` })));
  const values = await db
    .insert(tables.optionValues)
    .values(['left', 'right', 'front', 'rear'].map((key, position) => ({ optionTypeId: side!.id, key, position })))
    .returning();
  await db
    .insert(tables.optionValueTranslations)
    .values(
      values.flatMap((value) =>
        locales.map((locale) => ({ optionValueId: value.id, locale, label: `${value.key} ${locale}` })),
      ),
    );
  await db.insert(tables.productOptionTypes).values({ productId, optionTypeId: side!.id });
  const added = await db
    .insert(tables.variants)
    .values(
      values.map((value, position) => ({
        productId,
        position: position + 1,
        sku: `${sku}-${value.key}`,
        priceCents: 1000 + position,
        stockOnHand: position,
      })),
    )
    .returning();
  await db
    .insert(tables.variantOptionValues)
    .values(added.map((variant, index) => ({ variantId: variant.id, optionValueId: values[index]!.id })));
  const linked = db
    .select({ id: tables.productTaxons.taxonId })
    .from(tables.productTaxons)
    .where(eq(tables.productTaxons.productId, productId));
  const models = await db
    .select({ id: tables.taxons.id })
    .from(tables.taxons)
    .innerJoin(
      tables.taxonomies,
      and(eq(tables.taxonomies.id, tables.taxons.taxonomyId), eq(tables.taxonomies.kind, 'model')),
    )
    .where(notInArray(tables.taxons.id, linked))
    .limit(10);
  await db
    .insert(tables.productTaxons)
    .values(models.map((model, index) => ({ productId, taxonId: model.id, position: 100 + index })));
  const pictures = await db
    .insert(tables.images)
    .values(
      [0, 1, 2].map((position) => ({ productId, position, path: `test/${position}.jpg`, width: 800, height: 600 })),
    )
    .returning();
  await db
    .insert(tables.imageTranslations)
    .values(
      pictures.flatMap((picture) =>
        locales.map((locale) => ({ imageId: picture.id, locale, alt: `Picture ${picture.position}` })),
      ),
    );
  const warranties = await db.select({ id: tables.warrantyOptions.id }).from(tables.warrantyOptions);
  const current = db
    .select({ id: tables.productWarranties.warrantyOptionId })
    .from(tables.productWarranties)
    .where(eq(tables.productWarranties.productId, productId));
  const missing = await db
    .select({ id: tables.warrantyOptions.id })
    .from(tables.warrantyOptions)
    .where(
      and(
        inArray(
          tables.warrantyOptions.id,
          warranties.map((row) => row.id),
        ),
        notInArray(tables.warrantyOptions.id, current),
      ),
    );
  if (missing.length)
    await db
      .insert(tables.productWarranties)
      .values(missing.map((warranty) => ({ productId, warrantyOptionId: warranty.id })));
}

describe.each(testDatabases)('SQL statements per product page on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  let countStatements: ReturnType<typeof statementCounter>;
  let productId: number;

  beforeAll(async () => {
    database = await withCatalogue(await open(), await copyCatalogue(small));
    api = testApi(database);
    countStatements = statementCounter(database);
    productId = (
      await database.db
        .select({ id: tables.variants.productId })
        .from(tables.variants)
        .where(eq(tables.variants.sku, sku))
    )[0]!.id;
  });
  afterAll(async () => database.close());

  /** The three documents of a product page, and one operation asking all three at once. */
  const productPage = async () => {
    const where = { id: String(productId) };
    const [{ product }, related, similar] = await Promise.all([
      api.run(ProductDocument, { where }, 'en'),
      api.run(ProductRelatedDocument, { where, first: 8 }, 'en'),
      api.run(SimilarProductsDocument, { where, first: 8 }, 'en'),
    ]);
    expect(related.productRelated?.length).toBeGreaterThan(0);
    expect(similar.similarProducts?.products.length).toBeGreaterThan(0);
    return product!;
  };
  const combined = () =>
    api.query(
      `{ product(where: { id: "${productId}" }) { id variants { id } } productRelated(where: { id: "${productId}" }) { id } similarProducts(where: { id: "${productId}" }) { id } }`,
    );

  it('stays the same when the product gets more variants, taxons, pictures and warranties', async () => {
    const before = { page: await countStatements(productPage), combined: await countStatements(combined) };
    await enlarge(database.db, productId);
    const after = { page: await countStatements(productPage), combined: await countStatements(combined) };
    const product = await productPage();
    expect(product.variants).toHaveLength(4);
    expect(product.variants[0]?.options).toEqual([{ name: 'Side en', value: 'left', label: 'left en' }]);
    expect(product.images).toHaveLength(3);
    expect(product.images[0]).toMatchObject({
      alt: 'Picture 0',
      small: '/_next/image?url=%2Fuploads%2Ftest%2F0.jpg&w=384&q=75',
      large: '/_next/image?url=%2Fuploads%2Ftest%2F0.jpg&w=1080&q=75',
      metadata: { width: 800, height: 600 },
    });
    expect(product.images[0]?.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '384w',
      '640w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
    ]);
    expect(product.compatibility.model.length).toBeGreaterThanOrEqual(10);
    expect(after).toEqual(before);
    // One lookup serves the three fields of a combined operation (the request's product loader).
    expect(before.combined).toBeLessThan(before.page);
    // About 10 statements per product lookup, 3 per list of summaries: a ceiling, to notice a regression.
    expect(before.page).toBeLessThanOrEqual(40);
  });
});
