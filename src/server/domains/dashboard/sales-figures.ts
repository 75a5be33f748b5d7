import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { addDays, type DashboardPeriod } from '@/shared/dashboard-periods';
import { shopTimeZone } from '@/shared/order-desk-filters';

type Ctx = Pick<DomainContext, 'db'>;

/** What a period sold: revenue excluding VAT (parts, shipping and fees), orders, the average order, units. */
export type SalesFigures = { revenueCents: number; orders: number; averageCents: number; units: number };
export type SalesComparison = { current: SalesFigures; previous: SalesFigures };
export type SalesDay = { day: string; revenueCents: number; orders: number };

/** The moment a shop day starts: midnight in Athens (22:00 or 21:00 UTC the day before). */
export const shopMidnight = (date: string): SQL => sql`(${date}::date::timestamp at time zone ${shopTimeZone})`;

/** Orders that count as sales: everything placed except what was cancelled. */
export const countedOrder = sql`o.state <> 'canceled'`;

/** Revenue excluding VAT: the order's total less its VAT (its parts, shipping and payment fee, as frozen). */
const revenue = sql`(o.total_cents - o.tax_cents)`;

type RawFigures = { revenue: string | number; orders: number; units: string | number };

function figuresOf(raw: RawFigures): SalesFigures {
  const revenueCents = Number(raw.revenue);
  const orders = Number(raw.orders);
  return {
    revenueCents,
    orders,
    averageCents: orders > 0 ? Math.round(revenueCents / orders) : 0,
    units: Number(raw.units),
  };
}

/**
 * The period's figures and the previous period's, in one pass over the orders of both (the created_at index
 * finds them); units come from each counted order's lines.
 */
export async function salesComparison(ctx: Ctx, period: DashboardPeriod): Promise<SalesComparison> {
  const start = shopMidnight(period.from);
  const columns = (name: string, when: SQL) => sql`
    coalesce(sum(${revenue}) filter (where ${when}), 0)::bigint as ${sql.identifier(`${name}_revenue`)},
    (count(*) filter (where ${when}))::int as ${sql.identifier(`${name}_orders`)},
    coalesce(sum(u.units) filter (where ${when}), 0)::bigint as ${sql.identifier(`${name}_units`)}`;
  const rows = rowsOf<Record<string, string | number>>(
    await ctx.db.execute(sql`
      select ${columns('current', sql`o.created_at >= ${start}`)}, ${columns('previous', sql`o.created_at < ${start}`)}
      from orders o
      cross join lateral (select coalesce(sum(i.quantity), 0) as units from order_items i where i.order_id = o.id) u
      where o.created_at >= ${shopMidnight(period.previous.from)}
        and o.created_at < ${shopMidnight(addDays(period.to, 1))} and ${countedOrder}`),
  );
  const row = rows[0]!;
  const pick = (name: string): RawFigures => ({
    revenue: row[`${name}_revenue`]!,
    orders: Number(row[`${name}_orders`]),
    units: row[`${name}_units`]!,
  });
  return { current: figuresOf(pick('current')), previous: figuresOf(pick('previous')) };
}

/** Revenue and orders for every day of the period, days without an order included (as zeros). */
export async function salesByDay(ctx: Ctx, period: DashboardPeriod): Promise<SalesDay[]> {
  const rows = rowsOf<{ day: string | Date; revenue: string | number; orders: number }>(
    await ctx.db.execute(sql`
      with daily as (
        select (o.created_at at time zone ${shopTimeZone})::date as day, sum(${revenue}) as revenue, count(*) as orders
        from orders o
        where o.created_at >= ${shopMidnight(period.from)} and o.created_at < ${shopMidnight(addDays(period.to, 1))}
          and ${countedOrder}
        group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(daily.revenue, 0)::bigint as revenue,
        coalesce(daily.orders, 0)::int as orders
      from (select generate_series(${period.from}::date, ${period.to}::date, interval '1 day')::date as day) d
      left join daily on daily.day = d.day
      order by d.day`),
  );
  return rows.map((row) => ({ day: String(row.day), revenueCents: Number(row.revenue), orders: Number(row.orders) }));
}
