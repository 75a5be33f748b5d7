import 'server-only';
import type { Mail } from '@/server/mail/mailer';
import type { OrderUpdate } from '@/server/domains/orders';

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
};

export type JobKind = keyof JobPayloads;
