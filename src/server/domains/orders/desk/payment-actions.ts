import 'server-only';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '@/server/domains/staff';
import {
  markCollectedSchema,
  markPaidSchema,
  type MarkCollectedInput,
  type MarkPaidInput,
} from '@/shared/order-desk-rules';
import { payments } from '../orders.tables';
import { canMovePayment } from '../order-states';
import { changeOrder, DeskRefusal, type DeskContext, type DeskResult } from './order-change';
import { openPaymentOf } from './order-desk.rules';
import { deskInput } from './desk-input';

/**
 * A bank transfer arrived: its amount and the bank's reference are recorded on the order's open transfer. Once what
 * was received reaches the total, the payment is approved and the order moves on to processing ("paid" e-mail);
 * below it the amount is kept and the customer is told what is still due, and the order waits.
 */
export async function markBankTransferPaid(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: MarkPaidInput,
): Promise<DeskResult> {
  const parsed = deskInput(markPaidSchema, input);
  if (!parsed.ok) return parsed;
  const { amount, reference } = parsed.data;
  return changeOrder(ctx, actor, { action: 'mark-paid', orderId, expectedVersion }, async (tx, loaded) => {
    const { order, facts } = loaded;
    const payment = openPaymentOf(facts, 'bank-transfer')!;
    const receivedCents = payment.receivedCents + amount;
    const paidInFull = receivedCents >= payment.amountCents;
    if (paidInFull && !canMovePayment(payment.state, 'approved')) throw new DeskRefusal({ code: 'INVALID_TRANSITION' });
    // Several transfers for one order keep every bank reference.
    const earlier = loaded.payments.find((each) => each.id === payment.id)?.reference ?? null;
    const paymentAfter = {
      state: paidInFull ? ('approved' as const) : payment.state,
      receivedCents,
      reference: earlier ? `${earlier}, ${reference}` : reference,
    };
    await tx
      .update(payments)
      .set({ ...paymentAfter, updatedAt: ctx.now() })
      .where(eq(payments.id, payment.id));
    const detail = { paymentId: payment.id, amountCents: amount, reference, receivedCents };
    const before = { state: order.state, payment: { state: payment.state, receivedCents: payment.receivedCents } };
    if (!paidInFull) {
      const dueCents = payment.amountCents - receivedCents;
      return {
        events: [{ kind: 'payment-received', detail: { ...detail, dueCents } }],
        audit: { before, after: { state: order.state, payment: paymentAfter } },
        emails: [{ update: 'payment-received', receivedCents, dueCents }],
      };
    }
    return {
      set: { state: 'processing' },
      events: [
        { kind: 'payment', fromState: payment.state, toState: 'approved', detail },
        { kind: 'order', detail: { paymentId: payment.id } },
      ],
      audit: { before, after: { state: 'processing', payment: paymentAfter } },
      emails: [{ update: 'paid' }],
    };
  });
}

/** The courier paid over the cash it collected: the cash-on-delivery payment is approved in full. */
export async function markCashCollected(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: MarkCollectedInput,
): Promise<DeskResult> {
  const parsed = deskInput(markCollectedSchema, input);
  if (!parsed.ok) return parsed;
  const { reference } = parsed.data;
  return changeOrder(
    ctx,
    actor,
    { action: 'mark-collected', orderId, expectedVersion },
    async (tx, { order, facts }) => {
      const payment = openPaymentOf(facts, 'cash-on-delivery')!;
      if (!canMovePayment(payment.state, 'approved')) throw new DeskRefusal({ code: 'INVALID_TRANSITION' });
      const after = { state: 'approved' as const, receivedCents: payment.amountCents, reference };
      await tx
        .update(payments)
        .set({ ...after, updatedAt: ctx.now() })
        .where(eq(payments.id, payment.id));
      return {
        events: [
          {
            kind: 'payment',
            fromState: payment.state,
            toState: 'approved',
            detail: { paymentId: payment.id, amountCents: payment.amountCents, reference },
          },
        ],
        audit: {
          before: { state: order.state, payment: { state: payment.state, receivedCents: payment.receivedCents } },
          after: { state: order.state, payment: after },
        },
      };
    },
  );
}
