import 'server-only';
import { and, asc, desc, eq, exists, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { availabilitySql, effectivePriceSql, pageWindow, type Availability } from './catalog.rules';
import { products, productTaxons, productTranslations, variants } from './product.tables';
import { loadSummaries, type ProductSummary } from './product-summaries';
import { taxonomies, taxons, taxonTranslations, type TaxonomyKind } from './taxonomy.tables';
import { taxonInLocale, taxonOfKind } from './taxon-query';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

/** Filters of a product listing; taxon filters take slugs, a category includes its sub-categories. */
export type ProductsWhere = {
  category?: string;
  brand?: string;
  condition?: string;
  model?: string;
  engine?: string;
  rotovator?: string;
  /** Cents excluding VAT, on the price the customer pays (the sale price when there is one). */
  priceMin?: number;
  priceMax?: number;
  availability?: Availability[];
  onSale?: boolean;
  featured?: boolean;
  ids?: number[];
  excludeIds?: number[];
  /** Words that must all appear in the name (either language) or the SKU / part number; accents and case ignored. */
  term?: string;
};

export const productOrders = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductOrder = (typeof productOrders)[number];

export type ProductsQuery = { where?: ProductsWhere; order?: ProductOrder; first?: number; skip?: number };
export type ProductPage = { total: number; nodes: ProductSummary[] };

const taxonFilters = [
  'category',
  'brand',
  'condition',
  'model',
  'engine',
  'rotovator',
] as const satisfies readonly (keyof ProductsWhere & TaxonomyKind)[];

/** Active products matching the filters, one page of them in the asked order, and how many match in all. */
export async function listProducts(ctx: Ctx, query: ProductsQuery = {}): Promise<ProductPage> {
  const { first, skip } = pageWindow(query.first, query.skip);
  const condition = await whereClause(ctx, query.where ?? {});
  if (condition === null) return { total: 0, nodes: [] };
  const rows = await ctx.db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
    )
    .where(condition)
    .orderBy(...orderBy(query.order ?? 'relevance'))
    .limit(first)
    .offset(skip);
  const total = rows[0]?.total ?? (skip > 0 ? await countProducts(ctx, query.where ?? {}) : 0);
  return {
    total,
    nodes: await loadSummaries(
      ctx,
      rows.map((row) => row.id),
    ),
  };
}

export async function countProducts(ctx: Ctx, where: ProductsWhere): Promise<number> {
  const condition = await whereClause(ctx, where);
  if (condition === null) return 0;
  const [row] = await ctx.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
    .where(condition);
  return row?.total ?? 0;
}

function orderBy(order: ProductOrder): SQL[] {
  const inStockFirst = sql`case ${availabilitySql} when 'available' then 0 when 'backorder' then 1 else 2 end`;
  switch (order) {
    case 'name':
      return [asc(productTranslations.name), asc(products.id)];
    case 'price-asc':
      return [asc(effectivePriceSql), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePriceSql), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'relevance':
      return [desc(products.featured), inStockFirst, asc(productTranslations.name), asc(products.id)];
  }
}

/** The SQL condition of the filters; null when a filter names a taxon that does not exist (nothing matches). */
async function whereClause(ctx: Ctx, where: ProductsWhere): Promise<SQL | null> {
  const conditions: (SQL | undefined)[] = [eq(products.status, 'active')];
  for (const kind of taxonFilters) {
    const slug = where[kind];
    if (slug === undefined) continue;
    const ids = await taxonAndChildren(ctx, kind, slug);
    if (ids.length === 0) return null;
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productTaxons)
          .where(and(eq(productTaxons.productId, products.id), inArray(productTaxons.taxonId, ids))),
      ),
    );
  }
  if (where.priceMin !== undefined) conditions.push(gte(effectivePriceSql, where.priceMin));
  if (where.priceMax !== undefined) conditions.push(lte(effectivePriceSql, where.priceMax));
  if (where.availability?.length) conditions.push(inArray(availabilitySql, where.availability));
  if (where.onSale !== undefined)
    conditions.push(
      where.onSale ? sql`${variants.salePriceCents} is not null` : sql`${variants.salePriceCents} is null`,
    );
  if (where.featured !== undefined) conditions.push(eq(products.featured, where.featured));
  for (const word of searchWords(where.term)) conditions.push(matchesWord(word));
  if (where.ids) conditions.push(where.ids.length ? inArray(products.id, where.ids) : sql`false`);
  if (where.excludeIds?.length) conditions.push(notInArray(products.id, where.excludeIds));
  return and(...conditions)!;
}

function searchWords(term: string | undefined): string[] {
  return (term ?? '').normalize('NFC').slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
}

/** Substring match without accents or case; the search issue replaces this with ranked full-text search. */
function matchesWord(word: string): SQL {
  const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(
    exists (select 1 from ${productTranslations} pt where pt.product_id = ${products.id} and unaccent(lower(pt.name)) like unaccent(lower(${pattern})))
    or ${variants.sku} ilike ${pattern} or ${variants.mpn} ilike ${pattern}
  )`;
}

/** A taxon by slug (in the current language) and its direct children: a top category lists its sub-categories' parts. */
async function taxonAndChildren(ctx: Ctx, kind: TaxonomyKind, slug: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: taxons.id })
    .from(taxons)
    .innerJoin(taxonomies, taxonOfKind(kind))
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .where(eq(taxonTranslations.slug, slug));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const children = await ctx.db.select({ id: taxons.id }).from(taxons).where(inArray(taxons.parentId, ids));
  return [...ids, ...children.map((row) => row.id)];
}
