import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DomainContext } from '@/server/context';
import { availabilityOf, discountPercent, moneyView } from './catalog.rules';
import {
  optionTypes,
  optionTypeTranslations,
  optionValues,
  optionValueTranslations,
  productOptionTypes,
  variantOptionValues,
} from './options.tables';
import type { OptionView, VariantView, WarrantyView } from './product-detail.service';
import { productTaxons, variants } from './product.tables';
import {
  productProperties,
  properties,
  propertyTranslations,
  productWarranties,
  warrantyOptions,
  warrantyOptionTranslations,
} from './properties.tables';
import { taxonomies, taxons, taxonTranslations } from './taxonomy.tables';
import { taxonInLocale } from './taxon-query';

/** The parts of a product page, each one query (or two for variants) whatever their number. */
type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export async function loadVariants(ctx: Ctx, productId: number): Promise<VariantView[]> {
  const rows = await ctx.db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const values = await ctx.db
    .select({
      variantId: variantOptionValues.variantId,
      name: optionTypeTranslations.name,
      value: optionValues.key,
      label: optionValueTranslations.label,
    })
    .from(variantOptionValues)
    .innerJoin(optionValues, eq(optionValues.id, variantOptionValues.optionValueId))
    .innerJoin(
      optionValueTranslations,
      and(eq(optionValueTranslations.optionValueId, optionValues.id), eq(optionValueTranslations.locale, ctx.locale)),
    )
    .innerJoin(
      optionTypeTranslations,
      and(
        eq(optionTypeTranslations.optionTypeId, optionValues.optionTypeId),
        eq(optionTypeTranslations.locale, ctx.locale),
      ),
    )
    .where(
      inArray(
        variantOptionValues.variantId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const options = values
      .filter((value) => value.variantId === row.id)
      .map(({ name, value, label }) => ({ name, value, label }));
    return {
      id: row.id,
      sku: row.sku,
      mpn: row.mpn,
      isMaster: row.isMaster,
      label: options.map((option) => option.label).join(' / '),
      onSale: row.salePriceCents !== null,
      discountPercent: discountPercent(row.priceCents, row.salePriceCents),
      price: moneyView(row.priceCents, row.currency, ctx.locale),
      salePrice: row.salePriceCents === null ? null : moneyView(row.salePriceCents, row.currency, ctx.locale),
      totalOnHand: row.stockOnHand,
      availability: availabilityOf(row.stockOnHand, row.backorderable),
      backorderable: row.backorderable,
      weightGrams: row.weightGrams,
      options,
    };
  });
}

export async function loadOptions(ctx: Ctx, productId: number): Promise<OptionView[]> {
  const rows = await ctx.db
    .select({
      typeId: optionTypes.id,
      internalName: optionTypes.key,
      kind: optionTypes.kind,
      name: optionTypeTranslations.name,
      value: optionValues.key,
      label: optionValueTranslations.label,
    })
    .from(productOptionTypes)
    .innerJoin(optionTypes, eq(optionTypes.id, productOptionTypes.optionTypeId))
    .innerJoin(
      optionTypeTranslations,
      and(eq(optionTypeTranslations.optionTypeId, optionTypes.id), eq(optionTypeTranslations.locale, ctx.locale)),
    )
    .innerJoin(optionValues, eq(optionValues.optionTypeId, optionTypes.id))
    .innerJoin(
      optionValueTranslations,
      and(eq(optionValueTranslations.optionValueId, optionValues.id), eq(optionValueTranslations.locale, ctx.locale)),
    )
    .where(eq(productOptionTypes.productId, productId))
    .orderBy(asc(productOptionTypes.position), asc(optionValues.position));
  const byType = new Map<number, OptionView>();
  for (const row of rows) {
    const option = byType.get(row.typeId) ?? {
      name: row.name,
      internalName: row.internalName,
      kind: row.kind,
      values: [],
    };
    option.values.push({ label: row.label, value: row.value });
    byType.set(row.typeId, option);
  }
  return [...byType.values()];
}

export type TaxonRow = Awaited<ReturnType<typeof loadTaxons>>[number];

export async function loadTaxons(ctx: Ctx, productId: number) {
  const parentTranslations = alias(taxonTranslations, 'parent_translations');
  const parents = alias(taxons, 'parents');
  return ctx.db
    .select({
      id: taxons.id,
      key: taxons.key,
      kind: taxonomies.kind,
      name: taxonTranslations.name,
      slug: taxonTranslations.slug,
      parentId: taxons.parentId,
      parentKey: parents.key,
      parentName: parentTranslations.name,
      parentSlug: parentTranslations.slug,
    })
    .from(productTaxons)
    .innerJoin(taxons, eq(taxons.id, productTaxons.taxonId))
    .innerJoin(taxonomies, eq(taxonomies.id, taxons.taxonomyId))
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .leftJoin(parents, eq(parents.id, taxons.parentId))
    .leftJoin(
      parentTranslations,
      and(eq(parentTranslations.taxonId, parents.id), eq(parentTranslations.locale, ctx.locale)),
    )
    .where(eq(productTaxons.productId, productId))
    .orderBy(asc(productTaxons.position));
}

export async function loadProperties(ctx: Ctx, productId: number) {
  return ctx.db
    .select({
      id: properties.id,
      key: properties.key,
      kind: properties.kind,
      name: propertyTranslations.name,
      value: productProperties.value,
      multiple: properties.multiple,
      displayAs: properties.displayAs,
    })
    .from(productProperties)
    .innerJoin(properties, eq(properties.id, productProperties.propertyId))
    .innerJoin(
      propertyTranslations,
      and(eq(propertyTranslations.propertyId, properties.id), eq(propertyTranslations.locale, ctx.locale)),
    )
    .where(and(eq(productProperties.productId, productId), eq(productProperties.locale, ctx.locale)))
    .orderBy(asc(properties.position), asc(productProperties.position));
}

export async function loadWarranties(ctx: Ctx, productId: number): Promise<WarrantyView[]> {
  return ctx.db
    .select({
      name: warrantyOptionTranslations.name,
      internalName: warrantyOptions.key,
      description: warrantyOptionTranslations.description,
      durationMonths: warrantyOptions.durationMonths,
    })
    .from(productWarranties)
    .innerJoin(warrantyOptions, eq(warrantyOptions.id, productWarranties.warrantyOptionId))
    .innerJoin(
      warrantyOptionTranslations,
      and(
        eq(warrantyOptionTranslations.warrantyOptionId, warrantyOptions.id),
        eq(warrantyOptionTranslations.locale, ctx.locale),
      ),
    )
    .where(eq(productWarranties.productId, productId));
}
