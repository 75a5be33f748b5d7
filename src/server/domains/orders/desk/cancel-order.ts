import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { changeStock } from '@/server/domains/stock';
import type { StaffActor } from '@/server/domains/staff';
import { cancelSchema, type CancelInput } from '@/shared/order-desk-rules';
import { payments } from '../orders.tables';
import { changeOrder, DeskRefusal, type DeskContext, type DeskResult, type OrderEventInput } from './order-change';
import { moneyOf } from './order-desk.rules';
import { handleOpenWithdrawal } from '../withdrawal';
import { deskInput } from './desk-input';
import { refundMoney, type RefundMade } from './refund-money';

/**
 * Cancels an order before it ships: its parts go back on the shelf through the stock ledger (release movements),
 * its open payments are cancelled, and money already paid is refunded in the same transaction (staff tick "refund";
 * without it a paid order is refused with REFUND_REQUIRED). The customer is told, with the amount refunded.
 */
export async function cancelOrder(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: CancelInput,
): Promise<DeskResult> {
  const parsed = deskInput(cancelSchema, input);
  if (!parsed.ok) return parsed;
  const { reason, refund } = parsed.data;
  return changeOrder(ctx, actor, { action: 'cancel', orderId, expectedVersion }, async (tx, loaded) => {
    const { order, items } = loaded;
    const money = moneyOf(loaded.facts);
    if (money.refundableCents > 0 && !refund) throw new DeskRefusal({ code: 'REFUND_REQUIRED' });
    const events: OrderEventInput[] = [];
    let refunds: RefundMade[] = [];
    if (money.refundableCents > 0) {
      const refunded = await refundMoney(ctx, tx, actor, loaded, money.refundableCents, reason);
      refunds = refunded.made;
      events.push(...refunded.events);
    }
    const open = loaded.payments.filter((payment) => payment.state === 'created' || payment.state === 'pending');
    if (open.length > 0) {
      await tx
        .update(payments)
        .set({ state: 'canceled', updatedAt: ctx.now() })
        .where(and(eq(payments.orderId, order.id), inArray(payments.state, ['created', 'pending'])));
      for (const payment of open)
        events.push({
          kind: 'payment',
          fromState: payment.state,
          toState: 'canceled',
          detail: { paymentId: payment.id },
        });
    }
    // Variants in id order, like checkout, so that two transactions on the same parts never wait in a circle.
    const released = items
      .filter((item) => item.variantId !== null && item.quantity > item.returnedQuantity)
      .sort((a, b) => a.variantId! - b.variantId!);
    for (const item of released)
      await changeStock(tx, item.variantId!, item.quantity - item.returnedQuantity, {
        reason: 'release',
        orderId: order.id,
        actorUserId: actor.userId,
        now: ctx.now(),
      });
    // A withdrawal before shipping ends here: nothing comes back, the money goes back with this cancellation.
    const withdrawalHandled = await handleOpenWithdrawal(tx, order.id, null, ctx.now());
    events.push({ kind: 'order', detail: { reason, withdrawalHandled } });
    return {
      set: { state: 'canceled' },
      events,
      audit: {
        before: { state: order.state, paidCents: money.paidCents, refundedCents: money.refundedCents },
        after: {
          state: 'canceled',
          reason,
          refunds,
          released: released.map((item) => ({ sku: item.sku, quantity: item.quantity - item.returnedQuantity })),
        },
      },
      emails: [{ update: 'canceled', refundedCents: money.refundableCents }],
      stockChanged: released.length > 0,
    };
  });
}
