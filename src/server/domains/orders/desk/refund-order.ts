import 'server-only';
import type { StaffActor } from '@/server/domains/staff';
import { refundSchema, type RefundInput } from '@/shared/order-desk-rules';
import { changeOrder, DeskRefusal, type DeskContext, type DeskResult } from './order-change';
import { moneyOf } from './order-desk.rules';
import { deskInput } from './desk-input';
import { refundMoney } from './refund-money';

/**
 * Gives money back, in full or in part, never more than was paid minus what was refunded before: card payments
 * through the card provider, bank transfers and cash recorded as paid back by hand. The customer is told.
 */
export async function refundOrder(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: RefundInput,
): Promise<DeskResult> {
  const parsed = deskInput(refundSchema, input);
  if (!parsed.ok) return parsed;
  const { amount, reason } = parsed.data;
  return changeOrder(ctx, actor, { action: 'refund', orderId, expectedVersion }, async (tx, loaded) => {
    const before = moneyOf(loaded.facts);
    if (amount > before.refundableCents) throw new DeskRefusal({ code: 'REFUND_TOO_LARGE' });
    const { made, events } = await refundMoney(ctx, tx, actor, loaded, amount, reason);
    return {
      events,
      audit: {
        before: { paidCents: before.paidCents, refundedCents: before.refundedCents },
        after: { paidCents: before.paidCents, refundedCents: before.refundedCents + amount, refunds: made, reason },
      },
      emails: [{ update: 'refunded', amountCents: amount }],
    };
  });
}
