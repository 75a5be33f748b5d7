import 'server-only';
import type { Mail } from '@/server/mail/mailer';
import type { OrderUpdate } from '@/server/domains/orders';
import type { CarrierCode } from '@/server/domains/shipping';
import type { Locale } from '@/shared/locales';
import type { WarmCursor } from '@/server/cache/page-warming';

/** Every kind of background job and what it carries (ids and small facts; a handler reads the rest itself). */
export type JobPayloads = {
  /** A message already written, sent as it is. */
  'send-email': Mail;
  /** A forgotten-password request: the handler sends a link when the address has an account. */
  'password-reset': { email: string };
  /** A placed order's confirmation to the customer. */
  'order-confirmation': { orderId: number };
  /** What staff did to an order that its customer is told of (paid, shipped with tracking, cancelled, refunded ...). */
  'order-update': OrderUpdate;
  /** A new order, told to the staff's address in the configuration (STAFF_ORDER_EMAIL). */
  'staff-new-order': { orderId: number };
  /** An invitation to the back office: the handler writes it with a fresh link, in the invitee's language. */
  'staff-invite': { inviteId: number; locale: Locale };
  /** A receipt, invoice or credit note to send to myDATA (directly or through the e-invoicing provider). */
  'transmit-tax-document': { documentId: number };
  /** The marketplaces' product feeds, rebuilt from the catalogue as it is when the job runs. */
  'rebuild-feeds': Record<string, never>;
  /** A look at every open courier voucher's tracking; queues the next look while any is open. */
  'poll-shipments': Record<string, never>;
  /** A courier's daily close-out (ACS's pickup list) for the vouchers of a day (`2026-11-24`, Athens time). */
  'carrier-close-out': { carrier: CarrierCode; day: string };
  /** A catalogue upload from the back office: its dry run, or (`apply`) the import itself. */
  'catalogue-import': { importId: number; apply: boolean };
  /** Products' fitments or part numbers changed in the back office: the parts catalogue's JSON database is rebuilt. */
  'publish-catalogue-db': { reason: string };
  /** A newsletter being sent: one batch of its deliveries, then the next run queued until none is left. */
  'newsletter-send': { newsletterId: number };
  /** Money that reached a card payment the shop no longer expected (its order cancelled): given back through the provider. */
  'refund-late-card-payment': { paymentId: number };
  /**
   * A card provider's webhook, checked only for its shape when it came (Viva's): the handler reads the payment back
   * from the provider's API and applies what it says. One job per provider, transaction and event (`uniqueKey`).
   */
  'apply-card-webhook': { provider: string; key: string; transactionRef: string; settled?: boolean };
  /** A batch of storefront pages rendered into the cache ahead of visitors; the next batch is queued until none is left. */
  'warm-pages': WarmCursor;
};

export type JobKind = keyof JobPayloads;
