import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { pageWindow } from '@/server/domains/catalog';
import { loadSummaries, type ProductSummary } from '@/server/domains/catalog';
import type { ProductOrder } from '@/server/domains/catalog';
import { cleanTerm } from './normalise';
import {
  facetsSql,
  parseFacetRows,
  searchAggregations,
  shapeAggregations,
  type SearchAggregation,
  type SearchAggregations,
} from './search-facets';
import {
  filtersFacet,
  resolveFilters,
  withoutFacetFilter,
  type ResolvedFilters,
  type SearchWhere,
} from './search-filters';
import { catalogueVersion, perCatalogueVersion, searchMemory } from './search-cache';
import { loadLexicon } from './search-lexicon';
import { understoodKinds, type UnderstoodKind } from '@/shared/understood-kinds';
import { searchFields, termMatch, type SearchField, type TermMatch } from './search-match';
import { emptyPlan, planSearch, type SearchPlan } from './search-plan';
import { searchSuggestions, type SearchSuggestions } from './search-suggestions';
import { describeUnderstanding, type UnderstoodSearch } from './understood';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

/** ProductsSearch of spec §7. */
export type ProductsSearchInput = {
  term?: string | null;
  where?: SearchWhere;
  order?: ProductOrder;
  /** Facets to count on the filtered result. */
  aggs?: readonly SearchAggregation[];
  /** Where the term is looked for; all of them when not given. */
  fields?: readonly SearchField[];
  /** Spelling corrections and completions of the term. */
  suggest?: boolean;
  /** What the term was understood to name but the search should not narrow by ("search everything instead"). */
  ignore?: readonly UnderstoodKind[];
  first?: number;
  skip?: number;
};

export type ProductsSearchResult = {
  total: number;
  nodes: ProductSummary[];
  aggregations: SearchAggregations;
  suggestions: SearchSuggestions;
  /** What the term was understood to name: the machines and condition it narrows by, the words of the part. */
  understood: UnderstoodSearch;
};

const noSuggestions: SearchSuggestions = { query: null, completions: [] };

/** A search's answer apart from the products' cards, which are always read fresh. */
type Matches = Omit<ProductsSearchResult, 'nodes'> & { ids: number[] };
const remembered = searchMemory<Matches>();
const lexiconOf = perCatalogueVersion(loadLexicon);

/**
 * Searches active products by a free term (Greek, English, Greeklish, part numbers, old numbers, model codes,
 * with typos) and filters, ranked by relevance or the asked order, with facet counts and suggestions.
 */
export async function searchProducts(ctx: Ctx, input: ProductsSearchInput = {}): Promise<ProductsSearchResult> {
  const { first, skip } = pageWindow(input.first, input.skip);
  const search: NormalisedSearch = {
    term: cleanTerm(input.term),
    where: input.where ?? {},
    order: input.order ?? 'relevance',
    // In the shop's order and once each, however they were asked for.
    aggs: searchAggregations.filter((facet) => input.aggs?.includes(facet)),
    fields: input.fields?.length ? searchFields.filter((field) => input.fields!.includes(field)) : searchFields,
    suggest: Boolean(input.suggest),
    // Once each, in a fixed order: one remembered answer per meaning.
    ignore: understoodKinds.filter((kind) => input.ignore?.includes(kind)),
    first,
    skip,
  };
  const t0 = performance.now();
  const version = await catalogueVersion(ctx.db);
  const t1 = performance.now();
  const { ids, ...answer } = await matches(ctx, version, search);
  const t2 = performance.now();
  const nodes = await loadSummaries(ctx, ids);
  if (process.env.SEARCH_PROFILE) console.log(`version ${(t1 - t0).toFixed(1)} matches ${(t2 - t1).toFixed(1)} summaries ${(performance.now() - t2).toFixed(1)}`);
  return { ...answer, nodes };
}

type NormalisedSearch = {
  term: string | null;
  where: SearchWhere;
  order: ProductOrder;
  aggs: SearchAggregation[];
  fields: readonly SearchField[];
  suggest: boolean;
  ignore: UnderstoodKind[];
  first: number;
  skip: number;
};

