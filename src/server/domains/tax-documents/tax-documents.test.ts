import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { orderByReceipt, orderDocumentPdf, refundOrder, shipOrder } from '@/server/domains/orders';
import { orderDesk, type OrderDesk } from '@/server/domains/orders/desk/testing';
import { orders } from '@/server/domains/orders/orders.tables';
import { auditEntries } from '@/server/domains/audit';
import { failedJobs, retryFailedJob } from '@/server/jobs/failed-work';
import { jobs } from '@/server/jobs/jobs.tables';
import { documentOfOrder } from './document-queries';
import { transmitTaxDocument } from './transmit-document';
import { taxDocuments } from './tax-documents.tables';
import { documentsOf, runJobsWith, taxEmulators } from './testing';
import { defaultContactDetails } from '@/shared/shop-contact';

type Emulators = Awaited<ReturnType<typeof taxEmulators>>;

const greekInvoice = {
  document: 'invoice' as const,
  invoice: { companyName: 'Αγροτικά Παράδειγμα ΑΕ', activity: 'Γεωργία', vatNumber: '094019245', taxOffice: 'Λάρισας' },
};
const abroad = (country: string, postalCode: string, city: string) => ({
  billing: {
    firstName: 'Anna',
    lastName: 'Muster',
    address1: 'Feldweg 1',
    phone: '+49 30 1234567',
    country,
    city,
    postalCode,
  },
  shippingMethod: 'international',
});

