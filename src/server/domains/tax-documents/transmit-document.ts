import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { PermanentJobError } from '@/server/jobs/queue';
import type { TaxDocumentSettings } from './tax-settings';
import type { TransmittedDocument } from './mydata-xml';
import { taxDocuments } from './tax-documents.tables';
import type { Transmitters } from './transmitters';

export type TransmitContext = { db: Queryable; now: () => Date; config: { taxDocuments: TaxDocumentSettings } };

async function recordTransmitted(ctx: TransmitContext, documentId: number, sent: TransmittedDocument) {
  await ctx.db
    .update(taxDocuments)
    .set({ mark: sent.mark, qrUrl: sent.qrUrl, state: 'transmitted', transmittedAt: ctx.now(), lastError: null })
    .where(and(eq(taxDocuments.id, documentId), isNull(taxDocuments.mark)));
}

/**
 * The job that sends one document (its handler must be safe to run twice): a document with a MARK is never sent
 * again; one whose earlier send may have arrived (started, no answer: a timeout, a killed worker) is looked up by
 * its UID first; a credit note waits for the credited document's MARK. A refusal of the data fails the job at once
 * (no retry changes it, staff see it in failed work); anything else is retried with backoff.
 */
export async function transmitTaxDocument(
  ctx: TransmitContext,
  transmitters: Transmitters,
  documentId: number,
): Promise<void> {
  const [document] = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
  if (!document || document.mark) return;
  let correlatedMark: string | null = null;
  if (document.correlatedDocumentId !== null) {
    const [credited] = await ctx.db
      .select({ mark: taxDocuments.mark })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, document.correlatedDocumentId));
    if (!credited?.mark) throw new Error(`the credited document has no MARK yet`);
    correlatedMark = credited.mark;
  }
  const transmitter = transmitters[document.channel === 'einvoicing' ? 'einvoicing' : 'mydata'];
  // VAT_NUMBER_LOOKUP=on: a Greek buyer's ΑΦΜ must be registered before an invoice names it.
  const buyer = document.counterpart;
  if (ctx.config.taxDocuments.vatNumberLookup && buyer?.country === 'GR' && document.kind === 'sale') {
    const found = await transmitters.einvoicing.lookUpVatNumber(buyer.vatNumber);
    if (!found.valid) {
      const refusal = `the ΑΦΜ ${buyer.vatNumber} is not registered`;
      await ctx.db
        .update(taxDocuments)
        .set({ state: 'rejected', lastError: refusal })
        .where(eq(taxDocuments.id, documentId));
      throw new PermanentJobError(`${document.series} ${document.number}: ${refusal}`);
    }
  }
  try {
    if (document.sendStartedAt) {
      const arrived = await transmitter.find(document.uid, document.issueDate);
      if (arrived) return await recordTransmitted(ctx, documentId, arrived);
    }
    await ctx.db.update(taxDocuments).set({ sendStartedAt: ctx.now() }).where(eq(taxDocuments.id, documentId));
    const result = await transmitter.send({
      ...document,
      issuerVatNumber: ctx.config.taxDocuments.issuerVatNumber,
      correlatedMark,
    });
    if (result.ok) return await recordTransmitted(ctx, documentId, result);
    const refusal = result.errors.map((error) => `${error.code}: ${error.message}`).join('; ');
    await ctx.db
      .update(taxDocuments)
      .set({ state: 'rejected', lastError: refusal, sendStartedAt: null })
      .where(eq(taxDocuments.id, documentId));
    throw new PermanentJobError(`myDATA refused ${document.series} ${document.number}: ${refusal}`);
  } catch (error) {
    if (!(error instanceof PermanentJobError))
      await ctx.db
        .update(taxDocuments)
        .set({ lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(taxDocuments.id, documentId));
    throw error;
  }
}
