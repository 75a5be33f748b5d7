import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { applyImportedStock, recordFirstImportedStock } from '@/server/domains/stock';
import { locales, type Locale } from '@/shared/locales';
import {
  products,
  productSlugHistory,
  productTaxons,
  productTranslations,
  supersededNumbers,
  variants,
} from '../product.tables';
import { images, imageTranslations, productProperties, productWarranties } from '../properties.tables';
import type { PropertyIds } from './apply-reference-data';
import { taxonKey, type TaxonIds } from './apply-taxons';
import type { ImportProblem } from './problems';
import type { ProductRecord } from './records';
import { allocateIds, deleteWhereIn, fingerprint, insertRows, upsertRows, type Tally } from './write-helpers';

type SlugHeld = { productId: number; locale: Locale; slug: string };
/** A product the import writes; `existed`: it was in the database before (its related rows are replaced). */
type Changed = { id: number; record: ProductRecord; sourceHash: string; existed: boolean };
/** `lines`: each product's line in products.csv, by SKU. */
type Lookups = {
  taxonIds: TaxonIds;
  propertyIds: PropertyIds;
  warrantyIds: Map<number, number>;
  now: Date;
  lines: Map<string, number>;
  /** The staff member who runs the import from the back office (null from the command line). */
  actorUserId?: number | null;
  /** Told after each batch of products is written: how many of the file's products are done. */
  onProducts?: (done: number) => void;
};

/** Products are written this many at a time, so that memory stays flat and progress moves. */
const writeBatch = 2000;

/**
 * Upserts products by SKU: new ones are created, changed ones rewritten whole, the same ones left alone.
 * Slugs that clash with the database's are added to `problems`, and then nothing is written.
 */
export async function applyProducts(
  db: Queryable,
  records: ProductRecord[],
  lookups: Lookups,
  problems: ImportProblem[],
): Promise<Tally & { changedIds: number[]; stockMoved: number }> {
  const existing = await db
    .select({ sku: variants.sku, id: products.id, sourceHash: products.sourceHash })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.isMaster, true));
  const current = new Map(existing.map((row) => [row.sku, row]));
  const fresh = records.filter((record) => !current.has(record.sku));
  const freshIds = await allocateIds(db, 'products', fresh.length);
  const idOf = new Map([...current].map(([sku, row]) => [sku, row.id]));
  fresh.forEach((record, index) => idOf.set(record.sku, freshIds[index]!));

  const tally: Tally = { created: fresh.length, updated: 0, unchanged: 0 };
  const changed: Changed[] = [];
  for (const record of records) {
    const sourceHash = fingerprint(record);
    const before = current.get(record.sku);
    if (before?.sourceHash === sourceHash) tally.unchanged += 1;
    else {
      if (before) tally.updated += 1;
      changed.push({ id: idOf.get(record.sku)!, record, sourceHash, existed: before !== undefined });
    }
  }
  const slugsHeld =
    changed.length === 0
      ? []
      : await db
          .select({
            productId: productTranslations.productId,
            locale: productTranslations.locale,
            slug: productTranslations.slug,
          })
          .from(productTranslations);
  let stockMoved = 0;
  if (!addSlugClashes(slugsHeld, changed, new Map(existing.map((row) => [row.id, row.sku])), lookups.lines, problems)) {
    await rememberOldSlugs(db, slugsHeld, changed);
    const unchanged = records.length - changed.length;
    lookups.onProducts?.(unchanged);
    for (let start = 0; start < changed.length; start += writeBatch) {
      stockMoved += await writeProducts(db, changed.slice(start, start + writeBatch), lookups);
      lookups.onProducts?.(unchanged + Math.min(start + writeBatch, changed.length));
    }
  }
  return { ...tally, changedIds: changed.map((entry) => entry.id), stockMoved };
}

/** A slug held by a product that this import does not rewrite cannot be given to another one; returns whether one was. */
function addSlugClashes(
  held: SlugHeld[],
  changed: { id: number; record: ProductRecord }[],
  skuOf: Map<number, string>,
  lines: Map<string, number>,
  problems: ImportProblem[],
) {
  const rewritten = new Set(changed.map((entry) => entry.id));
  const holder = new Map(
    held.filter((row) => !rewritten.has(row.productId)).map((row) => [`${row.locale}:${row.slug}`, row.productId]),
  );
  const before = problems.length;
  for (const { record } of changed)
    for (const locale of locales) {
      const other = holder.get(`${locale}:${record.translations[locale].slug}`);
      if (other !== undefined)
        problems.push({
          file: 'products.csv',
          line: lines.get(record.sku),
          column: `slug_${locale}`,
          message: `slug "${record.translations[locale].slug}" of ${record.sku} is already used by ${skuOf.get(other) ?? `product ${other}`}`,
        });
    }
  return problems.length > before;
}

