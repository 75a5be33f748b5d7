import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { enqueue } from '@/server/jobs/queue';
import type { ErrorCodes } from '@/shared/error-codes';
import { mayWithdraw, withdrawalDeadline } from '@/shared/withdrawal';
import { orderEvents, orders } from './orders.tables';
import { orderWithdrawals } from './withdrawal.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

/** What the customer's order page shows: when they withdrew, or until when they may. */
export type WithdrawalView = { requestedAt: Date | null; deadline: Date; available: boolean };

export type WithdrawalResult = { ok: true } | { ok: false; code: ErrorCodes<'NOT_FOUND' | 'WITHDRAWAL_CLOSED'> };

type OrderRow = typeof orders.$inferSelect;

export function withdrawalView(order: OrderRow, requestedAt: Date | null, now: Date): WithdrawalView {
  const facts = { ...order, business: order.invoice !== null };
  return {
    requestedAt,
    deadline: withdrawalDeadline(facts),
    available: requestedAt === null && mayWithdraw(facts, now),
  };
}

export async function withdrawalRequestedAt(ctx: Pick<Ctx, 'db'>, orderId: number): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ requestedAt: orderWithdrawals.requestedAt })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId));
  return row?.requestedAt ?? null;
}

/**
 * The consumer's withdrawal, by whoever holds the receipt link (the buyer, from the e-mail or their account): it is
 * recorded once (asking again answers ok), shown to staff as a return to handle, and acknowledged by e-mail, all in
 * one transaction. The order's version goes up so that a desk page loaded before it is told to reload.
 */
export async function requestWithdrawal(ctx: Ctx, receiptId: string): Promise<WithdrawalResult> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.receiptId, receiptId)).for('update');
    if (!order) return { ok: false, code: 'NOT_FOUND' } as const;
    if ((await withdrawalRequestedAt({ db: tx }, order.id)) !== null) return { ok: true } as const;
    const now = ctx.now();
    if (!withdrawalView(order, null, now).available) return { ok: false, code: 'WITHDRAWAL_CLOSED' } as const;
    await tx.insert(orderWithdrawals).values({ orderId: order.id, requestedAt: now });
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'withdrawal', fromState: order.state, toState: order.state, createdAt: now });
    await tx
      .update(orders)
      .set({ version: order.version + 1, updatedAt: now })
      .where(eq(orders.id, order.id));
    await enqueue(
      { db: tx, now: ctx.now },
      'order-update',
      { orderId: order.id, update: 'withdrawal-received' },
      { uniqueKey: `withdrawal-received:${order.id}` },
    );
    return { ok: true } as const;
  });
}

/** A return (or, before shipping, the cancellation) recorded by the desk handles the order's open withdrawal. */
export async function handleOpenWithdrawal(
  tx: Queryable,
  orderId: number,
  returnId: number | null,
  now: Date,
): Promise<boolean> {
  const handled = await tx
    .update(orderWithdrawals)
    .set({ returnId, handledAt: now })
    .where(and(eq(orderWithdrawals.orderId, orderId), isNull(orderWithdrawals.handledAt)))
    .returning({ id: orderWithdrawals.id });
  return handled.length > 0;
}