function matches(ctx: Ctx, version: number, search: NormalisedSearch): Promise<Matches> {
  return remembered(ctx.db, version, JSON.stringify([ctx.locale, search]), () => findMatches(ctx, version, search));
}

async function findMatches(ctx: Ctx, version: number, search: NormalisedSearch): Promise<Matches> {
  const { term, where, aggs, fields, suggest, ignore } = search;
  const p0 = performance.now();
  const plan: SearchPlan = term ? await planSearch(ctx.db, term, await lexiconOf(ctx.db, version)) : emptyPlan;
  if (process.env.SEARCH_PROFILE) console.log(`plan ${(performance.now() - p0).toFixed(1)}`);
  const understood = describeUnderstanding(plan, ctx.locale, ignore);
  const [filters, suggestions] = await Promise.all([
    resolveFilters(ctx.db, where),
    suggest && term ? searchSuggestions(ctx.db, term, plan) : noSuggestions,
  ]);
  if (filters.impossible)
    return { total: 0, ids: [], aggregations: shapeAggregations(aggs, []), suggestions, understood };

  // A facet the search filters by counts what the search finds without that filter (choosing a brand still
  // shows the other brands): the counts of that search, remembered, and usually the one the visitor just ran.
  const ownFiltered = aggs.filter((facet) => filtersFacet(where, facet));
  const [ownCounts, row] = await Promise.all([
    Promise.all(
      ownFiltered.map(
        async (facet) =>
          (await matches(ctx, version, { ...search, where: withoutFacetFilter(where, facet), skip: 0 })).aggregations[facet],
      ),
    ),
    pageAndCounts(
      ctx,
      search,
      termMatch(plan, fields, ignore),
      filters,
      aggs.filter((facet) => !ownFiltered.includes(facet)),
    ),
  ]);
  const aggregations = shapeAggregations(aggs, parseFacetRows(row?.facets));
  ownCounts.forEach((buckets, index) => Object.assign(aggregations, { [ownFiltered[index]!]: buckets }));
  return {
    total: Number(row?.total ?? 0),
    ids: (typeof row?.ids === 'string' ? JSON.parse(row.ids) : (row?.ids ?? [])) as number[],
    aggregations,
    suggestions,
    understood,
  };
}

/** One statement: how many match, the ids of the page, and the counts of the facets asked for, over the matches. */
async function pageAndCounts(
  ctx: Ctx,
  { order, first, skip }: NormalisedSearch,
  match: TermMatch,
  filters: ResolvedFilters,
  counted: SearchAggregation[],
) {
  // When some products are of the part type named, the ones whose type only shares a word with it are left out.
  const kept = match.typeNamed
    ? sql`select * from matched where part >= 3 or not exists (select 1 from matched m where m.part >= 4)`
    : sql`select * from matched`;
  const statement = sql`
    with matched as materialized (
      select d.product_id as id, d.brand_ids, d.category_ids, d.condition_ids, d.model_ids,
        d.price_cents as price, d.stock_rank, d.featured, d.created_at, ${match.tier} as tier, ${match.part} as part,
        ${match.fit} as fit, ${match.rank} as rank
      from search_documents d
      where d.active and ${match.condition} and ${filters.fixed} and ${sql.join(Object.values(filters.facets), sql` and `)}
    ),
    hits as materialized (${kept})
    select (select count(*)::int from hits) as total,
      (select coalesce(json_agg(page.id), '[]') from (select hits.id from hits order by ${orderBy(order, match.empty, ctx.locale)} limit ${first} offset ${skip}) page) as ids,
      ${facetsSql(counted, ctx.locale)} as facets`;
  if (process.env.SEARCH_DUMP) {
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const query = new PgDialect().sqlToQuery(statement);
    const fs = await import('node:fs');
    fs.writeFileSync(process.env.SEARCH_DUMP, JSON.stringify(query));
  }
  if (process.env.SEARCH_EXPLAIN) {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await ctx.db.execute(sql`explain (analyze, verbose) ${statement}`));
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
  const q0 = performance.now();
  const result = await ctx.db.execute(statement);
  if (process.env.SEARCH_PROFILE) console.log(`main ${(performance.now() - q0).toFixed(1)}`);
  return rowsOf<{ total: number; ids: number[] | string; facets: unknown }>(result)[0];
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
