import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { locales, type Locale } from '@/shared/locales';
import type { Availability, MoneyView } from './catalog.rules';
import {
  loadOptions,
  loadProperties,
  loadTaxons,
  loadVariants,
  loadWarranties,
  type TaxonRow,
} from './product-detail.loaders';
import { products, productSlugHistory, productTranslations, supersededNumbers } from './product.tables';
import { loadImages, type ImageView, type ProductSummary, type TaxonLink } from './product-summaries';
import type { TaxonomyKind } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type VariantView = {
  id: number;
  sku: string;
  mpn: string | null;
  isMaster: boolean;
  label: string;
  onSale: boolean;
  discountPercent: number | null;
  price: MoneyView;
  salePrice: MoneyView | null;
  totalOnHand: number;
  availability: Availability;
  backorderable: boolean;
  weightGrams: number | null;
  options: { name: string; value: string; label: string }[];
};
export type OptionView = {
  name: string;
  internalName: string;
  kind: string;
  values: { label: string; value: string }[];
};
export type PropertyView = {
  id: number;
  key: string;
  name: string;
  value: string;
  multiple: boolean;
  displayAs: string | null;
};
export type WarrantyView = { name: string; internalName: string; description: string; durationMonths: number };
/** `key` and `parentKey` are the import's stable keys (`kubota-l1-185` under `kubota`), as the catalogue uses them. */
export type CompatibilityEntry = {
  id: number;
  key: string;
  name: string;
  slug: string;
  parentId: number | null;
  parentKey: string | null;
  parentName: string | null;
};
export type Compatibility = Record<'model' | 'engine' | 'rotovator', CompatibilityEntry[]>;

export type ProductDetail = Omit<ProductSummary, 'image' | 'secondImage'> & {
  description: string;
  backorderable: boolean;
  images: ImageView[];
  master: VariantView;
  variants: VariantView[];
  options: OptionView[];
  properties: PropertyView[];
  /** The country of origin, apart from the other properties (spec §3). */
  country: { code: string; name: string } | null;
  category: (TaxonLink & { parent: TaxonLink | null }) | null;
  compatibility: Compatibility;
  warrantyOptions: WarrantyView[];
  supersededNumbers: string[];
  /** The product's slug in every language, for the language switch and hreflang. */
  slugs: Record<Locale, string>;
};

export type ProductLookup = { id: number } | { slug: string };
export type ProductFound = { product: ProductDetail } | { redirectTo: string } | null;

/**
 * The active product with this id or slug. A slug of the other language or an old slug answers with the
 * current slug to redirect to; drafts, archived and unknown products answer null.
 */
export async function findProduct(ctx: Ctx, lookup: ProductLookup): Promise<ProductFound> {
  const id = 'id' in lookup ? lookup.id : await productIdOfSlug(ctx, lookup.slug);
  if (id === null) return null;
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  if (!product) return null;
  const translations = await ctx.db
    .select()
    .from(productTranslations)
    .where(eq(productTranslations.productId, product.id));
  const own = translations.find((row) => row.locale === ctx.locale);
  if (!own) return null;
  if ('slug' in lookup && own.slug !== lookup.slug) return { redirectTo: own.slug };
  return { product: await assemble(ctx, product, own, translations) };
}

/** Current slug in this language first, then the other language's, then slugs the product had before. */
async function productIdOfSlug(ctx: Ctx, slug: string): Promise<number | null> {
  const current = await ctx.db
    .select({ productId: productTranslations.productId, locale: productTranslations.locale })
    .from(productTranslations)
    // Every language named, so that PostgreSQL looks the slug up in its (locale, slug) index instead of reading them all.
    .where(and(inArray(productTranslations.locale, [...locales]), eq(productTranslations.slug, slug)));
  const match = current.find((row) => row.locale === ctx.locale) ?? current[0];
  if (match) return match.productId;
  const [old] = await ctx.db
    .select({ productId: productSlugHistory.productId })
    .from(productSlugHistory)
    .where(eq(productSlugHistory.slug, slug))
    .limit(1);
  return old?.productId ?? null;
}

