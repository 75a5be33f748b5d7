import 'server-only';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { productTaxons, products } from './product.tables';
import { taxonomies, taxons, taxonTranslations } from './taxonomy.tables';
import { taxonInLocale, taxonOfKind } from './taxon-query';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type CategoryLink = { id: number; slug: string; name: string };
export type Category = CategoryLink & {
  excerpt: string | null;
  productsCount: number;
  image: { src: string; alt: string } | null;
  parent: CategoryLink | null;
  /** Sub-categories in shop order, at most the number asked for. */
  children: CategoryLink[];
};

/** Number of active products in a category and its sub-categories. */
const productsCount = sql<number>`(
  select count(distinct ${productTaxons.productId})::int
  from ${taxons} as sub
  join ${productTaxons} on ${productTaxons.taxonId} = sub.id
  join ${products} on ${products.id} = ${productTaxons.productId} and ${products.status} = 'active'
  where sub.id = ${taxons.id} or sub.parent_id = ${taxons.id}
)`;

function categoryQuery(ctx: Ctx) {
  return ctx.db
    .select({
      id: taxons.id,
      slug: taxonTranslations.slug,
      name: taxonTranslations.name,
      excerpt: taxonTranslations.excerpt,
      imagePath: taxons.imagePath,
      imageAlt: taxonTranslations.imageAlt,
      parentId: taxons.parentId,
      productsCount,
    })
    .from(taxons)
    .innerJoin(taxonomies, taxonOfKind('category'))
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .$dynamic();
}

/** Top-level categories in shop order, each with up to `childrenFirst` sub-categories (spec §9: 5). */
export async function listCategories(
  ctx: Ctx,
  { first = 100, childrenFirst = 5 }: { first?: number; childrenFirst?: number } = {},
): Promise<Category[]> {
  const tops = await categoryQuery(ctx)
    .where(isNull(taxons.parentId))
    .orderBy(asc(taxons.sortOrder), asc(taxonTranslations.name))
    .limit(first);
  const children = await childrenOf(
    ctx,
    tops.map((row) => row.id),
  );
  return tops.map((row) => toCategory(row, null, (children.get(row.id) ?? []).slice(0, childrenFirst)));
}

/** One category by its slug in the current language, with all its sub-categories; null when there is none. */
export async function getCategory(ctx: Ctx, slug: string): Promise<Category | null> {
  const [row] = await categoryQuery(ctx).where(eq(taxonTranslations.slug, slug)).limit(1);
  if (!row) return null;
  const [children, parents] = await Promise.all([
    childrenOf(ctx, [row.id]),
    row.parentId ? linksOf(ctx, [row.parentId]) : Promise.resolve([]),
  ]);
  return toCategory(row, parents[0] ?? null, children.get(row.id) ?? []);
}

async function childrenOf(
  ctx: Ctx,
  parentIds: number[],
): Promise<Map<number, (CategoryLink & { parentId: number })[]>> {
  if (parentIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: taxons.id, slug: taxonTranslations.slug, name: taxonTranslations.name, parentId: taxons.parentId })
    .from(taxons)
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .where(inArray(taxons.parentId, parentIds))
    .orderBy(asc(taxons.sortOrder), asc(taxonTranslations.name));
  const byParent = new Map<number, (CategoryLink & { parentId: number })[]>();
  for (const row of rows) {
    const parentId = row.parentId!;
    byParent.set(parentId, [
      ...(byParent.get(parentId) ?? []),
      { id: row.id, slug: row.slug, name: row.name, parentId },
    ]);
  }
  return byParent;
}

async function linksOf(ctx: Ctx, ids: number[]): Promise<CategoryLink[]> {
  return ctx.db
    .select({ id: taxons.id, slug: taxonTranslations.slug, name: taxonTranslations.name })
    .from(taxons)
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .where(inArray(taxons.id, ids));
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoryQuery>['execute']>>[number];

function toCategory(row: CategoryRow, parent: CategoryLink | null, children: CategoryLink[]): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    excerpt: row.excerpt,
    productsCount: row.productsCount,
    image: row.imagePath ? { src: `/uploads/${row.imagePath}`, alt: row.imageAlt ?? row.name } : null,
    parent,
    children: children.map(({ id, slug, name }) => ({ id, slug, name })),
  };
}
