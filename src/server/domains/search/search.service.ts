import 'server-only';
import type { DomainContext } from '@/server/context';
import { loadSummaries, pageWindow, type ProductOrder, type ProductSummary } from '@/server/domains/catalog';
import { understoodKinds, type UnderstoodKind } from '@/shared/understood-kinds';
import { cleanTerm } from './normalise';
import {
  parseFacetRows,
  searchAggregations,
  shapeAggregations,
  type SearchAggregation,
  type SearchAggregations,
} from './search-facets';
import { filtersFacet, resolveFilters, withoutFacetFilter, type SearchWhere } from './search-filters';
import { catalogueVersion, perCatalogueVersion, searchMemory } from './search-cache';
import { loadLexicon } from './search-lexicon';
import { searchFields, termMatch, type SearchField } from './search-match';
import { emptyPlan, planSearch } from './search-plan';
import { runSearchStatement } from './search-statement';
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
/** How many a search finds and its facet counts: the same whatever the order or the page. */
type Counts = { total: number; aggregations: SearchAggregations };
const rememberedMatches = searchMemory<Matches>();
const rememberedCounts = searchMemory<Counts>();
const lexiconOf = perCatalogueVersion(loadLexicon);

/**
 * Searches active products by a free term (Greek, English, Greeklish, part numbers, old numbers, model codes,
 * with typos) and filters, ranked by relevance or the asked order, with facet counts and suggestions. The term is
 * understood first: a tractor model, engine or rotovator named narrows the results to the parts that fit it, a
 * condition word to that condition, a maker named alone ranks its parts first (see `understood` in the result).
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
  const version = await catalogueVersion(ctx.db);
  const { ids, ...answer } = await rememberedMatches.remember(
    ctx.db,
    version,
    JSON.stringify([ctx.locale, search]),
    () => findMatches(ctx, version, search),
  );
  return { ...answer, nodes: await loadSummaries(ctx, ids) };
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

/** What the counts depend on (not the order, the page or the suggestions). */
function countsKey(ctx: Ctx, { term, where, aggs, fields, ignore }: NormalisedSearch): string {
  return JSON.stringify([ctx.locale, term, where, aggs, fields, ignore]);
}

/** The term understood and read into a match, and the filters resolved. */
async function prepare(ctx: Ctx, version: number, search: NormalisedSearch) {
  const lexicon = await lexiconOf(ctx.db, version);
  const [plan, filters] = await Promise.all([
    search.term ? planSearch(ctx.db, search.term, lexicon) : emptyPlan,
    resolveFilters(ctx.db, search.where),
  ]);
  return { lexicon, plan, filters, match: termMatch(plan, search.fields, search.ignore) };
}

async function findMatches(ctx: Ctx, version: number, search: NormalisedSearch): Promise<Matches> {
  const { term, where, aggs, suggest, ignore } = search;
  const { lexicon, plan, filters, match } = await prepare(ctx, version, search);
  const understood = describeUnderstanding(plan, ctx.locale, ignore);
  const suggestions = suggest && term ? searchSuggestions(lexicon.vocabulary, term, plan) : noSuggestions;
  if (filters.impossible)
    return { total: 0, ids: [], aggregations: shapeAggregations(aggs, []), suggestions, understood };

  // Counts already known (the same search in another order or page) are not counted again.
  const known = rememberedCounts.known(ctx.db, version, countsKey(ctx, search));
  // A facet the search filters by counts what the search finds without that filter (choosing a brand still
  // shows the other brands): the counts of that search, remembered, and usually the one the visitor just ran.
  const ownFiltered = known ? [] : aggs.filter((facet) => filtersFacet(where, facet));
  const [ownCounts, row] = await Promise.all([
    Promise.all(ownFiltered.map((facet) => countsWithout(ctx, version, search, facet))),
    runSearchStatement(ctx, match, filters, {
      page: { order: search.order, first: search.first, skip: search.skip },
      counted: known ? null : aggs.filter((facet) => !ownFiltered.includes(facet)),
    }),
  ]);
  let counts = known;
  if (!counts) {
    const aggregations = shapeAggregations(aggs, parseFacetRows(row.facets));
    ownCounts.forEach((buckets, index) => Object.assign(aggregations, { [ownFiltered[index]!]: buckets }));
    counts = { total: row.total ?? 0, aggregations };
    rememberedCounts.keep(ctx.db, version, countsKey(ctx, search), counts);
  }
  return { ...counts, ids: row.ids, suggestions, understood };
}

/**
 * The counts of one facet over the search without that facet's filter: that search's whole counts when they are
 * known, else only its unfiltered facets (the one asked for among them), remembered apart from whole counts.
 */
async function countsWithout(ctx: Ctx, version: number, search: NormalisedSearch, facet: SearchAggregation) {
  const wider = { ...search, where: withoutFacetFilter(search.where, facet) };
  const whole = rememberedCounts.known(ctx.db, version, countsKey(ctx, wider));
  if (whole) return whole.aggregations[facet];
  const counts = await rememberedCounts.remember(ctx.db, version, `unfiltered:${countsKey(ctx, wider)}`, async () => {
    const { filters, match } = await prepare(ctx, version, wider);
    const counted = wider.aggs.filter((each) => !filtersFacet(wider.where, each));
    if (filters.impossible) return { total: 0, aggregations: shapeAggregations(counted, []) };
    const row = await runSearchStatement(ctx, match, filters, { page: null, counted });
    return { total: row.total ?? 0, aggregations: shapeAggregations(counted, parseFacetRows(row.facets)) };
  });
  return counts.aggregations[facet];
}