type ProductRow = typeof products.$inferSelect;
type TranslationRow = typeof productTranslations.$inferSelect;

/** The rest of the product in a fixed number of queries, however many variants, taxons or images it has. */
async function assemble(
  ctx: Ctx,
  product: ProductRow,
  own: TranslationRow,
  translations: TranslationRow[],
): Promise<ProductDetail> {
  const [variantViews, options, taxonRows, propertyRows, pictures, warranties, superseded] = await Promise.all([
    loadVariants(ctx, product.id),
    loadOptions(ctx, product.id),
    loadTaxons(ctx, product.id),
    loadProperties(ctx, product.id),
    loadImages(ctx, [product.id]),
    loadWarranties(ctx, product.id),
    ctx.db
      .select({ mpn: supersededNumbers.mpn })
      .from(supersededNumbers)
      .where(eq(supersededNumbers.productId, product.id))
      .orderBy(asc(supersededNumbers.position)),
  ]);
  const master = variantViews.find((variant) => variant.isMaster) ?? variantViews[0]!;
  const byKind = (kind: TaxonomyKind) => taxonRows.filter((row) => row.kind === kind);
  const link = (row: TaxonRow | undefined): TaxonLink | null =>
    row ? { id: row.id, name: row.name, slug: row.slug } : null;
  const category = byKind('category')[0];
  const countryProperty = propertyRows.find((row) => row.kind === 'country');
  const compatibility = (kind: 'model' | 'engine' | 'rotovator') =>
    byKind(kind).map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      slug: row.slug,
      parentId: row.parentId,
      parentKey: row.parentKey,
      parentName: row.parentName,
    }));
  return {
    id: product.id,
    name: own.name,
    slug: own.slug,
    description: own.description,
    status: product.status,
    sku: master.sku,
    mpn: master.mpn,
    masterId: master.id,
    variantsCount: variantViews.length,
    onSale: master.onSale,
    discountPercent: master.discountPercent,
    price: master.price,
    salePrice: master.salePrice,
    availability: bestAvailability(variantViews),
    totalOnHand: variantViews.reduce((sum, variant) => sum + variant.totalOnHand, 0),
    backorderable: variantViews.some((variant) => variant.backorderable),
    images: pictures.get(product.id) ?? [],
    master,
    variants: variantViews.filter((variant) => !variant.isMaster),
    options,
    properties: propertyRows
      .filter((row) => row.kind !== 'country')
      .map(({ id, key, name, value, multiple, displayAs }) => ({ id, key, name, value, multiple, displayAs })),
    country: countryProperty
      ? { code: countryProperty.value, name: countryName(countryProperty.value, ctx.locale) }
      : null,
    brand: link(byKind('brand')[0]),
    condition: link(byKind('condition')[0]),
    category: category
      ? {
          ...link(category)!,
          parent: category.parentId
            ? { id: category.parentId, name: category.parentName!, slug: category.parentSlug! }
            : null,
        }
      : null,
    compatibility: {
      model: compatibility('model'),
      engine: compatibility('engine'),
      rotovator: compatibility('rotovator'),
    },
    fits: byKind('model').map((row) => row.key),
    warrantyOptions: warranties,
    supersededNumbers: superseded.map((row) => row.mpn),
    slugs: Object.fromEntries(
      locales.map((locale) => [locale, translations.find((row) => row.locale === locale)?.slug ?? own.slug]),
    ) as Record<Locale, string>,
  };
}

function bestAvailability(variantViews: VariantView[]): Availability {
  const order: Availability[] = ['available', 'backorder', 'unavailable'];
  return (
    order.find((availability) => variantViews.some((variant) => variant.availability === availability)) ?? 'unavailable'
  );
}

const countryNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names) countryNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names.of(code) ?? code;
}
