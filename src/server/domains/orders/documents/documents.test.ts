import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { orderByReceipt } from '../orders.service';
import { orderDesk, type OrderDesk } from '../desk/testing';
import { orderDocumentPdf } from './order-document';
import { packingSlipPdf } from './packing-slip';
import { scriptRuns } from './pdf-writer';
import { defaultContactDetails } from '@/shared/shop-contact';

const pdfText = (bytes: Buffer) => bytes.toString('latin1');
/** A PDF string object as pdfkit writes it: ASCII as it is, anything else as UTF-16 with its byte-order mark. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text})`;
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `(${Buffer.concat([Buffer.from([0xfe, 0xff]), utf16]).toString('latin1')})`;
}

describe('writing Greek and Latin in one line', () => {
  it('splits a line into runs of one script, spaces going with the run they are in', () => {
    expect(scriptRuns('Παραγγελία TP-000012 · Νίκος')).toEqual([
      { script: 'greek', text: 'Παραγγελία ' },
      { script: 'latin', text: 'TP-000012 · ' },
      { script: 'greek', text: 'Νίκος' },
    ]);
    expect(scriptRuns('Łódź 5')).toEqual([
      { script: 'latinExt', text: 'Ł' },
      { script: 'latin', text: 'ód' },
      { script: 'latinExt', text: 'ź ' },
      { script: 'latin', text: '5' },
    ]);
  });
});

describe.each(testDatabases)('the order documents on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('prints the receipt in both languages and the packing slip as PDFs named after the order', async () => {
    const placed = await desk.place({ quantities: [2, 1] });
    const order = (await orderByReceipt(desk.ctx(), placed.receiptId))!;
    const english = await orderDocumentPdf(order, 'en', defaultContactDetails);
    const greek = await orderDocumentPdf(order, 'el', defaultContactDetails);
    const slip = await packingSlipPdf(order, 'el');
    for (const bytes of [english, greek, slip]) {
      expect(pdfText(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(pdfText(bytes)).toContain(pdfString(order.number));
      // The shop's typeface is embedded (Greek glyphs included), not a built-in PDF font.
      expect(pdfText(bytes)).toContain('/FontFile2');
    }
    expect(pdfText(english)).toContain(pdfString(`Order receipt ${order.number}`));
    expect(pdfText(greek)).toContain(pdfString(`Απόδειξη παραγγελίας ${order.number}`));
    expect(pdfText(slip)).toContain(pdfString(`Δελτίο συσκευασίας ${order.number}`));
  });

  it('calls the document of an order with invoice details an invoice', async () => {
    const placed = await desk.place();
    const order = (await orderByReceipt(desk.ctx(), placed.receiptId))!;
    const invoice = { companyName: 'Αγρός ΑΕ', activity: 'Γεωργία', vatNumber: '094014201', taxOffice: 'Λάρισας' };
    const bytes = await orderDocumentPdf({ ...order, invoice }, 'en', defaultContactDetails);
    expect(pdfText(bytes)).toContain(pdfString(`Invoice ${order.number}`));
  });
});
