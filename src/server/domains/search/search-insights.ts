import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now'>;

/** A period of the search log: from `since` (inclusive) to `until` (exclusive, now when not given). */
export type SearchPeriod = { since: Date; until?: Date; first?: number };

export type SearchedModel = { slug: string; name: string; searches: number };
export type FruitlessSearch = { term: string; searches: number; lastSearchedAt: Date };

const maxFirst = 100;
const within = (ctx: Ctx, { since, until }: SearchPeriod) =>
  sql`l.searched_at >= ${since.toISOString()}::timestamptz and l.searched_at < ${(until ?? ctx.now()).toISOString()}::timestamptz`;
const firstOf = (first: number | undefined, fallback: number) =>
  Math.min(maxFirst, Math.max(1, Math.trunc(first ?? fallback)));

/** The tractor models customers named most in their searches in the period: what to stock and to advertise. */
export async function topSearchedModels(ctx: Ctx, period: SearchPeriod): Promise<SearchedModel[]> {
  const rows = rowsOf<{ slug: string; name: string | null; searches: number }>(
    await ctx.db.execute(sql`
      select l.model as slug, count(*)::int as searches,
        (select concat_ws(' ', ptt.name, tt.name)
          from taxons x
          join taxonomies k on k.id = x.taxonomy_id and k.kind = 'model'
          left join taxon_translations tt on tt.taxon_id = x.id and tt.locale = ${ctx.locale}
          left join taxon_translations ptt on ptt.taxon_id = x.parent_id and ptt.locale = ${ctx.locale}
          where x.key = l.model) as name
      from search_log l
      where l.model is not null and ${within(ctx, period)}
      group by l.model
      order by searches desc, l.model
      limit ${firstOf(period.first, 10)}`),
  );
  return rows.map((row) => ({ slug: row.slug, name: row.name || row.slug, searches: Number(row.searches) }));
}

/**
 * The searches that found nothing in the period, the most frequent first (spellings that differ only in case or
 * spaces count as one): parts to list, or words the search should learn.
 */
export async function searchesWithoutResults(ctx: Ctx, period: SearchPeriod): Promise<FruitlessSearch[]> {
  const rows = rowsOf<{ term: string; searches: number; last: string | Date }>(
    await ctx.db.execute(sql`
      select mode() within group (order by l.term) as term, count(*)::int as searches, max(l.searched_at) as last
      from search_log l
      where l.results = 0 and ${within(ctx, period)}
      group by lower(l.term)
      order by searches desc, last desc
      limit ${firstOf(period.first, 20)}`),
  );
  return rows.map((row) => ({ term: row.term, searches: Number(row.searches), lastSearchedAt: new Date(row.last) }));
}
