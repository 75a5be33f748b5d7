import 'server-only';
import type { DomainContext } from '@/server/context';
import { sendPasswordResetLink } from '@/server/domains/auth';
import { sendOrderConfirmation, sendOrderUpdate, sendStaffNewOrder } from '@/server/domains/orders';
import { sendStaffInvite } from '@/server/domains/staff';
import type { Mailer } from '@/server/mail/mailer';
import type { JobHandlers } from './worker';

export type JobDeps = { ctx: Pick<DomainContext, 'db' | 'now' | 'config'>; mailer: Mailer };

/** One domain call per kind of job. */
export const jobHandlers: JobHandlers<JobDeps> = {
  'send-email': ({ mailer }, mail) => mailer.send(mail),
  'password-reset': ({ ctx, mailer }, { email }) => sendPasswordResetLink(ctx, mailer, email),
  'order-confirmation': ({ ctx, mailer }, { orderId }) => sendOrderConfirmation(ctx, mailer, orderId),
  'order-update': ({ ctx, mailer }, update) => sendOrderUpdate(ctx, mailer, update),
  'staff-new-order': ({ ctx, mailer }, { orderId }) => sendStaffNewOrder(ctx, mailer, orderId),
  'staff-invite': ({ ctx, mailer }, invite) => sendStaffInvite(ctx, mailer, invite),
};
