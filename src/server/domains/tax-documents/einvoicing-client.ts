import { invoicesDocXml, type DocumentToSend, type TransmittedDocument } from './mydata-xml';
import type { DocumentTransmitter } from './transmitter';

export type EinvoicingCredentials = { baseUrl: string; apiKey: string; timeoutMs?: number };

export type VatNumberLookup = { valid: boolean; name: string | null; address: string | null };

export type EinvoicingProvider = DocumentTransmitter & {
  /** The registry's record of a Greek ΑΦΜ (off unless VAT_NUMBER_LOOKUP=on: it needs the provider's credentials). */
  lookUpVatNumber(vatNumber: string): Promise<VatNumberLookup>;
};

/**
 * A certified e-invoicing provider (πάροχος ηλεκτρονικής τιμολόγησης): it takes the document in AADE's InvoicesDoc
 * XML, issues it, transmits it to myDATA on the shop's behalf and answers with the MARK, UID and QR address.
 * Every provider has its own API; this is the shop's interface to one (bearer key, XML in, JSON out) that a
 * provider's adapter implements, and its emulator speaks.
 */
export function createEinvoicingProvider(credentials: EinvoicingCredentials): EinvoicingProvider {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${credentials.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${credentials.apiKey}`, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(credentials.timeoutMs ?? 20_000),
    });
  return {
    async send(document: DocumentToSend) {
      const response = await call('/v1/invoices', {
        method: 'POST',
        body: invoicesDocXml([document]),
        headers: { 'content-type': 'application/xml' },
      });
      const body = (await response.json().catch(() => null)) as {
        uid?: string;
        mark?: string;
        qrUrl?: string;
        errors?: { code: string; message: string }[];
      } | null;
      if (response.status === 422) return { ok: false, errors: body?.errors ?? [] };
      if (!response.ok || !body?.mark) throw new Error(`the e-invoicing provider answered HTTP ${response.status}`);
      return { ok: true, uid: body.uid ?? '', mark: body.mark, qrUrl: body.qrUrl ?? null };
    },
    async find(uid: string): Promise<TransmittedDocument | null> {
      const response = await call(`/v1/invoices/${encodeURIComponent(uid)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`the e-invoicing provider answered HTTP ${response.status}`);
      const body = (await response.json()) as { uid: string; mark: string; qrUrl?: string };
      return { uid: body.uid, mark: body.mark, qrUrl: body.qrUrl ?? null };
    },
    async lookUpVatNumber(vatNumber: string) {
      const response = await call(`/v1/vat-numbers/${encodeURIComponent(vatNumber)}`);
      if (response.status === 404) return { valid: false, name: null, address: null };
      if (!response.ok) throw new Error(`the e-invoicing provider answered HTTP ${response.status}`);
      return (await response.json()) as VatNumberLookup;
    },
  };
}
