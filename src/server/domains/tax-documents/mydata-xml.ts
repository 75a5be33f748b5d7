import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { DocumentCounterpart, DocumentLine } from './document-lines';
import { otherTaxCategoryForeignVat } from './vat-treatment';

/**
 * The XML of AADE's myDATA REST API (InvoicesDoc of SendInvoices, ResponseDoc, RequestedDoc of
 * RequestTransmittedDocs), in the schema's element order. Built and read with fast-xml-parser, never by hand.
 */
export const invoiceNamespace = 'http://www.aade.gr/myDATA/invoice/v1.0';
export const responseNamespace = 'http://www.aade.gr/myDATA/responseDoc/v1.0';
export const incomeClassificationNamespace = 'https://www.aade.gr/myDATA/incomeClassificaton/v1.0';

export type DocumentToSend = {
  issuerVatNumber: string;
  invoiceType: string;
  series: string;
  number: number;
  issueDate: string;
  correlatedMark: string | null;
  paymentMethodType: number;
  counterpart: DocumentCounterpart | null;
  lines: DocumentLine[];
  netCents: number;
  vatCents: number;
  otherTaxesCents: number;
  grossCents: number;
};

const amount = (cents: number) => (cents / 100).toFixed(2);

function classificationsOf(lines: DocumentLine[]) {
  const sums = new Map<string, { type: string; category: string; cents: number }>();
  for (const line of lines) {
    const key = `${line.classificationType}|${line.classificationCategory}`;
    const sum = sums.get(key) ?? { type: line.classificationType, category: line.classificationCategory, cents: 0 };
    sum.cents += line.netCents;
    sums.set(key, sum);
  }
  return [...sums.values()].map((sum) => classification(sum.type, sum.category, sum.cents));
}

const classification = (type: string, category: string, cents: number) => ({
  'icls:classificationType': type,
  'icls:classificationCategory': category,
  'icls:amount': amount(cents),
});

function counterpartOf(party: DocumentCounterpart) {
  // A Greek counterpart is named by ΑΦΜ alone (myDATA error 220 forbids the name); a foreign one needs it.
  const greek = party.country === 'GR';
  return {
    vatNumber: party.vatNumber,
    country: party.country,
    branch: 0,
    ...(greek ? {} : { name: party.name ?? '' }),
    ...(greek
      ? {}
      : {
          address: {
            ...(party.street ? { street: party.street } : {}),
            postalCode: party.postalCode,
            city: party.city,
          },
        }),
  };
}

function invoiceOf(document: DocumentToSend) {
  return {
    issuer: { vatNumber: document.issuerVatNumber, country: 'GR', branch: 0 },
    ...(document.counterpart ? { counterpart: counterpartOf(document.counterpart) } : {}),
    invoiceHeader: {
      series: document.series,
      aa: String(document.number),
      issueDate: document.issueDate,
      invoiceType: document.invoiceType,
      currency: 'EUR',
      ...(document.correlatedMark ? { correlatedInvoices: document.correlatedMark } : {}),
    },
    paymentMethods: { paymentMethodDetails: { type: document.paymentMethodType, amount: amount(document.grossCents) } },
    invoiceDetails: document.lines.map((line) => ({
      lineNumber: line.lineNumber,
      quantity: line.quantity,
      measurementUnit: 1,
      netValue: amount(line.netCents),
      vatCategory: line.vatCategory,
      vatAmount: amount(line.vatCents),
      ...(line.vatExemptionCategory !== null ? { vatExemptionCategory: line.vatExemptionCategory } : {}),
      ...(line.otherTaxesCents > 0
        ? { otherTaxesPercentCategory: otherTaxCategoryForeignVat, otherTaxesAmount: amount(line.otherTaxesCents) }
        : {}),
      incomeClassification: classification(line.classificationType, line.classificationCategory, line.netCents),
    })),
    invoiceSummary: {
      totalNetValue: amount(document.netCents),
      totalVatAmount: amount(document.vatCents),
      totalWithheldAmount: '0.00',
      totalFeesAmount: '0.00',
      totalStampDutyAmount: '0.00',
      totalOtherTaxesAmount: amount(document.otherTaxesCents),
      totalDeductionsAmount: '0.00',
      totalGrossValue: amount(document.grossCents),
      incomeClassification: classificationsOf(document.lines),
    },
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });

/** The body of a SendInvoices request carrying these documents. */
export function invoicesDocXml(documents: DocumentToSend[]): string {
  const body = builder.build({
    InvoicesDoc: {
      '@_xmlns': invoiceNamespace,
      '@_xmlns:icls': incomeClassificationNamespace,
      invoice: documents.map(invoiceOf),
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => ['response', 'error', 'invoice', 'invoiceDetails', 'incomeClassification'].includes(name),
});

/** Reads any of the API's XML documents into plain objects (namespaces dropped, values kept as text). */
export function parseXml(xml: string): Record<string, unknown> {
  return parser.parse(xml, true) as Record<string, unknown>;
}

export type SendOutcome =
  | { status: 'Success'; uid: string; mark: string; qrUrl: string | null }
  | { status: 'ValidationError' | 'XMLSyntaxError' | 'TechnicalError'; errors: { code: string; message: string }[] };

type RawResponse = {
  statusCode?: string;
  invoiceUid?: string;
  invoiceMark?: string;
  qrUrl?: string;
  errors?: { error?: { code?: string; message?: string }[] };
};

/** The answers of a ResponseDoc, one per document sent, in order. */
export function readResponseDoc(xml: string): SendOutcome[] {
  const doc = parseXml(xml).ResponseDoc as { response?: RawResponse[] } | undefined;
  if (!doc?.response) throw new Error('myDATA answered without a ResponseDoc.');
  return doc.response.map((response) =>
    response.statusCode === 'Success'
      ? {
          status: 'Success',
          uid: response.invoiceUid ?? '',
          mark: response.invoiceMark ?? '',
          qrUrl: response.qrUrl ?? null,
        }
      : {
          status: (response.statusCode ?? 'TechnicalError') as 'ValidationError',
          errors: (response.errors?.error ?? []).map((error) => ({
            code: String(error.code ?? ''),
            message: String(error.message ?? ''),
          })),
        },
  );
}

export type TransmittedDocument = { uid: string; mark: string; qrUrl: string | null };

/** The documents of a RequestedDoc (RequestTransmittedDocs), and the token to ask for the next page. */
export function readRequestedDoc(xml: string): { documents: TransmittedDocument[]; nextMark: string | null } {
  const doc = parseXml(xml).RequestedDoc as
    | {
        continuationToken?: { nextPartitionKey?: string; nextRowKey?: string };
        invoicesDoc?: { invoice?: { uid?: string; mark?: string; qrCodeUrl?: string }[] };
      }
    | undefined;
  if (!doc) throw new Error('myDATA answered without a RequestedDoc.');
  const documents = (doc.invoicesDoc?.invoice ?? []).map((invoice) => ({
    uid: String(invoice.uid ?? ''),
    mark: String(invoice.mark ?? ''),
    qrUrl: invoice.qrCodeUrl ?? null,
  }));
  return { documents, nextMark: doc.continuationToken ? (documents.at(-1)?.mark ?? null) : null };
}
