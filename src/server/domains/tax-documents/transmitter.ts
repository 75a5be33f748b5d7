import { createHash } from 'node:crypto';
import type { DocumentToSend, TransmittedDocument } from './mydata-xml';

/**
 * Where a document goes, behind one interface: myDATA directly (retail documents) or the certified e-invoicing
 * provider (invoices to businesses), each the real service or its local emulator by configuration.
 * `send` throws when the outcome is unknown (network, HTTP 5xx, TechnicalError): the job retries, and asks `find`
 * first whether the document arrived after all.
 */
export type TransmitResult =
  | { ok: true; uid: string; mark: string; qrUrl: string | null }
  | { ok: false; errors: { code: string; message: string }[] };

export type DocumentTransmitter = {
  send(document: DocumentToSend): Promise<TransmitResult>;
  find(uid: string, issueDate: string): Promise<TransmittedDocument | null>;
};

/**
 * myDATA's identifier of a document: SHA-1 (hex, upper case) of the issuer's ΑΦΜ, issue date, branch, type, series
 * and number, joined with "-" (AADE myDATA API documentation, the `uid` field).
 */
export function documentUid(parts: {
  issuerVatNumber: string;
  issueDate: string;
  invoiceType: string;
  series: string;
  number: number;
}): string {
  const text = [parts.issuerVatNumber, parts.issueDate, 0, parts.invoiceType, parts.series, parts.number].join('-');
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}

/** A refusal of the service that no retry will change unless the data or the configuration does. */
export class DocumentRejected extends Error {
  constructor(readonly errors: { code: string; message: string }[]) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; ') || 'rejected');
    this.name = 'DocumentRejected';
  }
}

/** myDATA's dates in query strings are dd/MM/yyyy. */
export const myDataDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
