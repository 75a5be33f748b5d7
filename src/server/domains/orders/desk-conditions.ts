import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { orderDeskTabs, shopTimeZone, type OrderDeskFilters } from '@/shared/order-desk-filters';
import { deskSearchCondition, deskSearchOf } from './desk-search';
import type { PaymentState } from './order-states';

/** An order's payment state on the desk: its latest payment's (a declined card and then a paid one is paid). */
export const latestPaymentState = sql`(select p.state from payments p where p.order_id = o.id order by p.id desc limit 1)`;

/**
 * "The order's latest payment is in `state`", two ways with one meaning. A page walks the orders newest first and
 * stops at 50, so asking each order is cheapest; the counts look at every order, so they take the set of orders
 * whose latest payment is in that state, built once from the payments (a join, not 100 000 lookups).
 */
function paymentIs(state: PaymentState, { forCounting }: { forCounting: boolean }): SQL {
  if (!forCounting) return sql`${latestPaymentState} = ${state}`;
  return sql`o.id in (select p.order_id from payments p where p.state = ${state}
    and not exists (select 1 from payments later where later.order_id = p.order_id and later.id > p.id))`;
}

function tabStates(tab: OrderDeskFilters['tab']): readonly string[] | null {
  return orderDeskTabs.find((each) => each.key === (tab ?? 'all'))?.states ?? null;
}

/** "The order is in one of these states": a tab's condition, in the list and in its count. */
export function stateIn(states: readonly string[]): SQL {
  return sql`o.state in (${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )})`;
}

/**
 * The filters as SQL conditions on `orders o`, joined with `and`. The paging cursors are the caller's. For the tab
 * counts (`forCounting`) the tab is left out: they count every tab under the other filters.
 */
export function deskConditions(filters: OrderDeskFilters, { forCounting = false } = {}): SQL {
  const conditions: SQL[] = [];
  const states = forCounting ? null : tabStates(filters.tab);
  if (states) conditions.push(stateIn(states));
  if (filters.state) conditions.push(sql`o.state = ${filters.state}`);
  if (filters.payment) conditions.push(paymentIs(filters.payment, { forCounting }));
  if (filters.method) conditions.push(sql`o.payment_method = ${filters.method}`);
  if (filters.shipping) conditions.push(sql`o.shipping_method = ${filters.shipping}`);
  // Whole days in the shop's time zone, both ends included.
  if (filters.from)
    conditions.push(sql`o.created_at >= (${filters.from}::date::timestamp at time zone ${shopTimeZone})`);
  if (filters.to)
    conditions.push(sql`o.created_at < ((${filters.to}::date + 1)::timestamp at time zone ${shopTimeZone})`);
  if (filters.q) conditions.push(deskSearchCondition(deskSearchOf(filters.q)) ?? sql`false`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}
