import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { orders } from '@/server/domains/orders/orders.tables';
import { taxDocuments } from './tax-documents.tables';

export type TaxDocumentSummary = {
  id: number;
  orderId: number;
  invoiceType: string;
  series: string;
  number: number;
  issueDate: string;
  grossCents: number;
  mark: string | null;
  qrUrl: string | null;
  state: string;
  lastError: string | null;
  createdAt: Date;
};

const summary = {
  id: taxDocuments.id,
  orderId: taxDocuments.orderId,
  invoiceType: taxDocuments.invoiceType,
  series: taxDocuments.series,
  number: taxDocuments.number,
  issueDate: taxDocuments.issueDate,
  grossCents: taxDocuments.grossCents,
  mark: taxDocuments.mark,
  qrUrl: taxDocuments.qrUrl,
  state: taxDocuments.state,
  lastError: taxDocuments.lastError,
  createdAt: taxDocuments.createdAt,
};

/** Documents myDATA has not given a MARK yet, oldest first (the back office's "not yet transmitted"). */
export function untransmittedDocuments(db: Queryable, limit = 100): Promise<TaxDocumentSummary[]> {
  return db
    .select(summary)
    .from(taxDocuments)
    .where(isNull(taxDocuments.mark))
    .orderBy(asc(taxDocuments.createdAt))
    .limit(limit);
}

/** An order's sale document (receipt or invoice), by the receipt link's id. */
export async function documentOfOrder(db: Queryable, receiptId: string): Promise<TaxDocumentSummary | null> {
  const [document] = await db
    .select(summary)
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(and(eq(orders.receiptId, receiptId), eq(taxDocuments.kind, 'sale')));
  return document ?? null;
}
