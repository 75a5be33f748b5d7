import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { orderItems, orderReturns, orders, payments, refunds } from '../orders.tables';
import type { OrderFacts, PaymentFacts } from './order-desk.rules';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & { returnedQuantity: number };
export type PaymentRow = typeof payments.$inferSelect & { refundedCents: number };

export type LoadedOrder = {
  order: OrderRow;
  items: OrderItemRow[];
  payments: PaymentRow[];
  facts: OrderFacts;
};

/** Units of each order line that came back in earlier returns. */
async function returnedQuantities(db: Queryable, orderId: number): Promise<Map<number, number>> {
  const returns = await db
    .select({ lines: orderReturns.lines })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId));
  const returned = new Map<number, number>();
  for (const { lines } of returns)
    for (const line of lines) returned.set(line.orderItemId, (returned.get(line.orderItemId) ?? 0) + line.quantity);
  return returned;
}

/**
 * An order with what the desk's rules need. With `lock`, the order's row is locked for the caller's transaction
 * (every desk action takes it first, so that two staff members acting at once are served one after the other and
 * the second finds the new version).
 */
export async function loadOrder(db: Queryable, orderId: number, lock = false): Promise<LoadedOrder | null> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return null;
  // One after the other: inside a transaction they share one connection.
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const paymentRows = await db
    .select({
      payment: payments,
      // Qualified by hand: Drizzle writes a one-table query's columns bare, and a bare id here would be the refund's.
      refundedCents: sql<number>`coalesce((select sum(r.amount_cents) from ${refunds} r where r.payment_id = ${payments}.id), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  const returned = await returnedQuantities(db, orderId);
  const itemRows = items.map((item) => ({ ...item, returnedQuantity: returned.get(item.id) ?? 0 }));
  const paymentList = paymentRows.map((row) => ({ ...row.payment, refundedCents: Number(row.refundedCents) }));
  return {
    order,
    items: itemRows,
    payments: paymentList,
    facts: {
      state: order.state,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      payments: paymentList.map((payment): PaymentFacts => ({
        id: payment.id,
        method: payment.method,
        state: payment.state,
        amountCents: payment.amountCents,
        receivedCents: payment.receivedCents,
        refundedCents: payment.refundedCents,
      })),
      lines: itemRows.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        returnedQuantity: item.returnedQuantity,
      })),
    },
  };
}
