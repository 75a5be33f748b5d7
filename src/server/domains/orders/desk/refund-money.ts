import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import type { StaffActor } from '@/server/domains/staff';
import { issueCreditDocument } from '@/server/domains/tax-documents';
import { payments, refunds } from '../orders.tables';
import { canMovePayment } from '../order-states';
import { DeskRefusal, type DeskContext, type OrderEventInput } from './order-change';
import { paidCentsOf } from './order-desk.rules';
import type { LoadedOrder } from './order-facts';

export type RefundMade = {
  paymentId: number;
  amountCents: number;
  channel: 'provider' | 'manual';
  providerRef: string | null;
};

/**
 * Gives back `amountCents` of what the order's payments hold, oldest payment first, inside the action's transaction.
 * A card payment is refunded through the card provider (on this transaction's database, so that the sandbox's books
 * and the shop's commit together); a bank transfer or cash is recorded as paid back by hand. A payment refunded in
 * full becomes `refunded`. Each refund issues its credit document when the order's document was issued. The caller has checked that the amount is there; a provider's refusal undoes everything.
 */
export async function refundMoney(
  ctx: DeskContext,
  tx: Tx,
  actor: StaffActor,
  { order, payments: held }: LoadedOrder,
  amountCents: number,
  reason: string,
): Promise<{ made: RefundMade[]; events: OrderEventInput[] }> {
  const made: RefundMade[] = [];
  const events: OrderEventInput[] = [];
  let left = amountCents;
  for (const payment of held) {
    const available = paidCentsOf(payment) - payment.refundedCents;
    if (left === 0 || available <= 0) continue;
    const part = Math.min(left, available);
    let providerRef: string | null = null;
    if (payment.method === 'card') {
      const provider = ctx.cardProviderFor?.(tx) ?? null;
      if (!provider || !payment.providerRef) throw new DeskRefusal({ code: 'REFUND_FAILED' });
      const refunded = await provider.refund({
        providerRef: payment.providerRef,
        transactionRef: payment.providerTransactionRef,
        amountCents: part,
        currency: order.currency,
        // One refund per payment per version of the order: a retried request refunds nothing twice.
        idempotencyKey: `order-${order.id}-v${order.version}-payment-${payment.id}`,
      });
      if (!refunded.ok) throw new DeskRefusal({ code: 'REFUND_FAILED' });
      providerRef = refunded.refundRef;
    }
    const channel = payment.method === 'card' ? 'provider' : 'manual';
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        amountCents: part,
        channel,
        providerRef,
        reason,
        actorUserId: actor.userId,
        createdAt: ctx.now(),
      })
      .returning({ id: refunds.id });
    // Money given back on an issued receipt or invoice is credited by its own document (11.4 / 5.1).
    await issueCreditDocument(ctx, tx, refund!.id);
    const fully = payment.refundedCents + part === paidCentsOf(payment);
    const moved = fully && canMovePayment(payment.state, 'refunded');
    if (moved)
      await tx.update(payments).set({ state: 'refunded', updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
    events.push({
      kind: 'refund',
      fromState: payment.state,
      toState: moved ? 'refunded' : payment.state,
      detail: { paymentId: payment.id, amountCents: part, channel, providerRef, reason },
    });
    made.push({ paymentId: payment.id, amountCents: part, channel, providerRef });
    left -= part;
  }
  return { made, events };
}
