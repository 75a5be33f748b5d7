import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { OrderDeskFilters } from '@/shared/order-desk-filters';
import { orderDeskCounts, orderDeskPage, ordersAwaitingStaff } from './desk-list';
import { orderNumber } from './order-number';
import { insertDeskOrder, type DeskOrderSpec } from './testing/desk-orders';

/** Athens is UTC+2 in winter: "2025-03-01 00:30" there is 22:30 UTC the day before. */
const athens = (local: string) => new Date(`${local}+02:00`);

const desk = {
  nikos: {
    firstName: 'Νίκος',
    lastName: 'Γεωργίου',
    email: 'nikos@example.gr',
    phone: '+30 690 111 2222',
    state: 'processing',
    paymentMethod: 'cash-on-delivery',
    payments: ['pending'],
    shippingMethod: 'courier',
    createdAt: athens('2025-03-01T00:30:00'),
    lines: [
      { sku: 'TP-0001', mpn: 'AL12345', quantity: 2, unitCents: 1250 },
      { sku: 'TP-0002', quantity: 1, unitCents: 4000 },
    ],
  },
  maria: {
    firstName: 'Μαρία',
    lastName: 'Παπαδάκη',
    email: 'maria@farm.example.com',
    phone: '6944555666',
    state: 'pending',
    paymentMethod: 'bank-transfer',
    payments: ['pending'],
    shippingMethod: 'pickup',
    createdAt: athens('2025-03-05T12:00:00'),
  },
  sean: {
    firstName: 'Seán "Jack"',
    lastName: "O'Brien, Jr",
    email: 'sean@example.ie',
    phone: '+353 87 123 4567',
    state: 'shipped',
    paymentMethod: 'card',
    payments: ['failed', 'approved'],
    shippingMethod: 'international',
    createdAt: athens('2025-03-10T09:00:00'),
  },
  giorgos: {
    firstName: 'Γιώργος',
    lastName: 'Παπαδόπουλος',
    company: 'Αγροτική Παπαδόπουλος Ο.Ε.',
    email: 'george@agro.example.gr',
    phone: '210-555-0142',
    state: 'ready',
    paymentMethod: 'card',
    payments: ['approved'],
    shippingMethod: 'courier',
    createdAt: athens('2025-04-01T18:00:00'),
    lines: [{ sku: 'JD-RE504836', mpn: 'RE504836', quantity: 3, unitCents: 990 }],
  },
  eleni: {
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    email: 'eleni.p@example.gr',
    phone: '6977000111',
    state: 'canceled',
    paymentMethod: 'card',
    payments: ['canceled'],
    shippingMethod: 'courier',
    createdAt: athens('2025-02-20T08:00:00'),
  },
  kostas: {
    firstName: 'Κώστας',
    lastName: 'Οικονόμου',
    email: 'kostas@example.gr',
    phone: '6933222111',
    state: 'completed',
    paymentMethod: 'cash-on-delivery',
    payments: ['approved'],
    shippingMethod: 'courier',
    createdAt: athens('2025-01-15T10:00:00'),
  },
} satisfies Record<string, DeskOrderSpec>;
type Who = keyof typeof desk;

