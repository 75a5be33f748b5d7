import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { orderEvents, orders, payments, refunds } from '@/server/domains/orders/orders.tables';
import { isLocale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { applyCardOutcome, refreshCardPayment, startCardPayment, type CardPaymentStart } from './payments.service';
import { enqueue } from '@/server/jobs/queue';
import { cardProvider, type CardProvider, type CardWebhookTicket } from './providers';

/**
 * The checkout's card payments, whatever the provider: the configuration picks it (CARD_PROVIDER), and nothing
 * outside this module and providers/ knows which one it is. Resolvers and route handlers call one function each.
 */
export type PaymentsContext = Pick<DomainContext, 'db' | 'now' | 'config' | 'locale'> & {
  /** The card provider on a database; the configuration's by default (tests hand in one that reaches an emulator). */
  cardProviderFor?: (db: Queryable) => CardProvider | null;
};

const providerOf = (ctx: PaymentsContext) =>
  ctx.cardProviderFor ? ctx.cardProviderFor(ctx.db) : cardProvider(ctx.config, ctx.db);

/** Whether the checkout offers cards, and whether the provider moves no money (every screen then says so). */
export function cardCheckout(ctx: PaymentsContext): { available: boolean; testMode: boolean; hosted: boolean } {
  const provider = providerOf(ctx);
  return { available: provider !== null, testMode: provider?.testMode ?? false, hosted: provider?.hosted ?? false };
}

/**
 * Opens a card payment of an unpaid card order: the provider's hosted page takes the card (or IRIS) and reports back
 * at the shop's callback address. Null when the order cannot be paid by card now (paid, unknown, not a card order).
 */
export async function payOrderByCard(ctx: PaymentsContext, receiptId: string): Promise<CardPaymentStart | null> {
  const provider = providerOf(ctx);
  if (!provider) return null;
  return startCardPayment(ctx, provider, receiptId, {
    returnUrl: localizedPath(ctx.locale, `/receipt/${receiptId}`),
    // The shop's public address (any instance answers); a provider with its own webhook settings ignores it.
    callbackUrl: `${ctx.config.siteUrl}/api/payments/${provider.name}/callback`,
    language: ctx.locale,
  });
}

/** The customer is back on the receipt: asks the provider about the order's open card payment. */
export async function refreshOrderPayment(ctx: PaymentsContext, receiptId: string): Promise<void> {
  const provider = providerOf(ctx);
  if (provider) await refreshCardPayment(ctx, provider, receiptId);
}

export type CallbackResult = 'applied' | 'unchanged' | 'late' | 'unknown' | 'refused' | 'off' | 'queued';

/**
 * A provider's callback (webhook). A provider that signs its callbacks has them verified and applied here; one whose
 * webhooks are read back from its API (Viva) has them checked only for their shape here and queued: a job reads the
 * payment back and applies it (`applyCardWebhook`), so that the answer never waits for the provider. `queued`: one
 * job per notice however often it comes; `refused`: not the provider's; `unknown`: no payment of that session; `off`:
 * that provider is not the configured one.
 */
export async function receiveCardCallback(
  ctx: PaymentsContext,
  providerName: string,
  body: string,
  headers: Headers,
): Promise<CallbackResult> {
  const provider = providerOf(ctx);
  if (!provider || provider.name !== providerName) return 'off';
  if (provider.webhookTicket && provider.readWebhook) {
    const ticket = provider.webhookTicket(body, headers);
    if (!ticket) return 'refused';
    if (ticket === 'ignored') return 'unchanged';
    await enqueue(
      ctx,
      'apply-card-webhook',
      { provider: provider.name, ...ticket },
      { uniqueKey: `card-webhook:${provider.name}:${ticket.key}` },
    );
    return 'queued';
  }
  const notice = await provider.readCallback(body, headers);
  if (!notice) return 'refused';
  return applyCardOutcome(ctx, notice.providerRef, notice.outcome);
}

/**
 * The queued webhook: the provider's API says how the payment stands now, and that is applied (once, whatever came
 * before). A provider that cannot be reached throws, so the job is retried with backoff and, after its last attempt,
 * shown to staff as failed work. A payment the provider does not know (a forged webhook) or a provider no longer
 * configured ends the job with nothing applied.
 */
export async function applyCardWebhook(
  ctx: PaymentsContext,
  webhook: CardWebhookTicket & { provider: string },
): Promise<CallbackResult> {
  const provider = providerOf(ctx);
  if (!provider?.readWebhook || provider.name !== webhook.provider) return 'off';
  const notice = await provider.readWebhook({ key: webhook.key, transactionRef: webhook.transactionRef });
  if (!notice) return 'refused';
  if (webhook.settled && notice.outcome.state === 'pending')
    throw new Error(`${provider.name} does not say transaction ${webhook.transactionRef} is done yet`);
  return applyCardOutcome(ctx, notice.providerRef, notice.outcome);
}

/** What the webhook address answers to the provider's verification request (Viva's key); null: none asked. */
export async function cardWebhookVerification(ctx: PaymentsContext, providerName: string): Promise<unknown> {
  const provider = providerOf(ctx);
  if (!provider || provider.name !== providerName || !provider.webhookVerification) return null;
  return provider.webhookVerification();
}

/**
 * The customer's way back from the provider's hosted page: what the return says is applied (after the provider's
 * own API confirmed it), and the customer goes on to the order's receipt in the order's language. Null: no order.
 */
export async function returnFromCardPayment(
  ctx: PaymentsContext,
  providerName: string,
  query: URLSearchParams,
): Promise<string | null> {
  const provider = providerOf(ctx);
  if (!provider || provider.name !== providerName || !provider.readReturn) return null;
  const notice = await provider.readReturn(query);
  if (!notice) return null;
  await applyCardOutcome(ctx, notice.providerRef, notice.outcome);
  const [order] = await ctx.db
    .select({ receiptId: orders.receiptId, locale: orders.locale })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerRef, notice.providerRef));
  if (!order) return null;
  return localizedPath(isLocale(order.locale) ? order.locale : ctx.locale, `/receipt/${order.receiptId}`);
}

