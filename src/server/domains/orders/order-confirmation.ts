import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { emailTexts } from '@/server/mail/email-texts';
import type { Mail } from '@/server/mail/mailer';
import type { Address } from '@/shared/address-rules';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { localizedPath } from '@/shared/paths';
import type { ContactDetails } from '@/shared/shop-contact';
import { shopTimeZone } from '@/shared/shop-dates';
import { orderNumber } from './order-number';
import { payableUntil } from './order-outcome';
import { orderItems, orders, payments } from './orders.tables';

/** What the confirmation says: the order as placed, with the shop's bank details for a transfer. */
export type ConfirmationFacts = {
  number: string;
  locale: Locale;
  currency: string;
  items: { name: string; mpn: string | null; sku: string; quantity: number; unitCents: number; lineCents: number }[];
  itemsCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  taxCents: number;
  totalCents: number;
  vatRatePercent: number;
  reverseCharge: boolean;
  shippingAddress: Address;
  paymentMethod: string;
  bankTransfer: { beneficiary: string; iban: string; bank: string } | null;
  /** How to reach the shop (the contact details in force). */
  shop: Pick<ContactDetails, 'landline' | 'email'>;
  /** The receipt's address, built from SITE_URL (never the request's host). */
  receiptLink: string;
  /** A card order still unpaid: until when it can be paid at the receipt link before it is cancelled. */
  payBy: Date | null;
};

const shopTime = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }).format(date);

const paymentKeys = { 'bank-transfer': 'bankTransfer', 'cash-on-delivery': 'cashOnDelivery', card: 'card' } as const;
const paymentKey = (method: string) => paymentKeys[method as keyof typeof paymentKeys] ?? 'card';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function addressLines(address: Address, locale: Locale): string[] {
  const country =
    new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(address.country) ?? address.country;
  return [
    `${address.firstName} ${address.lastName}`,
    ...(address.company ? [address.company] : []),
    [address.address1, address.address2, address.floor].filter(Boolean).join(', '),
    [`${address.postalCode} ${address.city}`, address.region].filter(Boolean).join(', '),
    country,
    address.phone,
  ];
}

/**
 * The order confirmation in the customer's language, as text and as readable HTML: every line with its part
 * number, quantity and prices, the totals with VAT, where it goes, how it is paid and what to do next, and how to
 * reach the shop.
 */
export function writeOrderConfirmation(facts: ConfirmationFacts): Omit<Mail, 'to'> {
  const t = emailTexts(facts.locale);
  const money = (cents: number) => formatMoney({ cents, currency: facts.currency }, facts.locale);
  const lines = facts.items.map((item) =>
    t('orders.confirmation.line', {
      quantity: item.quantity,
      name: item.name,
      partNumber: item.mpn ?? item.sku,
      unit: money(item.unitCents),
      total: money(item.lineCents),
    }),
  );
  const totals = [
    t('orders.confirmation.subtotal', { amount: money(facts.itemsCents) }),
    t('orders.confirmation.shipping', { amount: money(facts.shippingCents) }),
    ...(facts.paymentFeeCents > 0
      ? [t('orders.confirmation.paymentFee', { amount: money(facts.paymentFeeCents) })]
      : []),
    facts.reverseCharge
      ? t('orders.confirmation.reverseCharge')
      : t('orders.confirmation.vat', { rate: facts.vatRatePercent, amount: money(facts.taxCents) }),
    t('orders.confirmation.total', { amount: money(facts.totalCents) }),
  ];
  const address = addressLines(facts.shippingAddress, facts.locale);
  const payment = paymentKey(facts.paymentMethod);
  const next = facts.payBy
    ? t('orders.confirmation.payCard', { time: shopTime(facts.payBy, facts.locale) })
    : payment === 'bankTransfer' && facts.bankTransfer
      ? t('orders.confirmation.next.bankTransfer', {
          total: money(facts.totalCents),
          reference: facts.number,
          ...facts.bankTransfer,
        })
      : t(`orders.confirmation.next.${payment}`, { total: money(facts.totalCents) });
  const contact = t('orders.confirmation.contact', { phone: facts.shop.landline, email: facts.shop.email });
  const sections = {
    greeting: t('orders.confirmation.greeting', { name: facts.shippingAddress.firstName }),
    intro: t('orders.confirmation.intro', { number: facts.number }),
    itemsHeading: t('orders.confirmation.itemsHeading'),
    shippingHeading: t('orders.confirmation.shippingHeading'),
    paymentHeading: t('orders.confirmation.paymentHeading', { method: t(`orders.confirmation.methods.${payment}`) }),
    receipt: t('orders.confirmation.receipt'),
    signature: t('orders.confirmation.signature'),
  };
  const text = [
    sections.greeting,
    sections.intro,
    [sections.itemsHeading, ...lines.map((line) => `- ${line}`)].join('\n'),
    totals.join('\n'),
    [sections.shippingHeading, ...address].join('\n'),
    [sections.paymentHeading, next].join('\n'),
    `${sections.receipt}\n${facts.receiptLink}`,
    contact,
    sections.signature,
  ].join('\n\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${facts.locale}"><head><meta charset="utf-8"><title>${escapeHtml(t('orders.confirmation.subject', { number: facts.number }))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,sans-serif;color:#333;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    `<h1 style="margin:0 0 16px;font-size:22px;color:#d70b36">${escapeHtml(sections.intro)}</h1>`,
    paragraph(sections.greeting),
    `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(sections.itemsHeading)}</h2>`,
    `<ul style="padding-left:20px;margin:0 0 16px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px;text-align:right">${totals.map((line, index) => (index === totals.length - 1 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join('<br>')}</p>`,
    `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(sections.shippingHeading)}</h2>`,
    paragraph(address.join('\n')),
    `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(sections.paymentHeading)}</h2>`,
    paragraph(next),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(facts.receiptLink)}" style="color:#d70b36;font-weight:bold">${escapeHtml(sections.receipt)}</a></p>`,
    paragraph(contact),
    paragraph(sections.signature),
    '</div></body></html>',
  ].join('');
  return { subject: t('orders.confirmation.subject', { number: facts.number }), text, html };
}

/** The facts of an order's confirmation, read from the database; null for an unknown order. */
export async function confirmationFacts(
  ctx: Pick<DomainContext, 'db' | 'config'>,
  orderId: number,
): Promise<ConfirmationFacts | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await ctx.db
    .select({
      name: orderItems.name,
      mpn: orderItems.mpn,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitCents: orderItems.unitCents,
      lineCents: orderItems.lineCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const [approved] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'approved')));
  const number = orderNumber(order.id);
  const { beneficiary, iban, bank } = ctx.config.checkout.bankTransfer;
  return {
    number,
    locale: order.locale,
    currency: order.currency,
    items,
    itemsCents: order.itemsCents,
    shippingCents: order.shippingCents,
    paymentFeeCents: order.paymentFeeCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    vatRatePercent: order.vatRateBasisPoints / 100,
    reverseCharge: order.reverseCharge,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    bankTransfer: order.paymentMethod === 'bank-transfer' ? { beneficiary, iban, bank } : null,
    shop: { landline: ctx.config.contact.landline, email: ctx.config.contact.email },
    receiptLink: `${ctx.config.siteUrl}${localizedPath(order.locale, `/receipt/${order.receiptId}`)}`,
    payBy: payableUntil(order, Boolean(approved), ctx.config.checkout.cardPaymentWindowMinutes),
  };
}
