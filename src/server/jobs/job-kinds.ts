import 'server-only';
import type { Mail } from '@/server/mail/mailer';
import type { Locale } from '@/shared/locales';

/** Every kind of background job and what it carries (ids and small facts; a handler reads the rest itself). */
export type JobPayloads = {
  /** A message already written, sent as it is. */
  'send-email': Mail;
  /** A forgotten-password request: the handler sends a link when the address has an account. */
  'password-reset': { email: string };
  /** A placed order's confirmation to the customer. */
  'order-confirmation': { orderId: number };
  /** An invitation to the back office: the handler writes it with a fresh link, in the invitee's language. */
  'staff-invite': { inviteId: number; locale: Locale };
};

export type JobKind = keyof JobPayloads;
