import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { orderItems, orders, refunds } from '@/server/domains/orders/orders.tables';
import { enqueue } from '@/server/jobs/queue';
import { shopTimeZone } from '@/shared/shop-dates';
import { normaliseVatNumber } from '@/shared/vat-number';
import type { TaxDocumentSettings } from './tax-settings';
import { creditLines, saleLines, totalsOf, type DocumentCounterpart, type DocumentLine } from './document-lines';
import { taxDocumentSeries, taxDocuments } from './tax-documents.tables';
import { documentUid } from './transmitter';
import {
  channelOf,
  creditTypeOf,
  paymentMethodTypes,
  saleTypeOf,
  seriesOf,
  vatTreatmentOf,
  type DocumentType,
} from './vat-treatment';

export type IssueContext = { db: Queryable; now: () => Date; config: { taxDocuments: TaxDocumentSettings } };

/**
 * When an order's document is issued (README "Receipts and invoices"): a card or IRIS order when its payment is
 * confirmed (the money is in); cash on delivery and bank transfer when the parts leave (shipped, or collected at
 * the counter), the moment the Greek rules tie a sale of goods to. Each caller names its moment; the order's
 * payment method decides whether it is this one.
 */
export type IssueMoment = 'paid' | 'shipped';
const paidOnline = new Set(['card', 'iris']);

const greekDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(at);

/** The next number of a series, its counter row locked until the transaction ends (no gaps, no duplicates). */
async function nextNumber(tx: Queryable, series: string): Promise<number> {
  await tx.insert(taxDocumentSeries).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(taxDocumentSeries)
    .set({ lastNumber: sql`${taxDocumentSeries.lastNumber} + 1` })
    .where(eq(taxDocumentSeries.series, series))
    .returning({ number: taxDocumentSeries.lastNumber });
  return row!.number;
}

async function insertDocument(
  ctx: IssueContext,
  tx: Queryable,
  values: {
    orderId: number;
    kind: 'sale' | 'credit';
    type: DocumentType;
    lines: DocumentLine[];
    paymentMethodType: number;
    counterpart: DocumentCounterpart | null;
    correlatedDocumentId?: number;
    refundId?: number;
  },
): Promise<number> {
  const now = ctx.now();
  const series = seriesOf[values.type];
  const number = await nextNumber(tx, series);
  const issueDate = greekDay(now);
  const issuerVatNumber = ctx.config.taxDocuments.issuerVatNumber;
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      orderId: values.orderId,
      kind: values.kind,
      invoiceType: values.type,
      series,
      number,
      issueDate,
      correlatedDocumentId: values.correlatedDocumentId,
      refundId: values.refundId,
      channel: channelOf(values.type),
      paymentMethodType: values.paymentMethodType,
      counterpart: values.counterpart,
      lines: values.lines,
      ...totalsOf(values.lines),
      uid: documentUid({ issuerVatNumber, issueDate, invoiceType: values.type, series, number }),
      createdAt: now,
    })
    .returning({ id: taxDocuments.id });
  await enqueue(
    { db: tx, now: ctx.now },
    'transmit-tax-document',
    { documentId: document!.id },
    {
      uniqueKey: `tax-document-${document!.id}`,
    },
  );
  return document!.id;
}

/**
 * Issues the order's receipt or invoice in the caller's transaction, when `moment` is its moment, and queues its
 * transmission in the same transaction. An order has one sale document: a second call issues nothing.
 */
export async function issueSaleDocument(
  ctx: IssueContext,
  tx: Queryable,
  orderId: number,
  moment: IssueMoment,
  /** How the money actually came when it differs from the order's method (a card order paid by IRIS on Viva's page). */
  paidBy?: 'card' | 'iris',
): Promise<number | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if ((moment === 'paid') !== paidOnline.has(order.paymentMethod)) return null;
  const [existing] = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'sale')));
  if (existing) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const country = order.shippingAddress.country;
  const invoice = order.invoice !== null;
  const treatment = vatTreatmentOf({ country, reverseCharge: order.reverseCharge });
  const lines = saleLines({
    treatment,
    invoice,
    vatRateBasisPoints: order.vatRateBasisPoints,
    taxCents: order.taxCents,
    parts: [
      ...items.map((item) => ({
        description: `${item.sku} ${item.name}`,
        quantity: item.quantity,
        netCents: item.lineCents,
      })),
      { description: 'shipping', quantity: 1, netCents: order.shippingCents },
      { description: 'payment fee', quantity: 1, netCents: order.paymentFeeCents },
    ],
  });
  const billing = order.billingAddress;
  const counterpart: DocumentCounterpart | null = order.invoice
    ? {
        vatNumber: normaliseVatNumber(billing.country, order.invoice.vatNumber),
        country: billing.country,
        name: order.invoice.companyName,
        street: [billing.address1, billing.address2].filter(Boolean).join(', ') || null,
        postalCode: billing.postalCode,
        city: billing.city,
      }
    : null;
  return insertDocument(ctx, tx, {
    orderId,
    kind: 'sale',
    type: saleTypeOf(invoice),
    lines,
    paymentMethodType: paymentMethodTypes[paidBy ?? order.paymentMethod] ?? 5,
    counterpart,
  });
}

/**
 * A refund's credit document (11.4 for a receipt, 5.1 for an invoice) linked to the order's document, in the
 * refund's transaction. Money given back before any document was issued (a cancelled unpaid order) credits nothing.
 */
export async function issueCreditDocument(ctx: IssueContext, tx: Queryable, refundId: number): Promise<number | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return null;
  const [sale] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, refund.orderId), eq(taxDocuments.kind, 'sale')));
  if (!sale) return null;
  return insertDocument(ctx, tx, {
    orderId: refund.orderId,
    kind: 'credit',
    type: creditTypeOf(sale.invoiceType as DocumentType),
    lines: creditLines(sale, refund.amountCents, 'refund'),
    paymentMethodType: sale.paymentMethodType,
    counterpart: sale.counterpart,
    correlatedDocumentId: sale.id,
    refundId,
  });
}