describe.each(testDatabases)('the order desk list on $name', ({ open }) => {
  let database: Database;
  const ids = {} as Record<Who, number>;
  const numbers = (rows: { number: string }[]) => rows.map((row) => row.number);
  const of = (...who: Who[]) => who.map((each) => orderNumber(ids[each]));
  const found = async (filters: OrderDeskFilters) =>
    numbers((await orderDeskPage({ db: database.db }, filters)).rows).sort();

  beforeAll(async () => {
    database = await open();
    // Placed in time order, as the shop numbers them.
    const byTime = (Object.keys(desk) as Who[]).sort((a, b) => +desk[a].createdAt - +desk[b].createdAt);
    for (const who of byTime) ids[who] = await insertDeskOrder(database.db, desk[who]);
  });
  afterAll(() => database.close());

  it('lists every order newest first, each with what staff read at a glance', async () => {
    const page = await orderDeskPage({ db: database.db }, {});
    expect(numbers(page.rows)).toEqual(of('giorgos', 'sean', 'maria', 'nikos', 'eleni', 'kostas'));
    expect(page).toMatchObject({ newer: null, older: null });
    const nikos = page.rows.find((row) => row.number === orderNumber(ids.nikos))!;
    expect(nikos).toMatchObject({
      customerName: 'Νίκος Γεωργίου',
      email: 'nikos@example.gr',
      phone: '+30 690 111 2222',
      itemCount: 3,
      totalCents: 8680, // 65.00 of parts and 5.00 shipping, with 24 % VAT
      paymentMethod: 'cash-on-delivery',
      paymentState: 'pending',
      shippingMethod: 'courier',
      state: 'processing',
    });
    expect(nikos.createdAt.toISOString()).toBe('2025-02-28T22:30:00.000Z');
    expect(page.rows.find((row) => row.number === orderNumber(ids.giorgos))!.company).toBe(
      'Αγροτική Παπαδόπουλος Ο.Ε.',
    );
  });

  it.each<[string, OrderDeskFilters, Who[]]>([
    ['order state', { state: 'canceled' }, ['eleni']],
    ['payment state: the latest payment counts', { payment: 'approved' }, ['sean', 'giorgos', 'kostas']],
    ['payment state: a declined card later paid is not "failed"', { payment: 'failed' }, []],
    ['payment method', { method: 'card' }, ['sean', 'giorgos', 'eleni']],
    ['shipping method', { shipping: 'pickup' }, ['maria']],
    ['from a day (Greek midnight)', { from: '2025-03-01' }, ['nikos', 'maria', 'sean', 'giorgos']],
    ['to a day, that day included', { to: '2025-03-05' }, ['kostas', 'eleni', 'nikos', 'maria']],
    ['one day', { from: '2025-03-01', to: '2025-03-01' }, ['nikos']],
    ['tab "to confirm payment"', { tab: 'to-confirm-payment' }, ['maria']],
    ['tab "to pack"', { tab: 'to-pack' }, ['nikos']],
    ['tab "to ship"', { tab: 'to-ship' }, ['giorgos']],
    ['tab "shipped"', { tab: 'shipped' }, ['sean']],
    ['several filters together', { method: 'card', shipping: 'courier', payment: 'approved' }, ['giorgos']],
  ])('narrows by %s', async (_, filters, expected) => {
    expect(await found(filters)).toEqual(of(...expected).sort());
  });

  it.each<[string, string, Who[]]>([
    ['an order number', 'TP-{giorgos}', ['giorgos']],
    ['an order number in lower case, without the dash', 'tp{maria}', ['maria']],
    ['an order id alone', '{sean}', ['sean']],
    ['an e-mail', 'NIKOS@example.gr', ['nikos']],
    ['part of an e-mail', 'farm.example', ['maria']],
    ['a phone typed without spaces', '6901112222', ['nikos']],
    ['a phone with other spaces', '69 011 12 222', ['nikos']],
    ['a phone with +30', '+30 6901112222', ['nikos']],
    ['a phone with 0030', '00306901112222', ['nikos']],
    ['a landline typed with spaces', '210 555 0142', ['giorgos']],
    ['a name without accents', 'νικος', ['nikos']],
    ['a name in capitals', 'ΓΕΩΡΓΙΟΥ', ['nikos']],
    ['a surname shared by several', 'παπαδοπ', ['giorgos', 'eleni']],
    ['first and last name in any order', 'παπαδοπουλος γιωργος', ['giorgos']],
    ['a company', 'αγροτικη', ['giorgos']],
    ['a name with an apostrophe', "o'brien", ['sean']],
    ['a part number, any case', 'al12345', ['nikos']],
    ['a SKU', 'jd-re504836', ['giorgos']],
    ['a part number that is all digits-and-letters', 'RE504836', ['giorgos']],
    ['nothing that matches', 'zzzz', []],
    ['a single letter (too short to search)', 'a', []],
  ])('searches by %s', async (_, typed, expected) => {
    const q = typed.replace(/\{(\w+)\}/, (__, who: Who) => String(ids[who]).padStart(6, '0'));
    expect(await found({ q })).toEqual(of(...expected).sort());
  });

  it('searches within the other filters', async () => {
    expect(await found({ q: 'παπαδοπ', state: 'canceled' })).toEqual(of('eleni'));
  });

  it('counts each tab under the other filters, whichever tab is open', async () => {
    const ctx = { db: database.db };
    expect(await orderDeskCounts(ctx, {})).toEqual({
      'to-confirm-payment': 1,
      'to-pack': 1,
      'to-ship': 1,
      shipped: 1,
      all: 6,
    });
    expect(await orderDeskCounts(ctx, { tab: 'to-pack', method: 'card' })).toEqual({
      'to-confirm-payment': 0,
      'to-pack': 0,
      'to-ship': 1,
      shipped: 1,
      all: 3,
    });
    expect(await orderDeskCounts(ctx, { payment: 'approved', q: 'παπαδοπουλος' })).toMatchObject({
      'to-ship': 1,
      all: 1,
    });
    expect(await orderDeskCounts(ctx, { payment: 'failed' })).toMatchObject({ all: 0 });
  });

  it('counts the orders waiting for staff beside "Orders": payment to confirm and parts to pack', async () => {
    expect(await ordersAwaitingStaff({ db: database.db })).toBe(2);
  });
});
