import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { pageWindow } from './catalog.rules';
import { products, productTaxons, variants } from './product.tables';
import { countProducts } from './products.service';
import { loadSummaries, type ProductSummary } from './product-summaries';
import { taxonomies, taxons, type TaxonomyKind } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

/** What "similar" compares by default: the part's category, then its fitment and maker. */
export const similarityFields = [
  'category',
  'model',
  'engine',
  'rotovator',
  'brand',
  'condition',
] as const satisfies readonly TaxonomyKind[];
export type SimilarityField = (typeof similarityFields)[number];

/**
 * Active products sharing the most taxons of the given kinds with a product (same category, same tractor, ...),
 * best match first, then in-stock first. The product itself is never among them.
 */
export async function similarProducts(
  ctx: Ctx,
  productId: number,
  {
    first,
    fields = ['category', 'model', 'engine', 'brand'],
  }: { first?: number; fields?: readonly SimilarityField[] } = {},
): Promise<ProductSummary[]> {
  const size = pageWindow(first, 0, 8).first;
  const kinds = fields.filter((field): field is SimilarityField =>
    (similarityFields as readonly string[]).includes(field),
  );
  if (kinds.length === 0 || size === 0) return [];
  // How many of the product's taxons (of these kinds) each other product has: from the taxon index alone.
  const shared = ctx.db.$with('shared').as(
    ctx.db
      .select({ productId: productTaxons.productId, count: sql<number>`count(*)`.as('shared_taxons') })
      .from(productTaxons)
      .where(
        and(
          sql`${productTaxons.productId} <> ${productId}`,
          inArray(
            productTaxons.taxonId,
            ctx.db
              .select({ id: productTaxons.taxonId })
              .from(productTaxons)
              .innerJoin(taxons, eq(taxons.id, productTaxons.taxonId))
              .innerJoin(taxonomies, and(eq(taxonomies.id, taxons.taxonomyId), inArray(taxonomies.kind, kinds)))
              .where(eq(productTaxons.productId, productId)),
          ),
        ),
      )
      .groupBy(productTaxons.productId),
  );
  const active = and(eq(products.id, shared.productId), eq(products.status, 'active'));
  // The count the last one shown has: only products sharing at least as many are looked up for their stock. A
  // part's condition or maker is shared by half the catalogue, and joining every one of them to its stock was most
  // of an uncached product page's database time (issue #20).
  const lowestShown = ctx.db
    .select({ count: shared.count })
    .from(shared)
    .innerJoin(products, active)
    .orderBy(desc(shared.count))
    .limit(1)
    .offset(size - 1);
  const rows = await ctx.db
    .with(shared)
    .select({ id: shared.productId })
    .from(shared)
    .innerJoin(products, active)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
    .where(sql`${shared.count} >= coalesce((${lowestShown}), 0)`)
    .orderBy(desc(shared.count), sql`${variants.stockOnHand} > 0 desc`, shared.productId)
    .limit(size);
  return loadSummaries(
    ctx,
    rows.map((row) => row.id),
  );
}

/** Related products (spec §7 ProductRelated): active products of the same category and fitment. */
export function relatedProducts(ctx: Ctx, productId: number, first?: number): Promise<ProductSummary[]> {
  return similarProducts(ctx, productId, { first, fields: ['category', 'model', 'engine', 'rotovator'] });
}

/** Products sold under any of these part numbers: the parts of a catalogue diagram (spec §7 CatalogRelated). */
export async function productsByPartNumbers(ctx: Ctx, mpns: string[], first?: number): Promise<ProductSummary[]> {
  if (mpns.length === 0) return [];
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.status, 'active'), inArray(variants.mpn, mpns)))
    .limit(pageWindow(first, 0, 50).first);
  return loadSummaries(ctx, [...new Set(rows.map((row) => row.id))]);
}

/** The three counts of spec §7 Suggestions: parts on sale, featured parts, and all (new arrivals). */
export async function suggestionCounts(ctx: Ctx): Promise<{ onSale: number; featured: number; all: number }> {
  const [onSale, featured, all] = await Promise.all([
    countProducts(ctx, { onSale: true }),
    countProducts(ctx, { featured: true }),
    countProducts(ctx, {}),
  ]);
  return { onSale, featured, all };
}
