import 'server-only';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { availabilityOf, discountPercent, moneyView, type Availability, type MoneyView } from './catalog.rules';
import { products, productTaxons, productTranslations, variants, type ProductStatus } from './product.tables';
import { images, imageTranslations } from './properties.tables';
import { taxonomies, taxons, taxonTranslations, type TaxonomyKind } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type TaxonLink = { id: number; name: string; slug: string };
export type ImageView = { src: string; alt: string; width: number | null; height: number | null };

/** What lists, cards and "similar products" show of a product (spec §3, product summary). */
export type ProductSummary = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  mpn: string | null;
  status: ProductStatus;
  masterId: number;
  variantsCount: number;
  onSale: boolean;
  discountPercent: number | null;
  price: MoneyView;
  salePrice: MoneyView | null;
  availability: Availability;
  totalOnHand: number;
  /** First image, then one more skipping the first (spec §9). */
  image: ImageView | null;
  secondImage: ImageView | null;
  condition: TaxonLink | null;
  brand: TaxonLink | null;
  /** Keys of the tractor models the part fits (engine parts list every model with that engine). */
  fits: string[];
};

/** The first taxon of a kind linked to the product, in link order (spec: condition = first CONDITION taxon). */
export function firstTaxonOf(kind: TaxonomyKind, locale: string) {
  return sql<TaxonLink | null>`(
    select json_build_object('id', x.id, 'name', tt.name, 'slug', tt.slug)
    from ${productTaxons} pt
    join ${taxons} x on x.id = pt.taxon_id
    join ${taxonomies} k on k.id = x.taxonomy_id and k.kind = ${kind}
    join ${taxonTranslations} tt on tt.taxon_id = x.id and tt.locale = ${locale}
    where pt.product_id = ${products.id}
    order by pt.position
    limit 1
  )`;
}

type TaxonLinks = { condition: TaxonLink | null; brand: TaxonLink | null; fits: string[] | null };

/**
 * The product's condition and brand (the first linked of each kind, as `firstTaxonOf`) and the keys of the models it
 * fits, in one pass over its links: a search page reads 24 of them at a time.
 */
function taxonLinks(locale: string) {
  const first = (kind: TaxonomyKind) =>
    sql`(array_agg(json_build_object('id', x.id, 'name', tt.name, 'slug', tt.slug) order by pt.position) filter (where k.kind = ${kind} and tt.taxon_id is not null))[1]`;
  return sql<TaxonLinks | string | null>`(
    select json_build_object('condition', ${first('condition')}, 'brand', ${first('brand')},
      'fits', array_agg(x.key order by x.key) filter (where k.kind = 'model'))
    from ${productTaxons} pt
    join ${taxons} x on x.id = pt.taxon_id
    join ${taxonomies} k on k.id = x.taxonomy_id
    left join ${taxonTranslations} tt on tt.taxon_id = x.id and tt.locale = ${locale}
    where pt.product_id = ${products.id}
  )`;
}

/** Loads summaries of the given products in the given order, in two queries whatever their number. */
export async function loadSummaries(ctx: Ctx, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const [rows, pictures] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        status: products.status,
        name: productTranslations.name,
        slug: productTranslations.slug,
        masterId: variants.id,
        sku: variants.sku,
        mpn: variants.mpn,
        priceCents: variants.priceCents,
        salePriceCents: variants.salePriceCents,
        currency: variants.currency,
        stockOnHand: variants.stockOnHand,
        backorderable: variants.backorderable,
        variantsCount: sql<number>`(select count(*)::int from ${variants} v where v.product_id = ${products.id})`,
        totalOnHand: sql<number>`(select coalesce(sum(v.stock_on_hand), 0)::int from ${variants} v where v.product_id = ${products.id})`,
        links: taxonLinks(ctx.locale),
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
      )
      .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
      .where(inArray(products.id, ids)),
    loadImages(ctx, ids, 2),
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, ...(parseJson(row.links) ?? noLinks) }]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const [image, secondImage] = pictures.get(id) ?? [];
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        sku: row.sku,
        mpn: row.mpn,
        status: row.status,
        masterId: row.masterId,
        variantsCount: row.variantsCount,
        onSale: row.salePriceCents !== null,
        discountPercent: discountPercent(row.priceCents, row.salePriceCents),
        price: moneyView(row.priceCents, row.currency, ctx.locale),
        salePrice: row.salePriceCents === null ? null : moneyView(row.salePriceCents, row.currency, ctx.locale),
        availability: availabilityOf(row.stockOnHand, row.backorderable),
        totalOnHand: row.totalOnHand,
        image: image ?? null,
        secondImage: secondImage ?? null,
        condition: row.condition,
        brand: row.brand,
        fits: row.fits ?? [],
      },
    ];
  });
}

/** Product pictures in order, at most `limit` per product (no limit: all of them). */
export async function loadImages(ctx: Ctx, productIds: number[], limit?: number): Promise<Map<number, ImageView[]>> {
  const rows = await ctx.db
    .select({
      productId: images.productId,
      path: images.path,
      width: images.width,
      height: images.height,
      alt: imageTranslations.alt,
    })
    .from(images)
    .leftJoin(
      imageTranslations,
      and(eq(imageTranslations.imageId, images.id), eq(imageTranslations.locale, ctx.locale)),
    )
    .where(
      and(inArray(images.productId, productIds), limit === undefined ? undefined : lte(images.position, limit - 1)),
    )
    .orderBy(images.productId, images.position);
  const byProduct = new Map<number, ImageView[]>();
  for (const row of rows)
    byProduct.set(row.productId, [
      ...(byProduct.get(row.productId) ?? []),
      { src: `/uploads/${row.path}`, alt: row.alt ?? '', width: row.width, height: row.height },
    ]);
  return byProduct;
}

const noLinks: TaxonLinks = { condition: null, brand: null, fits: null };

/** json_build_object comes back parsed from node-postgres and as text from some drivers. */
function parseJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
