import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import { orderEvents, orders, payments } from '@/server/domains/orders/orders.tables';
import { canMoveOrder, canMovePayment } from '@/server/domains/orders';
import { installmentBounds } from '@/server/domains/checkout';
import { orderNumber } from '@/server/domains/orders';
import type { CardOutcome, CardProvider } from './providers';
import { issueSaleDocument } from '@/server/domains/tax-documents';
import { enqueue } from '@/server/jobs/queue';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type CardPaymentStart = { payUrl: string; maxInstallments: number; testMode: boolean; hosted: boolean };

/**
 * Opens a card payment of an unpaid card order (its first, or another after a declined card). Earlier open
 * attempts are cancelled: only the newest session can pay the order.
 */
export async function startCardPayment(
  ctx: Ctx,
  provider: CardProvider,
  receiptId: string,
  urls: { returnUrl: string; callbackUrl: string; language?: string },
): Promise<CardPaymentStart | null> {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      state: orders.state,
      totalCents: orders.totalCents,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.receiptId, receiptId));
  if (!order || order.state !== 'pending' || order.paymentMethod !== 'card') return null;
  const [paid] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'approved')));
  if (paid) return null;
  const open = await ctx.db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'pending')));
  for (const { providerRef } of open) {
    if (!providerRef) continue;
    // Money already on its way (an IRIS payment the bank has yet to confirm): a second attempt would pay twice.
    const outcome = await provider.outcome(providerRef);
    if (outcome.state === 'pending' && outcome.inProgress) return null;
    await provider.cancelSession?.(providerRef);
  }
  const maxInstallments = installmentBounds(ctx.config.checkout, order.totalCents).max;
  const session = await provider.openSession({
    amountCents: order.totalCents,
    currency: order.currency,
    reference: orderNumber(order.id),
    maxInstallments,
    ...urls,
  });
  const now = ctx.now();
  await ctx.db.transaction(async (tx: Tx) => {
    await tx
      .update(payments)
      .set({ state: 'canceled', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.state, ['created', 'pending'])));
    await tx.insert(payments).values({
      orderId: order.id,
      method: 'card',
      state: 'pending',
      amountCents: order.totalCents,
      providerRef: session.providerRef,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { payUrl: session.payUrl, maxInstallments, testMode: provider.testMode, hosted: provider.hosted };
}

/**
 * Applies what the provider says of a session. Callbacks, webhooks and the customer's return may all report it, more
 * than once, late and out of order: a payment that already reached approved or failed stays as it is. Money that
 * arrives for a payment the shop no longer expects (its order was cancelled, or a newer attempt replaced it) is
 * never kept: the payment is marked as paid late and a refund through the provider is queued (`late`); a refund
 * that fails stays in the back office's failed work for staff.
 */
export async function applyCardOutcome(
  ctx: Ctx,
  providerRef: string,
  outcome: CardOutcome,
): Promise<'applied' | 'unchanged' | 'unknown' | 'late'> {
  if (outcome.state === 'pending') {
    if (outcome.inProgress && outcome.transactionRef) await noteMoneyOnItsWay(ctx, providerRef, outcome.transactionRef);
    return 'unchanged';
  }
  return ctx.db.transaction(async (tx: Tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        orderId: payments.orderId,
        state: payments.state,
        amountCents: payments.amountCents,
      })
      .from(payments)
      .where(eq(payments.providerRef, providerRef))
      .for('update');
    if (!payment) return 'unknown';
    const [order] = await tx
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) return 'unknown';
    const now = ctx.now();
    if (outcome.state === 'approved' && payment.state !== 'approved') {
      const expected =
        ['created', 'pending'].includes(payment.state) &&
        order.state !== 'canceled' &&
        (outcome.amountCents === undefined || outcome.amountCents === payment.amountCents);
      if (!expected)
        return paidLate(ctx, tx, payment, order.state, {
          cardSummary: outcome.cardSummary,
          transactionRef: outcome.transactionRef ?? providerRef,
          amountCents: outcome.amountCents ?? payment.amountCents,
        });
    }
    if (!canMovePayment(payment.state, outcome.state)) return 'unchanged';
    await tx
      .update(payments)
      .set(
        outcome.state === 'approved'
          ? {
              state: 'approved',
              cardSummary: outcome.cardSummary,
              providerTransactionRef: outcome.transactionRef ?? providerRef,
              updatedAt: now,
            }
          : { state: 'failed', failureCode: outcome.failureCode, updatedAt: now },
      )
      .where(eq(payments.id, payment.id));
    await tx.insert(orderEvents).values({
      orderId: payment.orderId,
      kind: 'payment',
      fromState: payment.state,
      toState: outcome.state,
      createdAt: now,
    });
    if (outcome.state === 'approved') {
      if (canMoveOrder(order.state, 'processing')) {
        await tx
          .update(orders)
          .set({ state: 'processing', installments: outcome.installments, updatedAt: now })
          .where(eq(orders.id, payment.orderId));
        await tx.insert(orderEvents).values({
          orderId: payment.orderId,
          kind: 'order',
          fromState: order.state,
          toState: 'processing',
          createdAt: now,
        });
      }
      // Paid by card: the receipt or invoice is issued now, and its transmission queued with it.
      await issueSaleDocument(ctx, tx, payment.orderId, 'paid', outcome.paidBy);
    }
    return 'applied';
  });
}

