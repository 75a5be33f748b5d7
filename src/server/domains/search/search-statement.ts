import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import type { ProductOrder } from '@/server/domains/catalog';
import { facetsSql, type SearchAggregation } from './search-facets';
import type { ResolvedFilters } from './search-filters';
import type { TermMatch } from './search-match';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type StatementParts = {
  /** The page of ids to read, in the asked order; null when only the counts are wanted. */
  page: { order: ProductOrder; first: number; skip: number } | null;
  /** The facets to count (and the total); null when they are already known. */
  counted: SearchAggregation[] | null;
};

export type StatementRow = { total: number | null; ids: number[]; facets: unknown };

/**
 * One statement over the search documents: the matches (every filter applied), then what is asked of them (how
 * many, the ids of a page, the counts of facets). When some products are of the part type the term names, the
 * ones whose type only shares a word with it are left out of all three.
 */
export async function runSearchStatement(
  ctx: Ctx,
  match: TermMatch,
  filters: ResolvedFilters,
  { page, counted }: StatementParts,
): Promise<StatementRow> {
  // A view over the matches, not a second copy: each reader filters as it scans.
  const kept = match.typeNamed
    ? sql`select * from matched where part >= 3 or (select max(m.part) from matched m) < 4`
    : sql`select * from matched`;
  // Only what the readers below use is copied: the facet keys to count, the facts the order sorts by.
  const columns = [
    ...(counted?.length ? ['d.facet_ids'] : []),
    'd.price_cents as price',
    'd.stock_rank',
    ...(page?.order === 'newest' ? ['d.created_at'] : []),
    ...(match.empty ? ['d.featured'] : []),
  ];
  const statement = sql`
    with matched as materialized (
      select d.product_id as id, ${sql.raw(columns.join(', '))}, ${match.tier} as tier, ${match.part} as part,
        ${match.fit} as fit, ${match.rank} as rank
      from search_documents d
      where d.active and ${match.condition} and ${filters.fixed} and ${sql.join(Object.values(filters.facets), sql` and `)}
    ),
    hits as not materialized (${kept})
    select ${counted ? sql`(select count(*)::int from hits)` : sql`null::int`} as total,
      ${
        page
          ? sql`(select coalesce(json_agg(page.id), '[]') from (select hits.id from hits order by ${orderBy(page.order, match.empty, ctx.locale)} limit ${page.first} offset ${page.skip}) page)`
          : sql`'[]'::json`
      } as ids,
      ${facetsSql(counted ?? [], ctx.locale)} as facets`;
  // The documents a search reads are in memory: a page read costs about what a sequential one does. With the
  // default (random reads 4× dearer), a common word in both languages ("fil" → filter, φίλτρο) is estimated at
  // twice its matches and read by scanning the whole table, 3-4× slower than through the text index.
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx.execute(statement);
  });
  const [row] = rowsOf<{ total: number | null; ids: number[] | string; facets: unknown }>(result);
  return {
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    ids: (typeof row?.ids === 'string' ? JSON.parse(row.ids) : (row?.ids ?? [])) as number[],
    facets: row?.facets,
  };
}

function orderBy(order: ProductOrder, noTerm: boolean, locale: string): SQL {
  switch (order) {
    case 'name':
      return sql`(select t.name from product_translations t where t.product_id = hits.id and t.locale = ${locale}), hits.id`;
    case 'price-asc':
      return sql`hits.price, hits.id`;
    case 'price-desc':
      return sql`hits.price desc, hits.id`;
    case 'newest':
      return sql`hits.created_at desc, hits.id desc`;
    case 'relevance':
      // The part number typed, then the part type named, then the machine named, then in stock first. Without
      // a term, featured parts first as in the listings.
      return noTerm
        ? sql`hits.featured desc, hits.stock_rank, hits.id desc`
        : sql`hits.tier desc, hits.part desc, hits.fit desc, hits.stock_rank, hits.rank desc, hits.id`;
  }
}
