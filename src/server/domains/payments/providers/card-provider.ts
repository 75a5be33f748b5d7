import 'server-only';
/**
 * A card payment provider (DESIGN.md habit 12): a hosted gateway that takes the card data from the browser itself,
 * so that the number never reaches the shop's server or database. The shop opens a session for an amount, the
 * browser pays on the gateway, and the gateway reports the result by a signed callback (and on request).
 */
export type CardSessionRequest = {
  amountCents: number;
  currency: string;
  /** The order's number, shown by the gateway. */
  reference: string;
  maxInstallments: number;
  /** Where the gateway sends the customer after a confirmation step (3-D Secure): a URL or a path on the shop's host. */
  returnUrl: string;
  /** Where the gateway posts the result. */
  callbackUrl: string;
};

export type CardSession = { providerRef: string; payUrl: string };

export type CardOutcome =
  | { state: 'pending' }
  | { state: 'approved'; cardSummary: string; installments: number }
  | { state: 'failed'; failureCode: string };

/**
 * Money given back on an approved payment. The idempotency key names this one refund: sent again (a retry after a
 * lost answer) it refunds nothing more and answers the first refund again.
 */
export type CardRefundRequest = {
  providerRef: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
};

/** `NOT_REFUNDABLE`: no approved payment of that reference; `AMOUNT_TOO_HIGH`: more than it has left to refund. */
export type CardRefundResult =
  { ok: true; refundRef: string } | { ok: false; failureCode: 'NOT_REFUNDABLE' | 'AMOUNT_TOO_HIGH' | string };

export type CardProvider = {
  name: string;
  /** A provider that moves no money says so on every screen it appears on. */
  testMode: boolean;
  openSession(request: CardSessionRequest): Promise<CardSession>;
  /** Asks the gateway how a session ended (the customer may be back before the callback). */
  outcome(providerRef: string): Promise<CardOutcome>;
  /** Checks a callback's signature and reads it; null when it is not the gateway's. */
  readCallback(body: string, signature: string | null): { providerRef: string; outcome: CardOutcome } | null;
  /** Refunds all or part of an approved payment, never more than it took. */
  refund(request: CardRefundRequest): Promise<CardRefundResult>;
};
