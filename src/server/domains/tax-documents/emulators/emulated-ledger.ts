import { parseXml } from '../mydata-xml';
import { documentUid } from '../transmitter';
import { validateInvoice, type EmulatedError, type ParsedInvoice } from './validate-invoice';

export type RecordedDocument = { uid: string; mark: string; qrUrl: string; issueDate: string; sender: string };

/**
 * What an emulator has accepted, in memory: each document by UID with the MARK it was given (numbers count up from
 * a MARK-like start), and switches a test turns on: an outage (every call answers 503) and "lose the answer"
 * (the document is kept but the caller gets a 503, the outcome a retry must ask about).
 */
export class EmulatedLedger {
  readonly documents: RecordedDocument[] = [];
  outage = false;
  loseAnswers = 0;
  /** Refuse every document as from an issuer myDATA does not know (error 102), until switched off. */
  refuseIssuer = false;
  private nextMark = 400_001_000_000_001;

  constructor(private readonly qrBase: () => string) {}

  knows = (mark: string) => this.documents.some((each) => each.mark === mark);

  /** Validates and records one document: its MARK, or why it was refused. */
  accept(
    invoice: ParsedInvoice,
    sender: string,
  ): { ok: true; document: RecordedDocument } | { ok: false; errors: EmulatedError[] } {
    const errors = validateInvoice(invoice, this.knows);
    if (this.refuseIssuer)
      errors.push({
        code: '102',
        message: `Vat number ${invoice.issuer?.vatNumber ?? ''} does not belong to active corporation`,
      });
    const header = invoice.invoiceHeader ?? {};
    const uid = documentUid({
      issuerVatNumber: invoice.issuer?.vatNumber ?? '',
      issueDate: header.issueDate ?? '',
      invoiceType: header.invoiceType ?? '',
      series: header.series ?? '',
      number: Number(header.aa ?? 0),
    });
    if (errors.length === 0 && this.documents.some((each) => each.uid === uid))
      errors.push({ code: '228', message: `Invoice with the same UID ${uid} already exists` });
    if (errors.length > 0) return { ok: false, errors };
    const mark = String(this.nextMark++);
    const document = {
      uid,
      mark,
      qrUrl: `${this.qrBase()}/TimologioQR/QRInfo?q=${uid}`,
      issueDate: header.issueDate ?? '',
      sender,
    };
    this.documents.push(document);
    return { ok: true, document };
  }

  /** The InvoicesDoc's invoices, or null when the body is not the XML it should be. */
  static invoicesOf(xml: string): ParsedInvoice[] | null {
    try {
      const doc = parseXml(xml).InvoicesDoc as { invoice?: ParsedInvoice[] } | undefined;
      return doc?.invoice ?? null;
    } catch {
      return null;
    }
  }

  /**
   * A test's switches over HTTP: `POST …/emulator/outage` and `…/emulator/refuse-issuer` with `on` or `off`,
   * `POST …/emulator/lose-answer` (the next accepted document's answer is lost).
   */
  async control(request: Request, path: string): Promise<Response | null> {
    if (path.endsWith('/emulator/outage') && request.method === 'POST') {
      this.outage = (await request.text()).trim() === 'on';
      return new Response(this.outage ? 'on' : 'off');
    }
    if (path.endsWith('/emulator/refuse-issuer') && request.method === 'POST') {
      this.refuseIssuer = (await request.text()).trim() === 'on';
      return new Response(this.refuseIssuer ? 'on' : 'off');
    }
    if (path.endsWith('/emulator/lose-answer') && request.method === 'POST') {
      this.loseAnswers += 1;
      return new Response(String(this.loseAnswers));
    }
    return null;
  }
}