/**
 * The provider named the transaction of a payment still unconfirmed (IRIS: the bank confirms within 20 minutes): the
 * receipt then says the payment is being confirmed, and the unpaid-order release waits for it.
 */
async function noteMoneyOnItsWay(ctx: Ctx, providerRef: string, transactionRef: string): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ providerTransactionRef: transactionRef, updatedAt: ctx.now() })
    .where(
      and(
        eq(payments.providerRef, providerRef),
        eq(payments.state, 'pending'),
        isNull(payments.providerTransactionRef),
      ),
    );
}

/**
 * Money for a payment the shop no longer expects. Noted once (its `late-payment` event is the mark; a repeated
 * webhook finds it), with the event for staff, and its refund queued in the same transaction.
 */
async function paidLate(
  ctx: Ctx,
  tx: Tx,
  payment: { id: number; orderId: number; state: string },
  orderState: string,
  received: { cardSummary: string; transactionRef: string; amountCents: number },
): Promise<'late' | 'unchanged'> {
  const [noted] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, payment.orderId),
        eq(orderEvents.kind, 'late-payment'),
        sql`(${orderEvents.detail}->>'paymentId')::int = ${payment.id}`,
      ),
    );
  if (noted) return 'unchanged';
  const now = ctx.now();
  await tx
    .update(payments)
    .set({
      state: payment.state === 'pending' || payment.state === 'created' ? 'canceled' : undefined,
      cardSummary: received.cardSummary,
      providerTransactionRef: received.transactionRef,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await tx.insert(orderEvents).values({
    orderId: payment.orderId,
    kind: 'late-payment',
    fromState: payment.state,
    toState: payment.state === 'pending' || payment.state === 'created' ? 'canceled' : payment.state,
    // What came in is what goes back (the refund job reads it here).
    detail: { paymentId: payment.id, orderState, cardSummary: received.cardSummary, amountCents: received.amountCents },
    createdAt: now,
  });
  await enqueue(
    { db: tx, now: ctx.now },
    'refund-late-card-payment',
    { paymentId: payment.id },
    { uniqueKey: `refund-late-card-payment-${payment.id}` },
  );
  return 'late';
}

/** When the customer is back from the gateway: asks it about the order's open card payment. */
export async function refreshCardPayment(ctx: Ctx, provider: CardProvider, receiptId: string): Promise<void> {
  const [open] = await ctx.db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.receiptId, receiptId), eq(payments.state, 'pending'), eq(payments.method, 'card')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (open?.providerRef) await applyCardOutcome(ctx, open.providerRef, await provider.outcome(open.providerRef));
}
