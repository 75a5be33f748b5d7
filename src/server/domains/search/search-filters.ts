import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Availability } from '@/server/domains/catalog/catalog.rules';

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

/** Facet filters each become a flag, so that each facet can be counted ignoring its own filter. */
export type FacetName = (typeof taxonFacets)[number] | 'availability' | 'price';
export type ResolvedFilters = { flags: Record<FacetName, SQL>; fixed: SQL; impossible: boolean };

const idsColumn: Record<TaxonFilterKind, string> = {
  brand: 'brand_ids',
  category: 'category_ids',
  condition: 'condition_ids',
  model: 'model_ids',
  engine: 'engine_ids',
  rotovator: 'rotovator_ids',
};
export const availabilityRank: Record<Availability, number> = { available: 0, backorder: 1, unavailable: 2 };

/** Turns slugs into taxon ids (one query) and every filter into a condition on `d` (document) and `v` (master variant). */
export async function resolveFilters(db: Queryable, where: SearchWhere): Promise<ResolvedFilters> {
  const wanted = ([...taxonFacets, ...fitmentFilters] as TaxonFilterKind[]).flatMap((kind) => slugsOf(where[kind]).map((slug) => ({ kind, slug })));
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
  if (isAmount(where.priceMin)) price.push(sql`coalesce(v.sale_price_cents, v.price_cents) >= ${Math.trunc(where.priceMin)}`);
  if (isAmount(where.priceMax)) price.push(sql`coalesce(v.sale_price_cents, v.price_cents) <= ${Math.trunc(where.priceMax)}`);
  const availability = (where.availability ?? []).filter((value) => value in availabilityRank);
  const flags: Record<FacetName, SQL> = {
    brand: condition('brand'),
    category: condition('category'),
    condition: condition('condition'),
    model: condition('model'),
    availability: availability.length ? sql`${stockRankSql} in (${sql.join(availability.map((value) => sql`${availabilityRank[value]}`), sql`, `)})` : sql`true`,
    price: price.length ? sql.join(price, sql` and `) : sql`true`,
  };
  const fixed = [condition('engine'), condition('rotovator')];
  if (where.onSale !== undefined) fixed.push(where.onSale ? sql`v.sale_price_cents is not null` : sql`v.sale_price_cents is null`);
  return { flags, fixed: sql.join(fixed, sql` and `), impossible };
}

/** Availability as a number that orders in-stock first: 0 available, 1 on backorder, 2 unavailable (catalog.rules). */
export const stockRankSql = sql`(case when v.stock_on_hand > 0 then 0 when v.backorderable then 1 else 2 end)`;

function slugsOf(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((slug) => typeof slug === 'string' && slug.length > 0).slice(0, 20);
}

function isAmount(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
