import 'server-only';
import QRCode from 'qrcode';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { fullAddress, type ContactDetails } from '@/shared/shop-contact';
import type { Address } from '@/shared/address-rules';
import type { OrderView } from '../orders.service';
import { documentTexts, type DocumentTexts } from './document-texts';
import { bytesOf, newDocument, room, rule, write } from './pdf-writer';

/** The address as it is written on an envelope, one line each. */
export function addressLines(address: Address, texts: DocumentTexts): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.address1, address.address2, address.floor].filter(Boolean).join(', '),
    `${address.postalCode} ${address.city}${address.region ? `, ${address.region}` : ''}`,
    texts.country(address.country),
    `${texts.t('documents.phone')} ${address.phone}`,
  ].filter((line): line is string => Boolean(line));
}

type Header = { order: OrderView; locale: Locale; shop: ContactDetails; texts: DocumentTexts; title: string };

function header(doc: PDFKit.PDFDocument, { order, locale, shop, texts, title }: Header) {
  const { t } = texts;
  const top = doc.page.margins.top;
  write(doc, 'Tractor Parts Hellas', { x: 48, y: top }, { size: 16, weight: 'bold' });
  for (const line of [fullAddress(shop, locale), `${t('documents.phone')} ${shop.landline}`, shop.email])
    write(doc, line, {}, { size: 9, color: '#444444', width: 260 });
  const leftBottom = doc.y;
  write(doc, title, { x: 330, y: top }, { size: 16, weight: 'bold', width: 217, align: 'right' });
  for (const line of [
    `${t('documents.number')}: ${order.number}`,
    `${t('documents.date')}: ${texts.date(order.createdAt)}`,
    `${t('documents.payment')}: ${texts.methodName('payments', order.paymentMethod)}`,
    `${t('documents.shipping')}: ${texts.methodName('methods', order.shippingMethod)}`,
  ])
    write(doc, line, { x: 330 }, { size: 9, width: 217, align: 'right' });
  return Math.max(leftBottom, doc.y) + 12;
}

function parties(doc: PDFKit.PDFDocument, order: OrderView, texts: DocumentTexts, top: number) {
  const { t } = texts;
  rule(doc, top);
  const blocks: [string, string[]][] = [
    [t('documents.billedTo'), addressLines(order.billingAddress, texts)],
    [t('documents.shipTo'), addressLines(order.shippingAddress, texts)],
  ];
  if (order.invoice)
    blocks.push([
      t('documents.invoiceDetails'),
      [
        order.invoice.companyName,
        `${t('documents.activity')}: ${order.invoice.activity}`,
        `${t('documents.vatNumber')}: ${order.invoice.vatNumber}`,
        ...(order.invoice.taxOffice ? [`${t('documents.taxOffice')}: ${order.invoice.taxOffice}`] : []),
      ],
    ]);
  let bottom = top;
  blocks.forEach(([heading, lines], index) => {
    const x = 48 + index * 170;
    write(doc, heading, { x, y: top + 10 }, { size: 9, weight: 'bold', width: 160 });
    for (const line of lines) write(doc, line, { x }, { size: 9, width: 160 });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 16;
}

const columns = { description: 48, quantity: 312, unit: 356, amount: 450 } as const;

function lines(doc: PDFKit.PDFDocument, order: OrderView, locale: Locale, texts: DocumentTexts, top: number) {
  const { t } = texts;
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, locale);
  const heading = { size: 9, weight: 'bold' as const };
  write(doc, t('documents.description'), { x: columns.description, y: top }, { ...heading, width: 260 });
  write(doc, t('documents.quantity'), { x: columns.quantity, y: top }, { ...heading, width: 40, align: 'right' });
  write(doc, t('documents.unitPrice'), { x: columns.unit, y: top }, { ...heading, width: 90, align: 'right' });
  write(doc, t('documents.amount'), { x: columns.amount, y: top }, { ...heading, width: 97, align: 'right' });
  let y = doc.y + 4;
  rule(doc, y);
  y += 6;
  for (const item of order.items) {
    y = room(doc, y, 40);
    write(doc, item.name, { x: columns.description, y }, { size: 10, width: 260 });
    const details = [item.mpn && t('documents.partNumber', { mpn: item.mpn }), item.sku, item.condition];
    write(
      doc,
      details.filter(Boolean).join(' · '),
      { x: columns.description },
      { size: 8, color: '#555555', width: 260 },
    );
    const bottom = doc.y;
    write(doc, String(item.quantity), { x: columns.quantity, y }, { size: 10, width: 40, align: 'right' });
    write(doc, money(item.unitCents), { x: columns.unit, y }, { size: 10, width: 90, align: 'right' });
    write(doc, money(item.lineCents), { x: columns.amount, y }, { size: 10, width: 97, align: 'right' });
    y = Math.max(bottom, doc.y) + 6;
  }
  rule(doc, y);
  return y + 8;
}

function totals(doc: PDFKit.PDFDocument, order: OrderView, locale: Locale, texts: DocumentTexts, top: number) {
  const { t } = texts;
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, locale);
  const rows: [string, number, boolean][] = [
    [t('documents.items'), order.itemsCents, false],
    [t('documents.shippingCost'), order.shippingCents, false],
    ...(order.paymentFeeCents > 0
      ? [[t('documents.paymentFee'), order.paymentFeeCents, false] as [string, number, boolean]]
      : []),
    [t('documents.vat', { rate: order.vatRatePercent }), order.taxCents, false],
    [t('documents.total'), order.totalCents, true],
  ];
  let y = room(doc, top, rows.length * 16 + 40);
  for (const [label, cents, strong] of rows) {
    const style = { size: strong ? 12 : 10, weight: strong ? ('bold' as const) : ('regular' as const) };
    write(doc, label, { x: 300, y }, { ...style, width: 140, align: 'right' });
    write(doc, money(cents), { x: columns.amount, y }, { ...style, width: 97, align: 'right' });
    y = doc.y + 3;
  }
  if (order.reverseCharge)
    y = write(doc, t('documents.reverseCharge'), { x: 300, y }, { size: 9, width: 247, align: 'right' });
  return y + 12;
}

