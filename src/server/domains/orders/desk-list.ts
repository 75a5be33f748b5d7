import 'server-only';
import { isNull, sql, type SQL } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import {
  orderDeskPageSize,
  orderDeskTabs,
  type OrderDeskFilters,
  type OrderDeskTab,
} from '@/shared/order-desk-filters';
import { deskConditions, latestPaymentState, stateIn } from './desk-conditions';
import { orderNumber } from './order-number';
import type { OrderState, PaymentState } from './order-states';
import { orderWithdrawals } from './withdrawal.tables';

type Ctx = Pick<DomainContext, 'db'>;

/** One order as the desk's list and its CSV export show it. */
export type OrderDeskRow = {
  id: number;
  number: string;
  createdAt: Date;
  customerName: string;
  company: string | null;
  email: string;
  phone: string | null;
  itemCount: number;
  currency: string;
  itemsCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  taxCents: number;
  totalCents: number;
  paymentMethod: string;
  /** Null only for an order without any payment attempt. */
  paymentState: PaymentState | null;
  shippingMethod: string;
  state: OrderState;
  /** The customer withdrew (14-day right) and the desk has not yet handled it with a return or cancellation. */
  withdrawalOpen: boolean;
};

/**
 * A page of the list, newest first, with the cursors of the pages beside it: `newer` for `?after=`, `older` for
 * `?before=`; null where there is no such page.
 */
export type OrderDeskPage = { rows: OrderDeskRow[]; newer: number | null; older: number | null };

export type OrderDeskCounts = Record<OrderDeskTab, number>;

type RawRow = {
  id: number;
  created_at: Date | string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone: string | null;
  item_count: number;
  currency: string;
  items_cents: number;
  shipping_cents: number;
  payment_fee_cents: number;
  tax_cents: number;
  total_cents: number;
  payment_method: string;
  payment_state: PaymentState | null;
  shipping_method: string;
  state: OrderState;
  withdrawal_open: boolean;
};

function rowOf(raw: RawRow): OrderDeskRow {
  return {
    id: raw.id,
    number: orderNumber(raw.id),
    createdAt: new Date(raw.created_at),
    customerName: [raw.first_name, raw.last_name].filter(Boolean).join(' '),
    company: raw.company || null,
    email: raw.email,
    phone: raw.phone || null,
    itemCount: raw.item_count,
    currency: raw.currency,
    itemsCents: raw.items_cents,
    shippingCents: raw.shipping_cents,
    paymentFeeCents: raw.payment_fee_cents,
    taxCents: raw.tax_cents,
    totalCents: raw.total_cents,
    paymentMethod: raw.payment_method,
    paymentState: raw.payment_state,
    shippingMethod: raw.shipping_method,
    state: raw.state,
    withdrawalOpen: raw.withdrawal_open,
  };
}

/** Orders under `where`, in id order (newest first unless `oldestFirst`), at most `limit`. */
export async function deskRows(ctx: Ctx, where: SQL, limit: number, { oldestFirst = false } = {}) {
  const result = await ctx.db.execute(sql`
    select o.id, o.created_at, o.email,
      o.billing_address->>'firstName' as first_name, o.billing_address->>'lastName' as last_name,
      o.billing_address->>'company' as company, o.billing_address->>'phone' as phone,
      (select coalesce(sum(i.quantity), 0)::integer from order_items i where i.order_id = o.id) as item_count,
      o.currency, o.items_cents, o.shipping_cents, o.payment_fee_cents, o.tax_cents, o.total_cents,
      o.payment_method, ${latestPaymentState} as payment_state, o.shipping_method, o.state,
      exists (select 1 from order_withdrawals w where w.order_id = o.id and w.handled_at is null) as withdrawal_open
    from orders o
    where ${where}
    order by o.id ${oldestFirst ? sql`asc` : sql`desc`}
    limit ${limit}`);
  return rowsOf<RawRow>(result).map(rowOf);
}

/**
 * One page of the order desk. Paging is by keyset on the order id (ids grow with time, so id order is newest first):
 * a deep page costs what the first does, and an order placed meanwhile never shifts a page by one.
 */
export async function orderDeskPage(
  ctx: Ctx,
  filters: OrderDeskFilters,
  pageSize = orderDeskPageSize,
): Promise<OrderDeskPage> {
  const where = deskConditions(filters);
  if (filters.after) {
    const newer = await deskRows(ctx, sql`${where} and o.id > ${filters.after}`, pageSize + 1, { oldestFirst: true });
    // Fewer than a page newer than the cursor: that is the start of the list, shown whole.
    if (newer.length > pageSize) {
      const rows = newer.slice(0, pageSize).reverse();
      return { rows, newer: rows[0]!.id, older: rows.at(-1)!.id };
    }
    return orderDeskPage(ctx, { ...filters, after: undefined }, pageSize);
  }
  const before = filters.before ? sql` and o.id < ${filters.before}` : sql``;
  const found = await deskRows(ctx, sql`${where}${before}`, pageSize + 1);
  // A cursor past the end (the orders behind it are gone, or a stale link): the start of the list instead.
  if (found.length === 0 && filters.before) return orderDeskPage(ctx, { ...filters, before: undefined }, pageSize);
  const rows = found.slice(0, pageSize);
  return {
    rows,
    newer: filters.before && rows.length > 0 ? rows[0]!.id : null,
    older: found.length > pageSize ? rows.at(-1)!.id : null,
  };
}

/**
 * How many orders each tab holds under the other filters, counted in one pass over the matching orders.
 * Without parallel workers: the count runs at every view of the desk and mostly reads one small index, and on a
 * busy server starting workers costs more than they save (bench:order-desk at load 7 on two cores, unfiltered:
 * p50 6 ms without them, 42 ms with).
 */
export async function orderDeskCounts(ctx: Ctx, filters: OrderDeskFilters): Promise<OrderDeskCounts> {
  const columns = orderDeskTabs.map(({ key, states }) => {
    const counted = states ? sql`count(*) filter (where ${stateIn(states)})` : sql`count(*)`;
    return sql`${counted}::integer as ${sql.identifier(key)}`;
  });
  const counting = sql`select ${sql.join(columns, sql`, `)} from orders o
    where ${deskConditions(filters, { forCounting: true })}`;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<OrderDeskCounts>(await tx.execute(counting))[0]!;
  });
}

/**
 * The orders waiting for staff (payment to confirm, parts to pack, a customer's withdrawal to handle): the count
 * beside "Orders" in the navigation.
 */
export async function ordersAwaitingStaff(ctx: Ctx): Promise<number> {
  const awaiting = orderDeskTabs.filter(({ key }) => key === 'to-confirm-payment' || key === 'to-pack');
  const states = awaiting.flatMap(({ states }) => states ?? []);
  const [[row], withdrawals] = await Promise.all([
    ctx.db
      .execute(sql`select count(*)::integer as count from orders o where ${stateIn(states)}`)
      .then(rowsOf<{ count: number }>),
    ctx.db.$count(orderWithdrawals, isNull(orderWithdrawals.handledAt)),
  ]);
  return row!.count + withdrawals;
}
