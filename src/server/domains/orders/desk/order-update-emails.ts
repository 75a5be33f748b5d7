import 'server-only';
import { eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { emailTexts } from '@/server/mail/email-texts';
import type { Mail, Mailer } from '@/server/mail/mailer';
import { formatMoney } from '@/shared/money';
import { localizedPath } from '@/shared/paths';
import { withdrawalDays } from '@/shared/withdrawal';
import { defaultLocale, type Locale } from '@/shared/locales';
import { orderNumber } from '../order-number';
import { orders } from '../orders.tables';

/** What the customer is told after a desk action: the job's payload (amounts as they were when it happened). */
export type OrderUpdate = { orderId: number } & (
  | { update: 'paid' | 'shipped' | 'returned' | 'details-updated' | 'withdrawal-received' }
  | { update: 'payment-received'; receivedCents: number; dueCents: number }
  | { update: 'canceled'; refundedCents: number }
  | { update: 'refunded'; amountCents: number }
);

type Ctx = Pick<DomainContext, 'db' | 'config'>;
type OrderRow = typeof orders.$inferSelect;

function updateMail(order: OrderRow, update: OrderUpdate, link: string): Omit<Mail, 'to'> {
  const t = emailTexts(order.locale);
  const number = orderNumber(order.id);
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, order.locale);
  switch (update.update) {
    case 'paid':
      return { subject: t('orders.paid.subject', { number }), text: t('orders.paid.body', { number, link }) };
    case 'payment-received':
      return {
        subject: t('orders.paymentReceived.subject', { number }),
        text: t('orders.paymentReceived.body', {
          number,
          received: money(update.receivedCents),
          due: money(update.dueCents),
          link,
        }),
      };
    case 'shipped':
      return {
        subject: t('orders.shipped.subject', { number }),
        text: t('orders.shipped.body', {
          number,
          carrier: order.carrier ?? '',
          trackingNumber: order.trackingNumber ?? '',
          trackingUrl: order.trackingUrl ?? 'none',
          link,
        }),
      };
    case 'canceled':
      return {
        subject: t('orders.canceled.subject', { number }),
        text: t('orders.canceled.body', {
          number,
          refunded: update.refundedCents > 0 ? money(update.refundedCents) : 'none',
          link,
        }),
      };
    case 'refunded':
      return {
        subject: t('orders.refunded.subject', { number }),
        text: t('orders.refunded.body', { number, amount: money(update.amountCents), link }),
      };
    case 'returned':
      return { subject: t('orders.returned.subject', { number }), text: t('orders.returned.body', { number, link }) };
    case 'withdrawal-received':
      return {
        subject: t('orders.withdrawalReceived.subject', { number }),
        text: t('orders.withdrawalReceived.body', { number, link, days: withdrawalDays }),
      };
    case 'details-updated': {
      const address = order.shippingAddress;
      return {
        subject: t('orders.detailsUpdated.subject', { number }),
        text: t('orders.detailsUpdated.body', {
          number,
          address: [
            `${address.firstName} ${address.lastName}`,
            [address.address1, address.address2].filter(Boolean).join(', '),
            `${address.postalCode} ${address.city}`,
            address.phone,
          ].join('\n'),
          link,
        }),
      };
    }
  }
}

const receiptLink = (ctx: Ctx, order: Pick<OrderRow, 'locale' | 'receiptId'>) =>
  `${ctx.config.siteUrl}${localizedPath(order.locale, `/receipt/${order.receiptId}`)}`;

/** The job of an `order-update`: the customer's e-mail, in the language they ordered in, with the receipt link. */
export async function sendOrderUpdate(ctx: Ctx, mailer: Mailer, update: OrderUpdate): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, update.orderId));
  if (!order) return;
  await mailer.send({ to: order.email, ...updateMail(order, update, receiptLink(ctx, order)) });
}

/**
 * The staff's e-mail of a new order (STAFF_ORDER_EMAIL), in the shop's own language: the number, the total, who
 * ordered, how they pay and ship, and the order's page in the back office.
 */
export async function sendStaffNewOrder(ctx: Ctx, mailer: Mailer, orderId: number): Promise<void> {
  const to = ctx.config.staffOrderEmail;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!to || !order) return;
  const locale: Locale = defaultLocale;
  const t = emailTexts(locale);
  const number = orderNumber(order.id);
  const billing = order.billingAddress;
  await mailer.send({
    to,
    subject: t('staff.newOrder.subject', {
      number,
      total: formatMoney({ cents: order.totalCents, currency: order.currency }, locale),
    }),
    text: t('staff.newOrder.body', {
      number,
      total: formatMoney({ cents: order.totalCents, currency: order.currency }, locale),
      customer: `${billing.firstName} ${billing.lastName}`,
      email: order.email,
      phone: billing.phone,
      // ICU select keys are words: bank-transfer → bankTransfer.
      paymentMethod: order.paymentMethod.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      shippingMethod: order.shippingMethod,
      link: `${ctx.config.siteUrl}${localizedPath(locale, `/staff/orders/${number}`)}`,
    }),
  });
}
