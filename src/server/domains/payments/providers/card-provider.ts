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
  /** The customer's language (`el`, `en`), for a hosted page that speaks it. */
  language?: string;
};

export type CardSession = { providerRef: string; payUrl: string };

/**
 * `transactionRef`: the provider's own id of the payment that paid the session, when it differs from the session
 * (Viva: the transaction of a payment order); refunds name it.
 */
export type CardOutcome =
  /** `inProgress`: the customer paid and the money is on its way (IRIS waits for the bank): no new attempt now. */
  | { state: 'pending'; inProgress?: boolean; transactionRef?: string }
  | {
      state: 'approved';
      cardSummary: string;
      installments: number;
      transactionRef?: string;
      /** What the provider says it took, when it says: a payment of another amount never pays the order. */
      amountCents?: number;
      /** A hosted page that also takes IRIS says which one paid (myDATA's payment method type follows it). */
      paidBy?: 'card' | 'iris';
    }
  | { state: 'failed'; failureCode: string };

/** What a provider's notice (callback, webhook, the customer's return) says of one of its sessions. */
export type CardNotice = { providerRef: string; outcome: CardOutcome };

/**
 * A webhook checked only as far as it can be without asking the provider (its event and shape), to be read back from
 * the provider's API later by a queued job. `key` names the notice (one job per key, however often it comes);
 * `transactionRef` is the provider's payment the job reads back. Nothing else of the body is kept: the job trusts
 * only the provider's API.
 */
export type CardWebhookTicket = {
  key: string;
  transactionRef: string;
  /**
   * The webhook says the payment is done (Viva's 1796): a read-back that finds it still under way is tried again
   * later, rather than ending the one job its key allows (an early or forged notice never stands for the real one).
   */
  settled?: boolean;
};

/**
 * Money given back on an approved payment. The idempotency key names this one refund: sent again (a retry after a
 * lost answer) it refunds nothing more and answers the first refund again.
 */
export type CardRefundRequest = {
  providerRef: string;
  /** The provider's id of the payment (CardOutcome's `transactionRef`), when it gave one. */
  transactionRef?: string | null;
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
  /**
   * The customer pays on the provider's own page (the shop sends them there and they come back), rather than on the
   * shop's card form posting straight to the provider.
   */
  hosted: boolean;
  openSession(request: CardSessionRequest): Promise<CardSession>;
  /** Asks the gateway how a session ended (the customer may be back before the callback). */
  outcome(providerRef: string): Promise<CardOutcome>;
  /** Closes a session a newer attempt replaced, so that it can no longer take money (best effort). */
  cancelSession?(providerRef: string): Promise<void>;
  /**
   * Verifies a callback (webhook) and reads it; null when it is not the provider's. A provider that does not sign
   * its webhooks (Viva) reads the payment back from its API instead, so that nothing in the body is trusted.
   */
  readCallback(body: string, headers: Headers): Promise<CardNotice | null>;
  /**
   * For a provider whose webhooks are read back from its API (Viva): the cheap checks of a webhook, made in the request;
   * `ignored` for an event that changes nothing in the shop (acknowledged), null when it is not a webhook of the
   * provider's shape. The shop queues the ticket and answers at once; `readWebhook` then asks the provider.
   */
  webhookTicket?(body: string, headers: Headers): CardWebhookTicket | 'ignored' | null;
  /** The queued ticket read back from the provider's API: what it says now, null when it knows no such payment. */
  readWebhook?(ticket: CardWebhookTicket): Promise<CardNotice | null>;
  /** The customer's way back from the hosted page, for a provider that sends them back with its own parameters. */
  readReturn?(query: URLSearchParams): Promise<CardNotice | null>;
  /** What the provider asks the webhook address to answer to its GET (Viva's verification key). */
  webhookVerification?(): Promise<unknown>;
  /** Refunds all or part of an approved payment, never more than it took. */
  refund(request: CardRefundRequest): Promise<CardRefundResult>;
};