/**
 * The queued refund of a payment that arrived after its order was cancelled. Done once: a refund already recorded for
 * the payment ends the job; a refusal throws, so the job is retried and, in the end, shown to staff as failed work.
 */
export async function refundLateCardPayment(ctx: PaymentsContext, paymentId: number): Promise<void> {
  const [payment] = await ctx.db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amountCents: payments.amountCents,
      providerRef: payments.providerRef,
      transactionRef: payments.providerTransactionRef,
      state: payments.state,
      currency: orders.currency,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!payment?.providerRef) return;
  const [late] = await ctx.db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, payment.orderId),
        eq(orderEvents.kind, 'late-payment'),
        sql`(${orderEvents.detail}->>'paymentId')::int = ${paymentId}`,
      ),
    );
  const amountCents = Number(late?.detail?.amountCents ?? payment.amountCents);
  const [done] = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.reason, lateRefundReason)));
  if (done) return;
  const provider = providerOf(ctx);
  if (!provider) throw new Error('No card provider is configured to refund a late payment.');
  const refunded = await provider.refund({
    providerRef: payment.providerRef,
    transactionRef: payment.transactionRef,
    amountCents,
    currency: payment.currency,
    idempotencyKey: `late-payment-${payment.id}`,
  });
  if (!refunded.ok) throw new Error(`The provider refused the refund of a late payment: ${refunded.failureCode}`);
  const now = ctx.now();
  // The refund's record and its event in the order's history say the same, as the order desk's refunds do.
  const refund = {
    paymentId: payment.id,
    amountCents,
    channel: 'provider' as const,
    providerRef: refunded.refundRef,
    reason: lateRefundReason,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(refunds).values({ orderId: payment.orderId, ...refund, createdAt: now });
    await tx.insert(orderEvents).values({
      orderId: payment.orderId,
      kind: 'refund',
      fromState: payment.state,
      toState: payment.state,
      detail: refund,
      createdAt: now,
    });
  });
}

/** The reason recorded with the refund of a late payment (the back office shows it in the order's history). */
export const lateRefundReason = 'late-payment';

/** Payments paid after their order was cancelled whose refund is not recorded yet (for tests and the back office). */
export async function lateCardPaymentsUnrefunded(db: Queryable, orderId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'late-payment'),
        sql`not exists (select 1 from ${refunds} r where r.payment_id = (${orderEvents.detail}->>'paymentId')::int and r.reason = ${lateRefundReason})`,
      ),
    );
  return row?.count ?? 0;
}
