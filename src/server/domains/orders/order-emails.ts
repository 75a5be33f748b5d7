import 'server-only';
import { eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { emailTexts } from '@/server/mail/email-texts';
import type { Mailer } from '@/server/mail/mailer';
import { formatMoney } from '@/shared/money';
import { localizedPath } from '@/shared/paths';
import type { Locale } from '@/shared/locales';
import { orderNumber } from './order-number';
import { orders } from './orders.tables';

/** The confirmation of a placed order, in the customer's language, with the receipt link. */
export function orderConfirmationEmail(
  locale: Locale,
  order: { number: string; totalCents: number; currency: string },
  receiptLink: string,
) {
  const t = emailTexts(locale);
  return {
    subject: t('orders.confirmation.subject', { number: order.number }),
    text: t('orders.confirmation.body', {
      number: order.number,
      total: formatMoney({ cents: order.totalCents, currency: order.currency }, locale),
      link: receiptLink,
    }),
  };
}

/**
 * The job queued with every placed order: the confirmation goes out even when the answer to the customer was
 * lost (the job commits with the order), and an SMTP outage only delays it.
 */
export async function sendOrderConfirmation(
  ctx: Pick<DomainContext, 'db' | 'config'>,
  mailer: Mailer,
  orderId: number,
): Promise<void> {
  const [order] = await ctx.db
    .select({
      email: orders.email,
      locale: orders.locale,
      receiptId: orders.receiptId,
      totalCents: orders.totalCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const link = `${ctx.config.siteUrl}${localizedPath(order.locale, `/receipt/${order.receiptId}`)}`;
  await mailer.send({
    to: order.email,
    ...orderConfirmationEmail(
      order.locale,
      { number: orderNumber(orderId), totalCents: order.totalCents, currency: order.currency },
      link,
    ),
  });
}
