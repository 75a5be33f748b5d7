import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import { changeStock } from '@/server/domains/stock';
import { orderEvents, orderItems, orders, payments } from './orders.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/**
 * A card order nobody pays holds its parts: after the payment window it is cancelled and its stock returned, so
 * that an abandoned payment never hides the only unit of a used part for good. Bank transfers wait for staff.
 * Returns the cancelled orders' ids. Rows another transaction holds are skipped (it may be paying them now).
 */
export async function releaseUnpaidCardOrders(ctx: Ctx): Promise<number[]> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - ctx.config.checkout.cardPaymentWindowMinutes * 60_000);
  return ctx.db.transaction(async (tx: Tx) => {
    const stale = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.state, 'pending'),
          eq(orders.paymentMethod, 'card'),
          lt(orders.createdAt, cutoff),
          // `${orders}.id`, not `${orders.id}`: Drizzle writes a one-table query's columns bare, and a bare id here
          // would be the payment's own.
          sql`not exists (select 1 from ${payments} p where p.order_id = ${orders}.id and p.state = 'approved')`,
          // Money on its way (an IRIS payment the bank confirms up to 20 minutes later) gets one more window from
          // when the provider said so, rather than a cancellation and a refund.
          sql`not exists (select 1 from ${payments} p where p.order_id = ${orders}.id and p.state = 'pending'
            and p.provider_transaction_ref is not null and p.updated_at >= ${cutoff})`,
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx.update(orders).set({ state: 'canceled', updatedAt: now }).where(inArray(orders.id, ids));
    await tx
      .update(payments)
      .set({ state: 'canceled', updatedAt: now })
      .where(and(inArray(payments.orderId, ids), inArray(payments.state, ['created', 'pending'])));
    const items = await tx
      .select({ orderId: orderItems.orderId, variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids));
    for (const item of items.filter((each) => each.variantId !== null).sort((a, b) => a.variantId! - b.variantId!))
      await changeStock(tx, item.variantId!, item.quantity, { reason: 'release', orderId: item.orderId, now });
    await tx
      .insert(orderEvents)
      .values(
        ids.map((orderId) => ({ orderId, kind: 'order', fromState: 'pending', toState: 'canceled', createdAt: now })),
      );
    return ids;
  });
}

const lastRun = new WeakMap<object, number>();

/** Runs the release at most once a minute per database: cheap enough to call on every checkout. */
export async function releaseUnpaidCardOrdersNow(ctx: Ctx): Promise<void> {
  const last = lastRun.get(ctx.db) ?? 0;
  if (ctx.now().getTime() - last < 60_000) return;
  lastRun.set(ctx.db, ctx.now().getTime());
  await releaseUnpaidCardOrders(ctx);
}
