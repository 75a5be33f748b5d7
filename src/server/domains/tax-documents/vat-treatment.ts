import { euCountries } from '@/shared/vat-number';

/**
 * How myDATA is told about an order's VAT (AADE myDATA API documentation, appendix "Κατηγορία ΦΠΑ" and
 * "Κατηγορία Αιτίας Εξαίρεσης ΦΠΑ"; README "myDATA" cites the sources):
 * - Greece: the category of the Greek rate (1 = 24 %, 2 = 13 %, 3 = 6 % …).
 * - An EU business with a verified VAT number (reverse charge): category 7 (0 %), exemption 14, article 28 of the
 *   Greek VAT code (intra-Community supply).
 * - Outside the EU (export): category 7, exemption 8, article 24.
 * - An EU consumer under the One-Stop Shop: Greek VAT is not charged (category 7, exemption 30, article 47γ "OSS
 *   ενωσιακό καθεστώς"); the destination's VAT the customer paid is declared in the OSS return, and is sent on the
 *   line as another tax so that the document's total is what the customer paid.
 */
export type VatTreatment = 'domestic' | 'reverse-charge' | 'export' | 'oss';

export type LineTax = {
  vatCategory: number;
  vatExemptionCategory: number | null;
  /** Where the tax charged goes: Greek VAT, or (OSS) another country's VAT sent as another tax. */
  taxInto: 'vat' | 'other';
};

const greekRateCategories: Record<number, number> = { 2400: 1, 1300: 2, 600: 3, 1700: 4, 900: 5, 400: 6, 300: 9 };

/** vatExemptionCategory codes of the AADE appendix used by the shop. */
export const vatExemptions = { export: 8, intraCommunity: 14, oss: 30 } as const;

/** Sent with the other taxes of an OSS line: category 17 "Λοιποί Φόροι" (amount) of the appendix. */
export const otherTaxCategoryForeignVat = 17;

export function vatTreatmentOf(order: { country: string; reverseCharge: boolean }): VatTreatment {
  if (order.country === 'GR') return 'domestic';
  if (!euCountries.includes(order.country)) return 'export';
  return order.reverseCharge ? 'reverse-charge' : 'oss';
}

export function lineTaxOf(treatment: VatTreatment, vatRateBasisPoints: number): LineTax {
  switch (treatment) {
    case 'domestic': {
      const category = greekRateCategories[vatRateBasisPoints];
      if (!category) throw new Error(`No myDATA VAT category for a Greek rate of ${vatRateBasisPoints / 100} %.`);
      return { vatCategory: category, vatExemptionCategory: null, taxInto: 'vat' };
    }
    case 'reverse-charge':
      return { vatCategory: 7, vatExemptionCategory: vatExemptions.intraCommunity, taxInto: 'vat' };
    case 'export':
      return { vatCategory: 7, vatExemptionCategory: vatExemptions.export, taxInto: 'vat' };
    case 'oss':
      return { vatCategory: 7, vatExemptionCategory: vatExemptions.oss, taxInto: 'other' };
  }
}

/** E3 income classification of a sale of goods (category1_1, "Έσοδα από Πώληση Εμπορευμάτων"). */
export function incomeClassificationOf(treatment: VatTreatment, invoice: boolean) {
  const type =
    treatment === 'domestic'
      ? invoice
        ? 'E3_561_001' // wholesale: to businesses
        : 'E3_561_003' // retail: private customers
      : treatment === 'export'
        ? 'E3_561_006' // abroad: third countries
        : 'E3_561_005'; // abroad: within the EU
  return { classificationType: type, classificationCategory: 'category1_1' };
}

/** myDATA's payment method types (appendix "Τρόποι Πληρωμής"). */
export const paymentMethodTypes: Record<string, number> = {
  'bank-transfer': 6, // Web Banking
  'cash-on-delivery': 3, // Μετρητά
  card: 7, // POS / e-POS
  iris: 8, // Άμεσες Πληρωμές IRIS
};

export type DocumentType = '11.1' | '1.1' | '11.4' | '5.1';

/** A sale: a sales invoice when the customer asked for one with a VAT number, else a retail receipt. */
export const saleTypeOf = (invoiceRequested: boolean): DocumentType => (invoiceRequested ? '1.1' : '11.1');
export const creditTypeOf = (sale: DocumentType): DocumentType => (sale === '1.1' ? '5.1' : '11.4');

/** Each type numbers its own series. */
export const seriesOf: Record<DocumentType, string> = { '11.1': 'ΑΛΠ', '1.1': 'ΤΠ', '11.4': 'ΠΣΛ', '5.1': 'ΠΤ' };

/** Invoices to businesses go through the certified e-invoicing provider; retail documents straight to myDATA. */
export const channelOf = (type: DocumentType): 'mydata' | 'einvoicing' =>
  type === '1.1' || type === '5.1' ? 'einvoicing' : 'mydata';
