import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { addDays, type DashboardPeriod } from '@/shared/dashboard-periods';
import { countedOrder, shopMidnight } from './sales-figures';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

/** A part or a category as the period sold it: units and revenue excluding VAT (the lines' own amounts). */
export type TopPart = { sku: string; name: string; units: number; revenueCents: number };
export type TopCategory = { key: string; name: string; units: number; revenueCents: number };

const topSize = 10;
const inPeriod = (period: DashboardPeriod) =>
  sql`o.created_at >= ${shopMidnight(period.from)} and o.created_at < ${shopMidnight(addDays(period.to, 1))} and ${countedOrder}`;

type RawTop = { key: string; name: string | null; units: string | number; revenue: string | number };
const topOf = (raw: RawTop) => ({
  name: raw.name || raw.key,
  units: Number(raw.units),
  revenueCents: Number(raw.revenue),
});

/** The parts sold most in the period (by units, then revenue), named as they were sold. */
export async function topParts(ctx: Ctx, period: DashboardPeriod): Promise<TopPart[]> {
  const rows = rowsOf<RawTop>(
    await ctx.db.execute(sql`
      select i.sku as key, max(i.name) as name, sum(i.quantity)::bigint as units, sum(i.line_cents)::bigint as revenue
      from orders o join order_items i on i.order_id = o.id
      where ${inPeriod(period)}
      group by i.sku
      order by units desc, revenue desc, i.sku
      limit ${topSize}`),
  );
  return rows.map((raw) => ({ sku: raw.key, ...topOf(raw) }));
}

/**
 * The categories whose parts sold most in the period: each line counts for the categories its product is in
 * (lines of parts since removed from the catalogue have no category).
 */
export async function topCategories(ctx: Ctx, period: DashboardPeriod): Promise<TopCategory[]> {
  const rows = rowsOf<RawTop>(
    await ctx.db.execute(sql`
      select t.key, max(tt.name) as name, sum(i.quantity)::bigint as units, sum(i.line_cents)::bigint as revenue
      from orders o
      join order_items i on i.order_id = o.id
      join variants v on v.id = i.variant_id
      join product_taxons pt on pt.product_id = v.product_id
      join taxons t on t.id = pt.taxon_id
      join taxonomies k on k.id = t.taxonomy_id and k.kind = 'category'
      left join taxon_translations tt on tt.taxon_id = t.id and tt.locale = ${ctx.locale}
      where ${inPeriod(period)}
      group by t.key
      order by units desc, revenue desc, t.key
      limit ${topSize}`),
  );
  return rows.map((raw) => ({ key: raw.key, ...topOf(raw) }));
}