describe.each(testDatabases)('receipts and invoices on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  let emulators: Emulators;
  const run = (now?: () => Date) => runJobsWith(desk, emulators.transmitters, now);

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
    emulators = await taxEmulators();
  });
  afterAll(async () => {
    await emulators.close();
    await database.close();
  });

  it('a paid card order issues a retail receipt (11.1) numbered in its series, transmitted with its MARK and QR', async () => {
    const first = await desk.placePaidByCard();
    const second = await desk.placePaidByCard();
    await run();
    const [receipt] = await documentsOf(desk.db, first.id);
    const [next] = await documentsOf(desk.db, second.id);
    expect(receipt).toMatchObject({
      invoiceType: '11.1',
      channel: 'mydata',
      paymentMethodType: 7,
      state: 'transmitted',
    });
    expect(next!.number).toBe(receipt!.number + 1);
    expect(receipt!.mark).toMatch(/^\d{15}$/);
    expect(receipt!.qrUrl).toContain(receipt!.uid);
    expect(receipt!.lines.every((line) => line.vatCategory === 1 && line.vatExemptionCategory === null)).toBe(true);
    const order = await desk.orderRow(first.id);
    expect(receipt).toMatchObject({ grossCents: order.totalCents, vatCents: order.taxCents });
    expect(emulators.mydata.ledger.documents.filter((each) => each.uid === receipt!.uid)).toHaveLength(1);

    // The receipt's PDF carries the MARK and the QR code (an image); a document not yet issued, neither.
    const view = (await orderByReceipt(desk.ctx(), first.receiptId))!;
    const issued = await documentOfOrder(desk.db, first.receiptId);
    expect(issued).toMatchObject({ mark: receipt!.mark, qrUrl: receipt!.qrUrl });
    expect((await orderDocumentPdf(view, 'el', defaultContactDetails, issued)).toString('latin1')).toContain(
      '/Subtype /Image',
    );
    expect((await orderDocumentPdf(view, 'el', defaultContactDetails, null)).toString('latin1')).not.toContain(
      '/Subtype /Image',
    );
  });

  it('cash on delivery with an invoice asked for issues a sales invoice (1.1) when shipped, through the e-invoicing provider', async () => {
    const order = await desk.place({ input: greekInvoice });
    expect(await documentsOf(desk.db, order.id)).toEqual([]);
    const { version } = await desk.orderRow(order.id);
    await desk.db.update(orders).set({ state: 'ready' }).where(eq(orders.id, order.id));
    const shipped = await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, version, {
      carrier: 'ACS',
      trackingNumber: 'ACS123',
      trackingUrl: '',
    });
    expect(shipped.ok).toBe(true);
    await run();
    const [invoice] = await documentsOf(desk.db, order.id);
    expect(invoice).toMatchObject({
      invoiceType: '1.1',
      channel: 'einvoicing',
      paymentMethodType: 3,
      state: 'transmitted',
    });
    expect(invoice!.counterpart).toMatchObject({ vatNumber: '094019245', country: 'GR' });
    expect(invoice!.lines[0]).toMatchObject({ vatCategory: 1, classificationType: 'E3_561_001' });
    expect(emulators.einvoicing.ledger.documents.some((each) => each.uid === invoice!.uid)).toBe(true);
  });

  it.each([
    {
      name: 'an intra-EU business order issues the reverse-charge invoice (0 %, exemption 14)',
      input: {
        ...abroad('DE', '10115', 'Berlin'),
        document: 'invoice' as const,
        invoice: { companyName: 'Landtechnik Beispiel GmbH', activity: 'Landtechnik', vatNumber: 'DE123456789' },
      },
      expected: {
        invoiceType: '1.1',
        vatCategory: 7,
        vatExemptionCategory: 14,
        classificationType: 'E3_561_005',
        vat: 0,
        other: 0,
      },
    },
    {
      name: 'an export issues a receipt exempt under article 24 (exemption 8)',
      input: abroad('CH', '8001', 'Zürich'),
      expected: {
        invoiceType: '11.1',
        vatCategory: 7,
        vatExemptionCategory: 8,
        classificationType: 'E3_561_006',
        vat: 0,
        other: 0,
      },
    },
    {
      name: "an EU consumer (One-Stop Shop) pays their country's VAT, sent without Greek VAT (exemption 30)",
      input: abroad('DE', '10115', 'Berlin'),
      expected: {
        invoiceType: '11.1',
        vatCategory: 7,
        vatExemptionCategory: 30,
        classificationType: 'E3_561_005',
        vat: 0,
        other: 1,
      },
    },
  ])('$name', async ({ input, expected }) => {
    const order = await desk.placePaidByCard({ input });
    await run();
    const [document] = await documentsOf(desk.db, order.id);
    const placed = await desk.orderRow(order.id);
    expect(document).toMatchObject({
      invoiceType: expected.invoiceType,
      state: 'transmitted',
      grossCents: placed.totalCents,
    });
    expect(document!.vatCents).toBe(0);
    expect(document!.otherTaxesCents).toBe(expected.other ? placed.taxCents : 0);
    if (expected.other) expect(placed.taxCents).toBeGreaterThan(0);
    for (const line of document!.lines)
      expect(line).toMatchObject({
        vatCategory: expected.vatCategory,
        vatExemptionCategory: expected.vatExemptionCategory,
        classificationType: expected.classificationType,
      });
  });

  it('a refund issues a credit note (11.4) linked to the receipt, sent with its MARK', async () => {
    const order = await desk.placePaidByCard();
    await run();
    const { version, totalCents } = await desk.orderRow(order.id);
    const refunded = await refundOrder(desk.ctx(), desk.staff.manager, order.id, version, {
      amount: '10.00',
      reason: 'damaged in transit',
    });
    expect(refunded.ok).toBe(true);
    await run();
    const [receipt, credit] = await documentsOf(desk.db, order.id);
    expect(credit).toMatchObject({
      kind: 'credit',
      invoiceType: '11.4',
      correlatedDocumentId: receipt!.id,
      grossCents: 1000,
    });
    expect(credit!.mark).not.toBeNull();
    expect(credit!.vatCents).toBe(1000 - Math.round((1000 * receipt!.netCents) / totalCents));
  });

  it('myDATA down: the transmission is retried with backoff, then sent once', async () => {
    emulators.mydata.ledger.outage = true;
    const order = await desk.placePaidByCard();
    let clock = new Date();
    await run(() => clock);
    const [waiting] = await documentsOf(desk.db, order.id);
    expect(waiting).toMatchObject({ mark: null, state: 'pending' });
    expect(waiting!.lastError).toContain('503');
    const [job] = await desk.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `tax-document-${waiting!.id}`));
    expect(job).toMatchObject({ state: 'pending', attempts: 1 });
    emulators.mydata.ledger.outage = false;
    // Asks first whether the failed send arrived after all (it did not), then sends.
    clock = new Date(clock.getTime() + 11_000);
    await run(() => clock);
    const [sent] = await documentsOf(desk.db, order.id);
    expect(sent!.mark).not.toBeNull();
    expect(emulators.mydata.ledger.documents.filter((each) => each.uid === sent!.uid)).toHaveLength(1);
  });

  it('an answer lost on the way: the retry finds the document by its UID and never sends it twice', async () => {
    emulators.mydata.ledger.loseAnswers = 1;
    const order = await desk.placePaidByCard();
    let clock = new Date();
    await run(() => clock);
    const [unknown] = await documentsOf(desk.db, order.id);
    expect(unknown!.mark).toBeNull();
    expect(emulators.mydata.ledger.documents.filter((each) => each.uid === unknown!.uid)).toHaveLength(1);
    clock = new Date(clock.getTime() + 11_000);
    await run(() => clock);
    const [found] = await documentsOf(desk.db, order.id);
    expect(found!.mark).toBe(emulators.mydata.ledger.documents.find((each) => each.uid === unknown!.uid)!.mark);
    expect(emulators.mydata.ledger.documents.filter((each) => each.uid === unknown!.uid)).toHaveLength(1);
  });

  it('with the ΑΦΜ look-up on, an invoice to an unregistered ΑΦΜ is not sent', async () => {
    const order = await desk.placePaidByCard({ input: greekInvoice });
    const [document] = await documentsOf(desk.db, order.id);
    const config = { ...desk.ctx().config, taxDocuments: { ...desk.ctx().config.taxDocuments, vatNumberLookup: true } };
    // The emulated registry knows every ΑΦΜ whose check digit is right; this one's is not.
    await desk.db
      .update(taxDocuments)
      .set({ counterpart: { ...document!.counterpart!, vatNumber: '094019246' } })
      .where(eq(taxDocuments.id, document!.id));
    await expect(
      transmitTaxDocument({ db: desk.db, now: () => new Date(), config }, emulators.transmitters, document!.id),
    ).rejects.toThrow('not registered');
    expect(emulators.einvoicing.ledger.documents.some((each) => each.uid === document!.uid)).toBe(false);
    await desk.db
      .update(taxDocuments)
      .set({ counterpart: document!.counterpart })
      .where(eq(taxDocuments.id, document!.id));
    await transmitTaxDocument({ db: desk.db, now: () => new Date(), config }, emulators.transmitters, document!.id);
    expect((await documentsOf(desk.db, order.id))[0]).toMatchObject({ state: 'transmitted' });
  });

  it("myDATA's refusal (a bad ΑΦΜ) fails the job at once with the error, and a retry after the fix sends it", async () => {
    const order = await desk.placePaidByCard({ input: greekInvoice });
    const [document] = await documentsOf(desk.db, order.id);
    await desk.db
      .update(taxDocuments)
      .set({ counterpart: { ...document!.counterpart!, vatNumber: '123456789' } })
      .where(eq(taxDocuments.id, document!.id));
    await run();
    const [refused] = await documentsOf(desk.db, order.id);
    expect(refused).toMatchObject({ state: 'rejected', mark: null });
    expect(refused!.lastError).toContain('202');
    const [job] = await desk.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `tax-document-${document!.id}`));
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job!.lastError).toContain('Invalid Greek VAT number');
    expect((await failedJobs(desk.db)).map((each) => each.id)).toContain(job!.id);

    // The data put right, staff retry the failed work: it goes through, and the retry is audited.
    await desk.db
      .update(taxDocuments)
      .set({ counterpart: document!.counterpart })
      .where(eq(taxDocuments.id, document!.id));
    expect(await retryFailedJob(desk.ctx(), desk.staff.warehouse, job!.id)).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await retryFailedJob(desk.ctx(), desk.staff.manager, job!.id)).toEqual({ ok: true });
    await run();
    const [sent] = await documentsOf(desk.db, order.id);
    expect(sent).toMatchObject({ state: 'transmitted' });
    const audit = await auditEntries(desk.db, { entity: 'job', entityId: job!.id });
    expect(audit[0]).toMatchObject({ action: 'jobs.retry', actorUserId: desk.staff.manager.userId });
  });
});
