import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Availability } from '@/server/domains/catalog';

export const taxonFacets = ['brand', 'category', 'condition', 'model'] as const;
export const fitmentFilters = ['engine', 'rotovator'] as const;
type TaxonFilterKind = (typeof taxonFacets)[number] | (typeof fitmentFilters)[number];

/** The filters of a search: slugs (one or several) for taxons, a category includes its sub-categories. */
export type SearchWhere = Partial<Record<TaxonFilterKind, string | string[]>> & {
  /** Cents excluding VAT, on the price the customer pays (the sale price when there is one). */
  priceMin?: number;
  priceMax?: number;
  availability?: Availability[];
  onSale?: boolean;
};

export type FacetName = (typeof taxonFacets)[number] | 'availability' | 'price';
/** `facets`: the condition of each facet's filter (`true` when it has none); `fixed`: the other filters. */
export type ResolvedFilters = { facets: Record<FacetName, SQL>; fixed: SQL; impossible: boolean };

const idsColumn: Record<TaxonFilterKind, string> = {
  brand: 'brand_ids',
  category: 'category_ids',
  condition: 'condition_ids',
  model: 'model_ids',
  engine: 'engine_ids',
  rotovator: 'rotovator_ids',
};
/** search_documents.stock_rank of each availability. */
export const availabilityRank: Record<Availability, number> = { available: 0, backorder: 1, unavailable: 2 };

/** Turns slugs into taxon ids (one query) and every filter into a condition on `d` (the search document). */
export async function resolveFilters(db: Queryable, where: SearchWhere): Promise<ResolvedFilters> {
  const wanted = ([...taxonFacets, ...fitmentFilters] as TaxonFilterKind[]).flatMap((kind) =>
    slugsOf(where[kind]).map((slug) => ({ kind, slug })),
  );
  const found = wanted.length
    ? rowsOf<{ kind: TaxonFilterKind; slug: string; id: number }>(
        await db.execute(sql`
          select distinct w.kind, w.slug, x.id
          from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(kind text, slug text)
          join taxonomies k on k.kind::text = w.kind
          join taxons x on x.taxonomy_id = k.id
          where x.key = w.slug or exists (select 1 from taxon_translations tt where tt.taxon_id = x.id and tt.slug = w.slug)`),
      )
    : [];
  let impossible = false;
  const condition = (kind: TaxonFilterKind): SQL => {
    if (slugsOf(where[kind]).length === 0) return sql`true`;
    const ids = found.filter((row) => row.kind === kind).map((row) => Number(row.id));
    if (ids.length === 0) impossible = true;
    return sql`${sql.raw(`d.${idsColumn[kind]}`)} && ${`{${ids.join(',')}}`}::int[]`;
  };
  const price: SQL[] = [];
  if (isAmount(where.priceMin)) price.push(sql`d.price_cents >= ${Math.trunc(where.priceMin)}`);
  if (isAmount(where.priceMax)) price.push(sql`d.price_cents <= ${Math.trunc(where.priceMax)}`);
  const availability = availabilitiesOf(where);
  const facets: Record<FacetName, SQL> = {
    brand: condition('brand'),
    category: condition('category'),
    condition: condition('condition'),
    model: condition('model'),
    availability: availability.length
      ? sql`d.stock_rank in (${sql.join(
          availability.map((value) => sql`${availabilityRank[value]}`),
          sql`, `,
        )})`
      : sql`true`,
    price: price.length ? sql.join(price, sql` and `) : sql`true`,
  };
  const fixed = [condition('engine'), condition('rotovator')];
  if (where.onSale !== undefined) fixed.push(where.onSale ? sql`d.on_sale` : sql`not d.on_sale`);
  return { facets, fixed: sql.join(fixed, sql` and `), impossible };
}

/** Whether the search filters by this facet: then the facet's counts come from the search without that filter. */
export function filtersFacet(where: SearchWhere, facet: FacetName): boolean {
  if (facet === 'availability') return availabilitiesOf(where).length > 0;
  if (facet === 'price') return isAmount(where.priceMin) || isAmount(where.priceMax);
  return slugsOf(where[facet]).length > 0;
}

export function withoutFacetFilter(where: SearchWhere, facet: FacetName): SearchWhere {
  const rest = { ...where };
  if (facet === 'price') {
    delete rest.priceMin;
    delete rest.priceMax;
  } else delete rest[facet];
  return rest;
}

function availabilitiesOf(where: SearchWhere): Availability[] {
  return (where.availability ?? []).filter((value) => value in availabilityRank);
}

function slugsOf(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((slug) => typeof slug === 'string' && slug.length > 0)
    .slice(0, 20);
}

function isAmount(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
