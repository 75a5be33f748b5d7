import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { orderDeskCsv } from '@/server/domains/orders';
import { insertDeskOrder } from '@/server/domains/orders/testing/desk-orders';
import type { OrderDeskFilters } from '@/shared/order-desk-filters';
import type { Locale } from '@/shared/locales';
import { orderDeskCsvText } from './order-desk-export';

describe.each(testDatabases)('the order desk CSV export on $name', ({ open }) => {
  let database: Database;
  const ids: number[] = [];
  /** The file as a spreadsheet reads it: UTF-8, the byte-order mark kept. */
  const exported = async (locale: Locale, filters: OrderDeskFilters = {}) => {
    const bytes = await new Response(
      orderDeskCsv({ db: database.db }, filters, orderDeskCsvText(locale)),
    ).arrayBuffer();
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  };

  beforeAll(async () => {
    database = await open();
    ids.push(
      await insertDeskOrder(database.db, {
        firstName: 'Γιώργος',
        lastName: 'Παπαδόπουλος',
        company: 'Αγροτική Παπαδόπουλος Ο.Ε.',
        email: 'george@agro.example.gr',
        phone: '+30 690 111 2222',
        state: 'processing',
        paymentMethod: 'cash-on-delivery',
        payments: ['pending'],
        shippingMethod: 'courier',
        createdAt: new Date('2025-03-01T08:05:00Z'),
        lines: [
          { sku: 'TP-1', quantity: 2, unitCents: 123456 },
          { sku: 'TP-2', quantity: 1, unitCents: 1050 },
        ],
      }),
      await insertDeskOrder(database.db, {
        firstName: 'Seán "Jack"',
        lastName: "O'Brien, Jr",
        company: '=HYPERLINK("http://evil.example")',
        email: 'sean@example.ie',
        phone: '+353 87 123 4567',
        state: 'shipped',
        paymentMethod: 'card',
        payments: ['failed', 'approved'],
        shippingMethod: 'international',
        shippingCents: 2500,
        createdAt: new Date('2025-03-02T22:30:00Z'),
      }),
    );
  });
  afterAll(() => database.close());

  it('writes a Greek spreadsheet: byte-order mark, Greek headers and words, ";" between fields, decimal commas', async () => {
    const csv = await exported('el');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Αριθμός;Ημερομηνία;Κατάσταση;Πελάτης;Εταιρεία;E-mail;Τηλέφωνο;Τεμάχια;Τρόπος πληρωμής;Κατάσταση πληρωμής;Τρόπος αποστολής;Αξία προϊόντων;Μεταφορικά;Έξοδα πληρωμής;ΦΠΑ;Σύνολο;Νόμισμα',
    );
    // Newest first; the name with quotes is quoted with its quotes doubled (its comma needs no quoting under ";");
    // what would run as a formula (the company, the phones' "+") starts with an apostrophe.
    expect(lines[1]).toBe(
      `TP-${String(ids[1]).padStart(6, '0')};2025-03-03 00:30;Απεστάλη;"Seán ""Jack"" O'Brien, Jr";"'=HYPERLINK(""http://evil.example"")";sean@example.ie;'+353 87 123 4567;1;Κάρτα;Πληρώθηκε;Διεθνές courier;10,00;25,00;0,00;8,40;43,40;EUR`,
    );
    // 2 × 1 234,56 + 10,50 = 2 479,62 of parts; 5,00 shipping; VAT 24 % = 596,31.
    expect(lines[2]).toBe(
      `TP-${String(ids[0]).padStart(6, '0')};2025-03-01 10:05;Σε επεξεργασία;Γιώργος Παπαδόπουλος;Αγροτική Παπαδόπουλος Ο.Ε.;george@agro.example.gr;'+30 690 111 2222;3;Αντικαταβολή;Σε αναμονή;Courier;2479,62;5,00;0,00;596,31;3080,93;EUR`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('writes an English spreadsheet with "," between fields, quoting the name that holds a comma', async () => {
    const lines = (await exported('en')).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Number,Date,Status,Customer,Company,E-mail,Phone,Items,Payment method,Payment status,Shipping method,Parts,Shipping,Payment fee,VAT,Total,Currency',
    );
    expect(lines[1]).toContain(
      `,Shipped,"Seán ""Jack"" O'Brien, Jr","'=HYPERLINK(""http://evil.example"")",sean@example.ie,`,
    );
    expect(lines[1]).toMatch(/,Card,Paid,International courier,10\.00,25\.00,0\.00,8\.40,43\.40,EUR$/);
    expect(lines[2]).toMatch(/,Cash on delivery,Pending,Courier,2479\.62,5\.00,0\.00,596\.31,3080\.93,EUR$/);
  });

  it('exports only the filtered orders, all of them', async () => {
    const lines = (await exported('en', { method: 'card', before: 1 })).slice(1).split('\r\n');
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain("O'Brien");
  });
});
