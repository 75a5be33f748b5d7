import 'server-only';
import type { Mail } from '@/server/mail/mailer';

/** Every kind of background job and what it carries (ids and small facts; a handler reads the rest itself). */
export type JobPayloads = {
  /** A message already written, sent as it is. */
  'send-email': Mail;
  /** A forgotten-password request: the handler sends a link when the address has an account. */
  'password-reset': { email: string };
  /** A placed order's confirmation to the customer. */
  'order-confirmation': { orderId: number };
};

export type JobKind = keyof JobPayloads;
