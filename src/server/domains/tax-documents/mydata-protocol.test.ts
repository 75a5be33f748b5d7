import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines, totalsOf } from './document-lines';
import { startMyDataEmulator, type RunningEmulator } from './emulators/mydata-emulator';
import { createMyDataTransmitter } from './mydata-client';
import { invoicesDocXml, parseXml, type DocumentToSend } from './mydata-xml';
import { documentUid } from './transmitter';

// The order's VAT (24 % of 15.01 = 3.60) spread over the lines, the rounding on the largest.
const taxed = saleLines({
  treatment: 'domestic',
  invoice: false,
  vatRateBasisPoints: 2400,
  taxCents: 360,
  parts: [
    { description: 'filter', quantity: 3, netCents: 1001 },
    { description: 'shipping', quantity: 1, netCents: 500 },
    { description: 'payment fee', quantity: 1, netCents: 0 },
  ],
});

const receipt = (changes: Partial<DocumentToSend> = {}): DocumentToSend => ({
  issuerVatNumber: '123456783',
  invoiceType: '11.1',
  series: 'ΑΛΠ',
  number: 1,
  issueDate: '2026-11-24',
  correlatedMark: null,
  paymentMethodType: 7,
  counterpart: null,
  lines: taxed,
  ...totalsOf(taxed),
  ...changes,
});

describe('the myDATA protocol against its emulator', () => {
  let emulator: RunningEmulator;
  const transmitter = () =>
    createMyDataTransmitter({ baseUrl: emulator.url, userId: 'shop', subscriptionKey: 'key', timeoutMs: 3000 });

  beforeAll(async () => {
    emulator = await startMyDataEmulator();
  });
  afterAll(() => emulator.close());

  it('spreads the VAT over the lines so that they add up to the order', () => {
    expect(taxed.map((line) => line.vatCents)).toEqual([240, 120]);
    expect(totalsOf(taxed)).toEqual({ netCents: 1501, vatCents: 360, otherTaxesCents: 0, grossCents: 1861 });
  });

  it('writes the InvoicesDoc in the schema order with the classification namespace', () => {
    const xml = invoicesDocXml([receipt()]);
    expect(xml).toContain('<InvoicesDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0"');
    const invoice = (parseXml(xml).InvoicesDoc as { invoice: Record<string, unknown>[] }).invoice[0]!;
    expect(Object.keys(invoice)).toEqual([
      'issuer',
      'invoiceHeader',
      'paymentMethods',
      'invoiceDetails',
      'invoiceSummary',
    ]);
    expect(invoice.invoiceSummary).toMatchObject({
      totalNetValue: '15.01',
      totalVatAmount: '3.60',
      totalGrossValue: '18.61',
    });
    expect(xml).toContain('<icls:classificationType>E3_561_003</icls:classificationType>');
  });

  it('answers Success with the MARK, the UID the shop computed and the QR address', async () => {
    const result = await transmitter().send(receipt({ number: 10 }));
    const uid = documentUid({
      issuerVatNumber: '123456783',
      issueDate: '2026-11-24',
      invoiceType: '11.1',
      series: 'ΑΛΠ',
      number: 10,
    });
    expect(result).toMatchObject({ ok: true, uid });
    expect(await transmitter().find(uid, '2026-11-24')).toMatchObject({ uid });
  });

  it.each([
    { name: 'a bad ΑΦΜ', change: { issuerVatNumber: '123456789' }, code: '202' },
    { name: 'net totals that do not add up', change: { netCents: 1500, grossCents: 1860 }, code: '207' },
    { name: 'VAT totals that do not add up', change: { vatCents: 361, grossCents: 1862 }, code: '209' },
    { name: 'a gross total that does not add up', change: { grossCents: 1900 }, code: '203' },
    {
      name: 'category 7 without its exemption',
      change: { lines: taxed.map((line) => ({ ...line, vatCategory: 7, vatCents: 0 })), vatCents: 0, grossCents: 1501 },
      code: '217',
    },
    { name: 'an invoice without its buyer', change: { invoiceType: '1.1' }, code: '204' },
  ])('refuses $name with the documented error $code', async ({ change, code }) => {
    const result = await transmitter().send(receipt({ number: 20, ...change }));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toContain(code);
  });

  it('refuses a document whose UID it already has, and calls without credentials', async () => {
    await transmitter().send(receipt({ number: 30 }));
    const again = await transmitter().send(receipt({ number: 30 }));
    expect(again.ok ? [] : again.errors.map((error) => error.code)).toEqual(['228']);
    const anonymous = await fetch(`${emulator.url}/SendInvoices`, {
      method: 'POST',
      body: invoicesDocXml([receipt()]),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers XMLSyntaxError to a body that is not an InvoicesDoc', async () => {
    const response = await fetch(`${emulator.url}/SendInvoices`, {
      method: 'POST',
      headers: { 'aade-user-id': 'shop', 'ocp-apim-subscription-key': 'key' },
      body: '<nonsense/>',
    });
    expect(await response.text()).toContain('<statusCode>XMLSyntaxError</statusCode>');
  });
});
