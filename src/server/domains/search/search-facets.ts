import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '@/server/domains/catalog';
import { priceBounds } from '@/shared/price-ranges';
import { availabilityRank, taxonFacets, type FacetName } from './search-filters';

export const searchAggregations = [...taxonFacets, 'availability', 'price'] as const satisfies readonly FacetName[];
export type SearchAggregation = (typeof searchAggregations)[number];

export type TaxonBucket = { slug: string; name: string; count: number };
export type AvailabilityBucket = { value: Availability; count: number };
/** Cents excluding VAT; `max` is exclusive, null for the open-ended last range. */
export type PriceBucket = { min: number; max: number | null; count: number };
export type SearchAggregations = Partial<Record<(typeof taxonFacets)[number], TaxonBucket[]>> & {
  availability?: AvailabilityBucket[];
  price?: PriceBucket[];
};

export { priceBounds };
/** A long tail of models helps nobody in a sidebar: the most common ones. */
const maxBuckets = 50;

/** `maker`: a tractor model's maker (its parent in the model tree), so that "850" reads "John Deere › 850". */
type FacetRow = {
  facet: FacetName;
  key: number;
  n: number;
  slug: string | null;
  name: string | null;
  maker?: string | null;
};

/**
 * The negative keys of `search_documents.facet_ids` beside the taxon ids: the availability (stock rank 0, 1, 2 → -1,
 * -2, -3) and the price range (bucket b → -10 - b). Changing `priceBounds` changes the documents: raise their format.
 */
export const facetKey = {
  availability: (stockRank: string) => `(-1 - ${stockRank})`,
  price: (priceCents: string) => `(-10 - width_bucket(${priceCents}, '{${priceBounds.join(',')}}'::int[]))`,
};

/** Counts per facet on the rows of `hits` (the search's matches, every filter applied), in one pass. */
export function facetsSql(aggs: readonly SearchAggregation[], locale: string): SQL {
  if (aggs.length === 0) return sql`'[]'::json`;
  // A taxon id belongs to one taxonomy, whose kind names its facet.
  return sql`(select coalesce(json_agg(json_build_object('facet', f.facet, 'key', f.key, 'n', f.n, 'slug', tt.slug, 'name', tt.name, 'maker', pt.name)), '[]')
    from (
      select case when c.key >= 0 then k.kind::text when c.key >= -3 then 'availability' else 'price' end as facet,
        case when c.key >= 0 then c.key when c.key >= -3 then -1 - c.key else -10 - c.key end as key, c.n,
        t.parent_id
      from (select x as key, count(*)::int as n from hits, unnest(hits.facet_ids) x group by x) c
      left join taxons t on c.key >= 0 and t.id = c.key
      left join taxonomies k on k.id = t.taxonomy_id
    ) f
    left join taxon_translations tt on f.facet not in ('availability', 'price') and tt.taxon_id = f.key and tt.locale = ${locale}
    left join taxon_translations pt on f.facet = 'model' and pt.taxon_id = f.parent_id and pt.locale = ${locale}
    where f.facet = any(${`{${aggs.join(',')}}`}::text[]))`;
}

export function shapeAggregations(aggs: readonly SearchAggregation[], rows: FacetRow[]): SearchAggregations {
  const result: SearchAggregations = {};
  for (const facet of aggs) {
    const mine = rows.filter((row) => row.facet === facet);
    if (facet === 'availability') {
      const byRank = new Map(mine.map((row) => [Number(row.key), row.n]));
      result.availability = (Object.keys(availabilityRank) as Availability[]).map((value) => ({
        value,
        count: byRank.get(availabilityRank[value]) ?? 0,
      }));
    } else if (facet === 'price') {
      const byBucket = new Map(mine.map((row) => [Number(row.key), row.n]));
      result.price = [0, ...priceBounds].map((min, index) => ({
        min,
        max: priceBounds[index] ?? null,
        count: byBucket.get(index) ?? 0,
      }));
    } else
      result[facet] = mine
        // The model tree's maker groups are the brand facet's business: the model facet lists models only.
        .filter((row) => row.slug !== null && (facet !== 'model' || row.maker))
        .map((row) => ({ slug: row.slug!, name: facetName(row), count: row.n }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, maxBuckets);
  }
  return result;
}

function facetName(row: FacetRow): string {
  const name = row.name ?? row.slug!;
  return row.maker ? `${row.maker} › ${name}` : name;
}

export function parseFacetRows(value: unknown): FacetRow[] {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as FacetRow[];
}
