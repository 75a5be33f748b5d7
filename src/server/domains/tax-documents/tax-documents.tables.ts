import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '@/server/db/columns';
import { orders, refunds } from '@/server/domains/orders/orders.tables';
import type { DocumentCounterpart, DocumentLine } from './document-lines';

/**
 * One counter per series of documents (receipts, invoices, their credit notes): the issuing transaction locks its
 * row (`update … returning`), so two documents never share a number and a rolled-back one leaves no gap.
 */
export const taxDocumentSeries = pgTable('tax_document_series', {
  series: text().primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/**
 * A receipt (11.1), a sales invoice (1.1) or a credit document (11.4 / 5.1) as issued: its lines and totals frozen,
 * its number in its series, and what myDATA answered (MARK, UID, QR address). A document with a MARK is never sent
 * again; `sendStartedAt` says a send may have reached myDATA, so a retry asks myDATA for the UID first.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'sale' for the order's document, 'credit' for a refund's. */
    kind: text().notNull(),
    invoiceType: text().notNull(),
    series: text().notNull(),
    number: integer().notNull(),
    /** The document's date in Greece (yyyy-mm-dd), as myDATA's issueDate. */
    issueDate: text().notNull(),
    /** The credited document of a credit note. */
    correlatedDocumentId: integer(),
    refundId: integer().references(() => refunds.id, { onDelete: 'restrict' }),
    /** 'mydata' (sent directly) or 'einvoicing' (a business's invoice, through the certified provider). */
    channel: text().notNull(),
    paymentMethodType: integer().notNull(),
    counterpart: jsonb().$type<DocumentCounterpart>(),
    lines: jsonb().$type<DocumentLine[]>().notNull(),
    netCents: integer().notNull(),
    vatCents: integer().notNull(),
    otherTaxesCents: integer().notNull().default(0),
    grossCents: integer().notNull(),
    /** SHA-1 of issuer, date, branch, type, series and number: myDATA's identifier of the document. */
    uid: text().notNull(),
    mark: text(),
    qrUrl: text(),
    /** 'pending' until myDATA gives a MARK ('transmitted'); 'rejected' when it refused the data. */
    state: text().notNull().default('pending'),
    lastError: text(),
    sendStartedAt: timestamp({ withTimezone: true }),
    transmittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.series, t.number),
    uniqueIndex('tax_documents_uid_key').on(t.uid),
    // One sale document per order, one credit note per refund.
    uniqueIndex('tax_documents_sale_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex('tax_documents_refund_key').on(t.refundId),
    index('tax_documents_untransmitted')
      .on(t.createdAt)
      .where(sql`${t.mark} is null`),
    check('tax_documents_gross_adds_up', sql`${t.grossCents} = ${t.netCents} + ${t.vatCents} + ${t.otherTaxesCents}`),
  ],
);