async function writeProducts(db: Queryable, changed: Changed[], lookups: Lookups): Promise<number> {
  const { taxonIds, propertyIds, warrantyIds, now } = lookups;
  // A new product has no rows elsewhere yet: only those of products already there are replaced.
  const existingIds = changed.flatMap((entry) => (entry.existed ? [entry.id] : []));
  await upsertRows(
    db,
    products,
    products.id,
    changed.map(({ id, record, sourceHash }) => ({
      id,
      status: record.status,
      featured: record.featured,
      sourceHash,
      updatedAt: now,
    })),
    ['status', 'featured', 'sourceHash', 'updatedAt'],
  );
  const written = await upsertRows<typeof variants, { id: number; sku: string }>(
    db,
    variants,
    variants.sku,
    changed.map(({ id, record }) => ({
      productId: id,
      isMaster: true,
      sku: record.sku,
      mpn: record.mpn,
      priceCents: record.priceCents,
      salePriceCents: record.salePriceCents,
      // Only a new variant takes the file's figure here (its movement is written below); an existing one keeps its
      // stock, which the ledger changes by the re-import rule.
      stockOnHand: record.stockOnHand,
      importedStock: record.stockOnHand,
      backorderable: record.backorderable,
      weightGrams: record.weightGrams,
      updatedAt: now,
    })),
    ['productId', 'isMaster', 'mpn', 'priceCents', 'salePriceCents', 'backorderable', 'weightGrams', 'updatedAt'],
    sql`id, sku`,
  );
  // The file's stock figures reach the stock through the ledger: a new variant's first movement brings its figure,
  // an existing one's follows the re-import rule (sales since stay sold).
  const source = { actorUserId: lookups.actorUserId, now };
  const stockOf = new Map(changed.map(({ record }) => [record.sku, record.stockOnHand]));
  const arrived = written.filter((row) => row.inserted);
  const stockMoved =
    (await recordFirstImportedStock(
      db,
      arrived.map((row) => ({ variantId: Number(row.id), stock: stockOf.get(row.sku)! })),
      source,
    )) +
    (await applyImportedStock(
      db,
      written.filter((row) => !row.inserted).map((row) => ({ sku: row.sku, stock: stockOf.get(row.sku)! })),
      source,
    ));
  for (const [table, column] of [
    [productTranslations, productTranslations.productId],
    [productTaxons, productTaxons.productId],
    [supersededNumbers, supersededNumbers.productId],
    [productProperties, productProperties.productId],
    [productWarranties, productWarranties.productId],
    [images, images.productId],
  ] as const)
    await deleteWhereIn(db, table, column, existingIds);

  await insertRows(
    db,
    productTranslations,
    changed.flatMap(({ id, record }) =>
      locales.map((locale) => ({ productId: id, locale, ...record.translations[locale] })),
    ),
  );
  await insertRows(
    db,
    productTaxons,
    changed.flatMap(({ id, record }) => {
      const taxonIdsOfProduct = [...new Set(record.taxons.map((ref) => taxonIds.get(taxonKey(ref.kind, ref.key))!))];
      return taxonIdsOfProduct.map((taxonId, position) => ({ productId: id, taxonId, position }));
    }),
  );
  await insertRows(
    db,
    supersededNumbers,
    changed.flatMap(({ id, record }) => record.superseded.map((mpn, position) => ({ productId: id, mpn, position }))),
  );
  await insertRows(
    db,
    productProperties,
    changed.flatMap(({ id, record }) =>
      locales.map((locale) => ({
        productId: id,
        propertyId: propertyIds.country,
        locale,
        value: record.country,
        position: 0,
      })),
    ),
  );
  await insertRows(
    db,
    productWarranties,
    changed.flatMap(({ id, record }) =>
      record.warrantyMonths === null
        ? []
        : [{ productId: id, warrantyOptionId: warrantyIds.get(record.warrantyMonths)! }],
    ),
  );
  await writeImages(db, changed);
  return stockMoved;
}

/** Before slugs are rewritten, keep the ones that change as redirects; a slug in use again stops redirecting. */
async function rememberOldSlugs(db: Queryable, held: SlugHeld[], changed: { id: number; record: ProductRecord }[]) {
  const ids = new Set(changed.map((entry) => entry.id));
  const before = held.filter((row) => ids.has(row.productId));
  const after = new Map(
    changed.flatMap(({ id, record }) => locales.map((locale) => [`${id}:${locale}`, record.translations[locale].slug])),
  );
  const moved = before.filter((row) => after.get(`${row.productId}:${row.locale}`) !== row.slug);
  await upsertRows(
    db,
    productSlugHistory,
    [productSlugHistory.locale, productSlugHistory.slug],
    moved.map((row) => ({ locale: row.locale, slug: row.slug, productId: row.productId })),
    ['productId'],
  );
  for (const locale of locales) {
    const live = changed.map(({ record }) => record.translations[locale].slug);
    for (let start = 0; start < live.length; start += 10000)
      await db
        .delete(productSlugHistory)
        .where(
          and(
            eq(productSlugHistory.locale, locale),
            inArray(productSlugHistory.slug, live.slice(start, start + 10000)),
          ),
        );
  }
}

async function writeImages(db: Queryable, changed: { id: number; record: ProductRecord }[]) {
  const pictured = changed.flatMap(({ id, record }) =>
    record.images.map((file, position) => ({ id, record, file, position })),
  );
  const imageIds = await allocateIds(db, 'images', pictured.length);
  await insertRows(
    db,
    images,
    pictured.map((entry, index) => ({
      id: imageIds[index],
      productId: entry.id,
      position: entry.position,
      path: `products/${entry.file}`,
    })),
  );
  await insertRows(
    db,
    imageTranslations,
    pictured.flatMap((entry, index) =>
      locales.map((locale) => ({ imageId: imageIds[index]!, locale, alt: entry.record.translations[locale].name })),
    ),
  );
}
