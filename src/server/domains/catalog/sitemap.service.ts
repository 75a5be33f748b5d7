import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Locale } from '@/shared/locales';
import { products, productTranslations } from './product.tables';
import { taxonomies, taxons, taxonTranslations } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db'>;

export type SitemapEntry = { slugs: Partial<Record<Locale, string>>; updatedAt: Date };

/** How many active products there are, to split the sitemap into files of at most `size` products. */
export async function countActiveProducts(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(products).where(eq(products.status, 'active'));
  return row?.total ?? 0;
}

/** Active products' slugs in every language, in id order, one slice at a time. */
export async function productSitemapEntries(
  ctx: Ctx,
  { first, skip }: { first: number; skip: number },
): Promise<SitemapEntry[]> {
  const rows = await ctx.db
    .select({
      updatedAt: products.updatedAt,
      slugs: sql<
        Partial<Record<Locale, string>>
      >`(select json_object_agg(pt.locale, pt.slug) from ${productTranslations} pt where pt.product_id = ${products.id})`,
    })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(asc(products.id))
    .limit(first)
    .offset(skip);
  return rows.map((row) => ({
    slugs: typeof row.slugs === 'string' ? JSON.parse(row.slugs) : row.slugs,
    updatedAt: new Date(row.updatedAt),
  }));
}

/** Category and brand slugs (both kinds have pages of their own). */
export async function taxonSitemapEntries(ctx: Ctx, kind: 'category' | 'brand'): Promise<SitemapEntry[]> {
  const rows = await ctx.db
    .select({
      updatedAt: taxons.updatedAt,
      slugs: sql<
        Partial<Record<Locale, string>>
      >`(select json_object_agg(tt.locale, tt.slug) from ${taxonTranslations} tt where tt.taxon_id = ${taxons.id})`,
    })
    .from(taxons)
    .innerJoin(taxonomies, and(eq(taxonomies.id, taxons.taxonomyId), eq(taxonomies.kind, kind)))
    .orderBy(asc(taxons.sortOrder), asc(taxons.id));
  return rows.map((row) => ({
    slugs: typeof row.slugs === 'string' ? JSON.parse(row.slugs) : row.slugs,
    updatedAt: new Date(row.updatedAt),
  }));
}
