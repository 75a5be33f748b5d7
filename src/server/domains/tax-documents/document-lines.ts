import { vatCents } from '@/server/domains/checkout';
import { incomeClassificationOf, lineTaxOf, type VatTreatment } from './vat-treatment';

export type DocumentLine = {
  lineNumber: number;
  description: string;
  quantity: number;
  netCents: number;
  vatCategory: number;
  vatCents: number;
  vatExemptionCategory: number | null;
  /** The destination's VAT of an OSS sale (another tax in myDATA's terms); 0 otherwise. */
  otherTaxesCents: number;
  classificationType: string;
  classificationCategory: string;
};

/** The buyer of an invoice as myDATA wants it: a Greek buyer by ΑΦΜ only, a foreign one with name and address. */
export type DocumentCounterpart = {
  vatNumber: string;
  country: string;
  name: string | null;
  street: string | null;
  postalCode: string;
  city: string;
};

export type Totals = { netCents: number; vatCents: number; otherTaxesCents: number; grossCents: number };

export type SaleFacts = {
  treatment: VatTreatment;
  invoice: boolean;
  vatRateBasisPoints: number;
  /** What the order charged as tax, in cents: the lines' tax adds up to it exactly. */
  taxCents: number;
  parts: { description: string; quantity: number; netCents: number }[];
};

/**
 * The order's lines (parts, shipping, payment fee) with their tax: each line's tax rounded, the rounding difference
 * put on the largest line so that the document's tax is the order's to the cent (myDATA checks the sums).
 */
export function saleLines(facts: SaleFacts): DocumentLine[] {
  const tax = lineTaxOf(facts.treatment, facts.vatRateBasisPoints);
  const classification = incomeClassificationOf(facts.treatment, facts.invoice);
  const parts = facts.parts.filter((part) => part.netCents > 0);
  const taxes = parts.map((part) => vatCents(part.netCents, facts.vatRateBasisPoints / 100));
  const largest = parts.reduce((best, part, index) => (part.netCents > parts[best]!.netCents ? index : best), 0);
  if (parts.length > 0) taxes[largest]! += facts.taxCents - taxes.reduce((sum, each) => sum + each, 0);
  return parts.map((part, index) => ({
    lineNumber: index + 1,
    description: part.description,
    quantity: part.quantity,
    netCents: part.netCents,
    vatCategory: tax.vatCategory,
    vatExemptionCategory: tax.vatExemptionCategory,
    vatCents: tax.taxInto === 'vat' ? taxes[index]! : 0,
    otherTaxesCents: tax.taxInto === 'other' ? taxes[index]! : 0,
    ...classification,
  }));
}

/** A refund of `amountCents` (with tax) credited at the sale's proportions, as one line like the sale's first. */
export function creditLines(sale: { lines: DocumentLine[] } & Totals, amountCents: number, description: string) {
  const first = sale.lines[0]!;
  const netCents = Math.round((amountCents * sale.netCents) / sale.grossCents);
  const taxCents = amountCents - netCents;
  const onVat = sale.vatCents > 0 || sale.otherTaxesCents === 0;
  const line: DocumentLine = {
    ...first,
    lineNumber: 1,
    description,
    quantity: 1,
    netCents,
    vatCents: onVat ? taxCents : 0,
    otherTaxesCents: onVat ? 0 : taxCents,
  };
  return [line];
}

export function totalsOf(lines: DocumentLine[]): Totals {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const netCents = sum((line) => line.netCents);
  const vat = sum((line) => line.vatCents);
  const other = sum((line) => line.otherTaxesCents);
  return { netCents, vatCents: vat, otherTaxesCents: other, grossCents: netCents + vat + other };
}
