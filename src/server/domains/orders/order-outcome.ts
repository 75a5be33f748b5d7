import 'server-only';
import type { OrderState, PaymentState } from './order-states';

/**
 * Spec §4 order page outcomes, and what a card order nobody paid needs: `processing` while the gateway's answer may
 * still be on its way, `unpaid` when the customer left before paying (the page offers the card form until the
 * payment window closes), `failed` after a refused card (the same form), `canceled` once the order was cancelled
 * and its parts released.
 */
export type OrderOutcome = 'processing' | 'completed' | 'unpaid' | 'failed' | 'canceled';

/**
 * How long an open card payment counts as being answered. The sandbox answers at once and a real gateway within
 * seconds of the customer's confirmation; past this the customer has left the gateway without paying.
 */
export const cardAnswerGraceMs = 20_000;

export type OutcomeFacts = {
  state: OrderState;
  paymentMethod: string;
  paid: boolean;
  /** The newest card payment attempt of the order, if any. */
  latest: { state: PaymentState; createdAt: Date; onItsWay?: boolean } | undefined;
  now: Date;
};

export function outcomeOf({ state, paymentMethod, paid, latest, now }: OutcomeFacts): OrderOutcome {
  if (state === 'canceled') return 'canceled';
  if (paid || paymentMethod !== 'card' || state !== 'pending') return 'completed';
  if (latest?.state === 'failed') return 'failed';
  // The provider said the money is on its way (an IRIS payment the bank confirms within minutes): not unpaid.
  const answering =
    latest &&
    (latest.state === 'pending' || latest.state === 'created') &&
    (latest.onItsWay || now.getTime() - latest.createdAt.getTime() < cardAnswerGraceMs);
  return answering ? 'processing' : 'unpaid';
}

/** Until when an unpaid card order can still be paid; null for any other order. */
export function payableUntil(
  order: { state: OrderState; paymentMethod: string; createdAt: Date },
  paid: boolean,
  windowMinutes: number,
): Date | null {
  if (paid || order.state !== 'pending' || order.paymentMethod !== 'card') return null;
  return new Date(order.createdAt.getTime() + windowMinutes * 60_000);
}
