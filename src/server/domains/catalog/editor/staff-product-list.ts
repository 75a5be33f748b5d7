import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { matchTerm } from '@/server/domains/search';
import { lowStockUnits, type StaffProductFilters } from '@/shared/staff-product-filters';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type StaffProductRow = {
  id: number;
  name: string;
  status: 'active' | 'draft' | 'archived';
  sku: string;
  mpn: string | null;
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
  category: string | null;
  condition: string | null;
  photo: string | null;
  updatedAt: Date;
};

export type StaffProductPage = { total: number; rows: StaffProductRow[] };

/**
 * The back office's product list: every product whatever its status, found by the storefront's own reading of the
 * term, filtered, ordered and paged by one statement over the search documents (their indexes serve the term and
 * the taxon filters), then the page's few rows read in full.
 */
export async function staffProductsPage(ctx: Ctx, filters: StaffProductFilters): Promise<StaffProductPage> {
  const match = await matchTerm(ctx.db, filters.q);
  const conditions: SQL[] = [match.condition, ...filterConditions(filters)];
  const where = sql.join(conditions, sql` and `);
  const order = orderOf(filters, match, ctx.locale);
  // The product's row and its master variant are read only when a filter or the order needs them.
  const byUpdate = filters.sort === 'updated' || (filters.sort === 'relevance' && match.empty);
  const joins = sql.join(
    [
      filters.status || byUpdate ? sql`join products p on p.id = d.product_id` : sql``,
      filters.stock || filters.sort === 'stock'
        ? sql`join variants mv on mv.product_id = d.product_id and mv.is_master`
        : sql``,
    ],
    sql` `,
  );
  // Two statements side by side: the page walks the order's index and stops at its rows; the count reads no order.
  const [page, count] = await Promise.all([
    ctx.db.execute(sql`
      select d.product_id as id from search_documents d ${joins}
      where ${where} order by ${order}
      limit ${filters.size} offset ${(filters.page - 1) * filters.size}`),
    ctx.db.execute(sql`select count(*)::int as total from search_documents d ${joins} where ${where}`),
  ]);
  const ids = rowsOf<{ id: number }>(page).map((row) => Number(row.id));
  const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  return { total, rows: await loadRows(ctx, ids) };
}

const idArray = (id: number) => sql`${`{${id}}`}::int[]`;

function filterConditions(filters: StaffProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`p.status = ${filters.status}`);
  if (filters.condition) conditions.push(sql`d.condition_ids && ${idArray(filters.condition)}`);
  if (filters.brand) conditions.push(sql`d.brand_ids && ${idArray(filters.brand)}`);
  if (filters.category) conditions.push(sql`d.category_ids && ${idArray(filters.category)}`);
  if (filters.model) conditions.push(sql`d.model_ids && ${idArray(filters.model)}`);
  if (filters.stock === 'none') conditions.push(sql`mv.stock_on_hand = 0`);
  if (filters.stock === 'low') conditions.push(sql`mv.stock_on_hand between 1 and ${lowStockUnits}`);
  if (filters.stock === 'in') conditions.push(sql`mv.stock_on_hand > 0`);
  const pictured = sql`exists (select 1 from images i where i.product_id = d.product_id)`;
  if (filters.photos === 'yes') conditions.push(pictured);
  if (filters.photos === 'no') conditions.push(sql`not ${pictured}`);
  if (filters.priceMin !== undefined) conditions.push(sql`d.price_cents >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`d.price_cents <= ${filters.priceMax}`);
  return conditions;
}

function orderOf(filters: StaffProductFilters, match: Awaited<ReturnType<typeof matchTerm>>, locale: string): SQL {
  switch (filters.sort) {
    case 'name':
      return sql`(select t.name from product_translations t where t.product_id = d.product_id and t.locale = ${locale}), d.product_id`;
    case 'price-asc':
      return sql`d.price_cents, d.product_id`;
    case 'price-desc':
      return sql`d.price_cents desc, d.product_id`;
    case 'stock':
      return sql`mv.stock_on_hand, d.product_id`;
    case 'relevance':
      if (!match.empty)
        // Cast: a bare constant (a part of the match the term does not use) would be read as a column number.
        return sql`(${match.tier})::int desc, (${match.part})::int desc, (${match.fit})::int desc, (${match.rank})::real desc, d.product_id desc`;
      return sql`p.updated_at desc nulls last, p.id desc nulls last`;
    case 'updated':
      return sql`p.updated_at desc nulls last, p.id desc nulls last`;
  }
}

async function loadRows(ctx: Ctx, ids: number[]): Promise<StaffProductRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      select p.id, p.status, p.updated_at, coalesce(t.name, el.name) as name, mv.sku, mv.mpn, mv.price_cents,
        mv.sale_price_cents, mv.stock_on_hand,
        (select ct.name from product_taxons pt join taxons x on x.id = pt.taxon_id
           join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
           join taxon_translations ct on ct.taxon_id = x.id and ct.locale = ${ctx.locale}
           where pt.product_id = p.id order by pt.position limit 1) as category,
        (select ct.name from product_taxons pt join taxons x on x.id = pt.taxon_id
           join taxonomies k on k.id = x.taxonomy_id and k.kind = 'condition'
           join taxon_translations ct on ct.taxon_id = x.id and ct.locale = ${ctx.locale}
           where pt.product_id = p.id limit 1) as condition,
        (select i.path from images i where i.product_id = p.id order by i.position limit 1) as photo
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page(id, ord)
      join products p on p.id = page.id
      join variants mv on mv.product_id = p.id and mv.is_master
      left join product_translations t on t.product_id = p.id and t.locale = ${ctx.locale}
      left join product_translations el on el.product_id = p.id and el.locale = 'el'
      order by page.ord`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name ?? ''),
    status: row.status as StaffProductRow['status'],
    sku: String(row.sku),
    mpn: (row.mpn as string | null) ?? null,
    priceCents: Number(row.price_cents),
    salePriceCents: row.sale_price_cents === null ? null : Number(row.sale_price_cents),
    stock: Number(row.stock_on_hand),
    category: (row.category as string | null) ?? null,
    condition: (row.condition as string | null) ?? null,
    photo: row.photo ? `/uploads/${String(row.photo)}` : null,
    updatedAt: new Date(row.updated_at as string),
  }));
}