/** The document's number in its series and what myDATA answered: the tax authority's MARK and its QR code. */
export type IssuedDocument = { series: string; number: number; mark: string | null; qrUrl: string | null };

async function myDataMark(doc: PDFKit.PDFDocument, issued: IssuedDocument, texts: DocumentTexts, top: number) {
  const { t } = texts;
  const y = room(doc, top, 110);
  write(doc, t('documents.series', { series: issued.series, number: issued.number }), { x: 48, y }, { size: 9 });
  write(doc, t('documents.mark', { mark: issued.mark ?? '' }), { x: 48 }, { size: 10, weight: 'bold' });
  const textBottom = doc.y;
  if (!issued.qrUrl) return textBottom + 12;
  const qr = await QRCode.toBuffer(issued.qrUrl, { type: 'png', margin: 1, width: 180 });
  doc.image(qr, 457, y, { width: 90, height: 90 });
  return Math.max(textBottom, y + 90) + 12;
}

function paymentState(order: OrderView): 'paid' | 'due' | 'canceled' {
  if (order.state === 'canceled') return 'canceled';
  return order.payments.some((payment) => payment.state === 'approved' || payment.state === 'refunded')
    ? 'paid'
    : 'due';
}

/**
 * The order's receipt, or its invoice when the customer asked for one (with ΑΦΜ and ΔΟΥ), as a PDF in Greek or
 * English: the shop's details, the customer's, the lines with their part numbers, VAT and totals. The staff's
 * order page and the customer's receipt page give the same document. `shop`: the contact details in force.
 */
export async function orderDocumentPdf(
  order: OrderView,
  locale: Locale,
  shop: ContactDetails,
  taxDocument: IssuedDocument | null = null,
): Promise<Buffer> {
  const texts = documentTexts(locale);
  const title = texts.t(order.invoice ? 'documents.invoiceTitle' : 'documents.receiptTitle');
  const doc = newDocument(`${title} ${order.number}`, order.number);
  let y = header(doc, { order, locale, shop, texts, title });
  y = parties(doc, order, texts, y);
  y = lines(doc, order, locale, texts, y);
  y = totals(doc, order, locale, texts, y);
  if (taxDocument?.mark) y = await myDataMark(doc, taxDocument, texts, y);
  y = room(doc, y, 40);
  write(doc, texts.t(`documents.paymentState.${paymentState(order)}`), { x: 48, y }, { size: 10, weight: 'bold' });
  write(doc, texts.t('documents.thanks'), {}, { size: 9, color: '#444444' });
  return bytesOf(doc);
}
