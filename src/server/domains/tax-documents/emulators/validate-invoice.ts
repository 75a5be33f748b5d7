import { isValidGreekVatNumber } from '@/shared/vat-number';

/**
 * The checks myDATA makes of a document that the shop's handling must meet, with AADE's error codes (myDATA API
 * documentation, "Λάθη Παραστατικού"): a Greek ΑΦΜ that fails its check digit (202), totals that do not add up
 * (207 net, 209 VAT, 226 other taxes, 203 gross), category 7 without an exemption (217) or an exemption without
 * category 7 (271), a missing counterpart (204) or a Greek one with a name (220), classifications that differ from
 * the line (306), a credit note without the credited MARK (204), an unsupported type (223).
 */
export type EmulatedError = { code: string; message: string };

type Party = { vatNumber?: string; country?: string; name?: string };
type Line = {
  lineNumber?: string;
  netValue?: string;
  vatCategory?: string;
  vatAmount?: string;
  vatExemptionCategory?: string;
  otherTaxesAmount?: string;
  incomeClassification?: { amount?: string }[];
};
export type ParsedInvoice = {
  issuer?: Party;
  counterpart?: Party;
  invoiceHeader?: {
    series?: string;
    aa?: string;
    issueDate?: string;
    invoiceType?: string;
    correlatedInvoices?: string;
  };
  invoiceDetails?: Line[];
  invoiceSummary?: Record<string, string | undefined>;
};

const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
const supported = new Set(['1.1', '5.1', '11.1', '11.4']);
const business = new Set(['1.1', '5.1']);

export function validateInvoice(invoice: ParsedInvoice, knownMark: (mark: string) => boolean): EmulatedError[] {
  const errors: EmulatedError[] = [];
  const error = (code: string, message: string) => errors.push({ code, message });
  const type = invoice.invoiceHeader?.invoiceType ?? '';
  if (!supported.has(type)) error('223', 'Unsupported invoice type');
  for (const party of [invoice.issuer, invoice.counterpart])
    if (party && party.country === 'GR' && !isValidGreekVatNumber(party.vatNumber ?? ''))
      error('202', `${party.vatNumber ?? ''}: Invalid Greek VAT number`);
  if (business.has(type) && !invoice.counterpart) error('204', 'counterpart is mandatory for this invoice type');
  if (!business.has(type) && invoice.counterpart) error('205', 'counterpart is forbidden for this invoice type');
  if (invoice.counterpart?.country === 'GR' && invoice.counterpart.name)
    error('220', 'Counterpart Name is forbidden for Counterpart from Greece');
  const correlated = invoice.invoiceHeader?.correlatedInvoices;
  if (type === '5.1' && !correlated) error('204', 'correlatedInvoices is mandatory for this invoice type');
  if (correlated && !knownMark(correlated)) error('104', 'Requested Invoice was not found');

  const lines = invoice.invoiceDetails ?? [];
  let net = 0;
  let vat = 0;
  let other = 0;
  for (const line of lines) {
    const category = line.vatCategory;
    if (category === '7' && !line.vatExemptionCategory)
      error('217', 'When vatCategory has value 7, element vatExemptionCategory is mandatory');
    if (category !== '7' && line.vatExemptionCategory)
      error(
        '271',
        `Invoice Line Number: ${line.lineNumber}. VatExemptionCategory field is used only in case of vatCategory = 7`,
      );
    const classified = (line.incomeClassification ?? []).reduce((sum, each) => sum + cents(each.amount), 0);
    if (classified !== cents(line.netValue))
      error('306', `Invoice detail: ${line.lineNumber}. Sum of classifications are not equal to line's net value`);
    net += cents(line.netValue);
    vat += cents(line.vatAmount);
    other += cents(line.otherTaxesAmount);
  }
  const summary = invoice.invoiceSummary ?? {};
  if (net !== cents(summary.totalNetValue))
    error('207', "The sum of net values of the invoice lines doesn't match with total net value of the invoice");
  if (vat !== cents(summary.totalVatAmount))
    error('209', "The sum of vat amount of the invoice lines doesn't match with total vat amount of the invoice");
  if (other !== cents(summary.totalOtherTaxesAmount))
    error(
      '226',
      "The sum of otherTaxes amount of the invoice lines doesn't match with total otherTaxes amount of the invoice",
    );
  const gross =
    cents(summary.totalNetValue) +
    cents(summary.totalVatAmount) +
    cents(summary.totalOtherTaxesAmount) +
    cents(summary.totalFeesAmount) +
    cents(summary.totalStampDutyAmount) -
    cents(summary.totalWithheldAmount) -
    cents(summary.totalDeductionsAmount);
  if (gross !== cents(summary.totalGrossValue))
    error('203', "Gross Value doesn't match with sum of net value plus taxes");
  return errors;
}
