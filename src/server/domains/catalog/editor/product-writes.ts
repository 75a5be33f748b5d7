import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { ProductEditorValues } from '@/shared/product-editor-rules';
import { locales } from '@/shared/locales';
import { productSlugHistory, productTaxons, productTranslations, supersededNumbers, variants } from '../product.tables';
import { productProperties, productWarranties } from '../properties.tables';

/** The editor's values with both slugs decided (typed, or made from the name). */
export type ProductValues = ProductEditorValues & { el: { slug: string }; en: { slug: string } };

/**
 * Writes everything the editor holds of a product but the product's own row: texts (an old slug kept to redirect),
 * taxons, superseded numbers, properties, warranties and variants. Stock is never written here: it moves only
 * through the ledger. Variants missing from the form are not touched here (`variantsToRemove` decides on them).
 */
export async function writeProductParts(db: Queryable, productId: number, values: ProductValues, now: Date) {
  await rememberOldSlugs(db, productId, values);
  for (const locale of locales) {
    const text = { name: values[locale].name, slug: values[locale].slug, description: values[locale].description };
    await db
      .insert(productTranslations)
      .values({ productId, locale, ...text })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: text });
  }
  const taxonIds = [
    values.conditionId,
    values.categoryId,
    values.brandId,
    ...values.modelIds,
    ...values.engineIds,
    ...values.rotovatorIds,
  ].filter((id): id is number => id !== null);
  await db.delete(productTaxons).where(eq(productTaxons.productId, productId));
  if (taxonIds.length)
    await db
      .insert(productTaxons)
      .values([...new Set(taxonIds)].map((taxonId, position) => ({ productId, taxonId, position })));
  await db.delete(supersededNumbers).where(eq(supersededNumbers.productId, productId));
  if (values.superseded.length)
    await db.insert(supersededNumbers).values(values.superseded.map((mpn, position) => ({ productId, mpn, position })));
  await writeProperties(db, productId, values);
  await db.delete(productWarranties).where(eq(productWarranties.productId, productId));
  if (values.warrantyIds.length)
    await db
      .insert(productWarranties)
      .values(values.warrantyIds.map((warrantyOptionId) => ({ productId, warrantyOptionId })));
  await writeVariants(db, productId, values, now);
}

/** A slug that changes is kept as a redirect to this product; a slug in use again stops redirecting. */
async function rememberOldSlugs(db: Queryable, productId: number, values: ProductValues) {
  const before = await db
    .select({ locale: productTranslations.locale, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  for (const { locale, slug } of before) {
    if (slug === values[locale].slug) continue;
    await db
      .insert(productSlugHistory)
      .values({ locale, slug, productId })
      .onConflictDoUpdate({ target: [productSlugHistory.locale, productSlugHistory.slug], set: { productId } });
  }
  for (const locale of locales)
    await db
      .delete(productSlugHistory)
      .where(and(eq(productSlugHistory.locale, locale), eq(productSlugHistory.slug, values[locale].slug)));
}

async function writeProperties(db: Queryable, productId: number, values: ProductValues) {
  await db.delete(productProperties).where(eq(productProperties.productId, productId));
  const rows = values.properties.flatMap((property, position) =>
    locales
      .filter((locale) => property[locale] !== '')
      .map((locale) => ({ productId, propertyId: property.propertyId, locale, value: property[locale], position })),
  );
  if (values.country) {
    const [country] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from properties where kind = 'country' order by position, id limit 1`),
    );
    if (country)
      rows.push(
        ...locales.map((locale) => ({
          productId,
          propertyId: Number(country.id),
          locale,
          value: values.country!,
          position: 0,
        })),
      );
  }
  if (rows.length) await db.insert(productProperties).values(rows);
}

async function writeVariants(db: Queryable, productId: number, values: ProductValues, now: Date) {
  const existing = await db
    .select({ id: variants.id, isMaster: variants.isMaster })
    .from(variants)
    .where(eq(variants.productId, productId));
  const hasMaster = existing.some((variant) => variant.isMaster);
  for (const [position, variant] of values.variants.entries()) {
    const facts = {
      sku: variant.sku,
      priceCents: variant.price,
      salePriceCents: variant.salePrice,
      weightGrams: variant.weightGrams,
      backorderable: variant.backorderable,
      position,
      updatedAt: now,
    };
    if (variant.id !== null) {
      const isMaster = existing.find((each) => each.id === variant.id)?.isMaster;
      await db
        .update(variants)
        .set({ ...facts, ...(isMaster ? { mpn: values.mpn } : {}) })
        .where(and(eq(variants.id, variant.id), eq(variants.productId, productId)));
    } else {
      const master = !hasMaster && position === 0;
      await db.insert(variants).values({ productId, ...facts, isMaster: master, mpn: master ? values.mpn : null });
    }
  }
}

/** The ids among `wanted` that are not variants of this product: a form may not move another product's variant. */
export async function foreignVariants(db: Queryable, productId: number | null, wanted: number[]): Promise<number[]> {
  if (wanted.length === 0) return [];
  if (productId === null) return wanted;
  const own = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.productId, productId), inArray(variants.id, wanted)));
  return wanted.filter((id) => !own.some((row) => row.id === id));
}

/** SKUs of the form that another product's variant already has. */
export async function takenSkus(db: Queryable, productId: number | null, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        sql`upper(${variants.sku}) in (${sql.join(
          skus.map((sku) => sql`${sku.toUpperCase()}`),
          sql`, `,
        )})`,
        productId === null ? undefined : notInArray(variants.productId, [productId]),
      ),
    );
  return new Set(rows.map((row) => row.sku.toUpperCase()));
}
