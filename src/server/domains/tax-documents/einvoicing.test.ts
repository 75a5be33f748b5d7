import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines, totalsOf } from './document-lines';
import { createEinvoicingProvider } from './einvoicing-client';
import { startEinvoicingEmulator } from './emulators/einvoicing-emulator';
import type { RunningEmulator } from './emulators/mydata-emulator';
import type { DocumentToSend } from './mydata-xml';

const lines = saleLines({
  treatment: 'domestic',
  invoice: true,
  vatRateBasisPoints: 2400,
  taxCents: 480,
  parts: [{ description: 'pump', quantity: 1, netCents: 2000 }],
});
const invoice = (number: number, vatNumber = '094019245'): DocumentToSend => ({
  issuerVatNumber: '123456783',
  invoiceType: '1.1',
  series: 'ΤΠ',
  number,
  issueDate: '2026-11-24',
  correlatedMark: null,
  paymentMethodType: 6,
  counterpart: { vatNumber, country: 'GR', name: null, street: null, postalCode: '41222', city: 'Λάρισα' },
  lines,
  ...totalsOf(lines),
});

describe('the e-invoicing provider interface against its emulator', () => {
  let emulator: RunningEmulator;
  const provider = () => createEinvoicingProvider({ baseUrl: emulator.url, apiKey: 'shop-key', timeoutMs: 3000 });

  beforeAll(async () => {
    emulator = await startEinvoicingEmulator();
  });
  afterAll(() => emulator.close());

  it('issues a business invoice with its MARK, and finds it again by UID', async () => {
    const sent = await provider().send(invoice(1));
    expect(sent).toMatchObject({ ok: true, mark: expect.stringMatching(/^\d{15}$/) });
    const uid = sent.ok ? sent.uid : '';
    expect(await provider().find(uid, '2026-11-24')).toMatchObject({ uid, mark: sent.ok ? sent.mark : '' });
    expect(await provider().find('0'.repeat(40), '2026-11-24')).toBeNull();
  });

  it("answers the buyer's bad ΑΦΜ with myDATA's error, and an outage as an unknown outcome", async () => {
    expect(await provider().send(invoice(2, '123456789'))).toMatchObject({ ok: false, errors: [{ code: '202' }] });
    emulator.ledger.outage = true;
    await expect(provider().send(invoice(3))).rejects.toThrow('503');
    emulator.ledger.outage = false;
  });

  it('looks up a Greek ΑΦΜ (when the look-up is switched on)', async () => {
    expect(await provider().lookUpVatNumber('094019245')).toMatchObject({
      valid: true,
      name: 'ΑΓΡΟΤΙΚΑ ΠΑΡΑΔΕΙΓΜΑ Α.Ε.',
    });
    expect(await provider().lookUpVatNumber('123456789')).toMatchObject({ valid: false });
  });
});
