import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { insertDeskOrder, type DeskOrderSpec } from '@/server/domains/orders/testing/desk-orders';
import { dashboardPeriod } from '@/shared/dashboard-periods';
import { dashboardSales, needsAction } from '.';
import { insertCategory, insertJob, insertPart, insertRequest, insertSearch } from './testing/dashboard-fixture';

/** Athens is UTC+2 in March (before the clocks go forward on the 30th). */
const athens = (local: string) => new Date(`${local}+02:00`);
const now = athens('2025-03-10T15:00:00');

const buyer = {
  firstName: 'Νίκος',
  lastName: 'Γεωργίου',
  email: 'nikos@example.gr',
  phone: '6944555666',
  paymentMethod: 'card',
  payments: ['approved'],
  shippingMethod: 'courier',
} as const;

describe.each(testDatabases)('the dashboard on $name', ({ open }) => {
  let database: Database;
  const ctx = () => ({ db: database.db, locale: 'en' as const, now: () => now });
  const sales = (params: Record<string, string>) => dashboardSales(ctx(), dashboardPeriod(params, now));

  beforeAll(async () => {
    database = await open();
    const db = database.db;
    const filters = await insertCategory(db, 'filters', { el: 'Φίλτρα', en: 'Filters' });
    const engine = await insertCategory(db, 'engine', { el: 'Κινητήρας', en: 'Engine' });
    const p1 = await insertPart(db, { sku: 'TP-1', mpn: 'P1-MPN', name: 'Oil filter', stock: 5, categoryId: filters });
    const p2 = await insertPart(db, { sku: 'TP-2', mpn: 'P2-MPN', name: 'Gasket', stock: 0, categoryId: engine });
    const order = (spec: Partial<DeskOrderSpec> & Pick<DeskOrderSpec, 'state' | 'createdAt'>) =>
      insertDeskOrder(db, { ...buyer, payments: [...buyer.payments], ...spec });
    const line = (sku: 'TP-1' | 'TP-2', quantity: number) => ({
      sku,
      quantity,
      unitCents: sku === 'TP-1' ? 1000 : 4000,
      variantId: sku === 'TP-1' ? p1 : p2,
    });
    // F: a minute before the previous 7 days begin (not counted anywhere).
    await order({ state: 'shipped', createdAt: athens('2025-02-24T23:50:00'), lines: [line('TP-1', 10)] });
    // E: the previous 7 days' first minutes; 15.00 of a part no longer catalogued, 5.00 shipping.
    await order({
      state: 'pending',
      payments: ['pending'],
      createdAt: athens('2025-02-25T00:10:00'),
      lines: [{ sku: 'TP-OLD', quantity: 3, unitCents: 500 }],
    });
    // D: the previous 7 days' last minutes (21:30 UTC: "today" in UTC would count it wrongly).
    await order({ state: 'completed', createdAt: athens('2025-03-03T23:30:00'), lines: [line('TP-2', 1)] });
    // B: this week's first minutes (22:30 UTC the day before), collected at the counter: no shipping.
    await order({
      state: 'ready',
      createdAt: athens('2025-03-04T00:30:00'),
      lines: [line('TP-1', 1)],
      shippingCents: 0,
    });
    // C: cancelled: never counted.
    await order({ state: 'canceled', createdAt: athens('2025-03-09T12:00:00'), lines: [line('TP-2', 5)] });
    // A: today.
    await order({
      state: 'processing',
      createdAt: athens('2025-03-10T09:00:00'),
      lines: [line('TP-1', 2), line('TP-2', 1)],
    });

    await insertRequest(db, {
      name: 'Maria',
      partNumber: ' p2-mpn ',
      status: 'pending',
      events: [['created', athens('2025-03-08T10:00:00')]],
    });
    await insertRequest(db, {
      name: 'Answered',
      partNumber: 'TP-2',
      status: 'pending',
      events: [
        ['created', athens('2025-03-05T10:00:00')],
        ['staff_reply', athens('2025-03-05T11:00:00')],
      ],
    });
    await insertRequest(db, {
      name: 'Wrote-again',
      partNumber: 'TP-1',
      status: 'pending',
      events: [
        ['created', athens('2025-03-01T10:00:00')],
        ['staff_reply', athens('2025-03-02T10:00:00')],
        ['customer_reply', athens('2025-03-07T15:00:00')],
      ],
    });
    await insertRequest(db, { name: 'Done', status: 'resolved', events: [['created', athens('2025-03-09T10:00:00')]] });
    await insertJob(db, 'failed');
    await insertJob(db, 'done');
    await insertJob(db, 'pending');

    await insertSearch(db, { term: 'kubota l1', model: 'kubota-l1', results: 4, at: athens('2025-03-09T10:00:00') });
    await insertSearch(db, { term: 'l1 kubota', model: 'kubota-l1', results: 2, at: athens('2025-03-04T00:10:00') });
    await insertSearch(db, { term: 'fiat 640', model: 'fiat-640', results: 1, at: athens('2025-03-03T23:30:00') });
    await insertSearch(db, { term: 'Φλάτζα', results: 0, at: athens('2025-03-06T10:00:00') });
    await insertSearch(db, { term: 'φλάτζα', results: 0, at: athens('2025-03-07T10:00:00') });
    await insertSearch(db, { term: 'xyz', results: 0, at: athens('2025-03-03T10:00:00') });
  });
  afterAll(() => database.close());

  it.each([
    // period, current (revenue excl. VAT, orders, units), previous
    ['today', { period: 'today' }, [6500, 1, 3], [0, 0, 0]],
    ['the last 7 days', { period: '7d' }, [7500, 2, 4], [6500, 2, 4]],
    ['a chosen range', { period: 'range', from: '2025-02-25', to: '2025-03-03' }, [6500, 2, 4], [10500, 1, 10]],
    [
      'a range typed backwards',
      { period: 'range', from: '2025-03-03', to: '2025-02-25' },
      [6500, 2, 4],
      [10500, 1, 10],
    ],
  ] as const)('sums %s at Athens midnights, without VAT or cancelled orders', async (_, params, current, previous) => {
    const { comparison } = await sales(params);
    const figures = ([revenueCents, orders, units]: readonly [number, number, number]) => ({
      revenueCents,
      orders,
      units,
      averageCents: orders ? Math.round(revenueCents / orders) : 0,
    });
    expect(comparison).toEqual({ current: figures(current), previous: figures(previous) });
  });

  it('draws every day of the period, days without orders as zeros', async () => {
    const { days } = await sales({ period: '7d' });
    expect(days).toEqual([
      { day: '2025-03-04', revenueCents: 1000, orders: 1 },
      ...['05', '06', '07', '08', '09'].map((d) => ({ day: `2025-03-${d}`, revenueCents: 0, orders: 0 })),
      { day: '2025-03-10', revenueCents: 6500, orders: 1 },
    ]);
  });

  it('ranks parts, categories and searched models of the period, and the searches that found nothing', async () => {
    const week = await sales({ period: '7d' });
    expect(week.topParts).toEqual([
      { sku: 'TP-1', name: 'Part TP-1', units: 3, revenueCents: 3000 },
      { sku: 'TP-2', name: 'Part TP-2', units: 1, revenueCents: 4000 },
    ]);
    expect(week.topCategories).toEqual([
      { key: 'filters', name: 'Filters', units: 3, revenueCents: 3000 },
      { key: 'engine', name: 'Engine', units: 1, revenueCents: 4000 },
    ]);
    expect(week.searchedModels.map((model) => [model.slug, model.searches])).toEqual([['kubota-l1', 2]]);
    expect(week.fruitlessSearches.map((search) => search.searches)).toEqual([2]);
    expect(week.fruitlessSearches[0]!.term.toLowerCase()).toBe('φλάτζα');
  });

  it('lists what waits for the shop: orders by pile, unanswered requests oldest first, asked-for parts, failed work', async () => {
    const waiting = await needsAction(ctx());
    expect(waiting.orders).toEqual({ toConfirmPayment: 1, toPack: 1, toShip: 1 });
    expect(waiting.waitingRequests.total).toBe(2);
    expect(waiting.waitingRequests.oldest.map((request) => [request.name, request.ageHours])).toEqual([
      ['Wrote-again', 72],
      ['Maria', 53],
    ]);
    // The gasket is out of stock and two requests named it (by part number, by SKU); the oil filter is on the shelf.
    expect(waiting.askedForParts).toEqual([
      expect.objectContaining({ sku: 'TP-2', mpn: 'P2-MPN', name: 'Gasket (en)', requests: 2 }),
    ]);
    expect(waiting.failedJobs).toBe(1);
  });
});

describe('the dashboard period', () => {
  it.each([
    [{}, '7d', '2025-03-04', '2025-03-10', '2025-02-25', '2025-03-03'],
    [{ period: 'today' }, 'today', '2025-03-10', '2025-03-10', '2025-03-09', '2025-03-09'],
    [{ period: '30d' }, '30d', '2025-02-09', '2025-03-10', '2025-01-10', '2025-02-08'],
    [{ period: 'range', from: '2025-03-01' }, '30d', '2025-02-09', '2025-03-10', '2025-01-10', '2025-02-08'],
    [{ period: 'nonsense' }, '7d', '2025-03-04', '2025-03-10', '2025-02-25', '2025-03-03'],
    [
      { period: 'range', from: '2020-01-01', to: '2025-03-10' },
      'range',
      '2024-02-05',
      '2025-03-10',
      '2023-01-01',
      '2024-02-04',
    ],
  ])('reads %j as %s', (params, key, from, to, previousFrom, previousTo) => {
    // 22:30 UTC on the 9th is already the 10th in Athens: the shop's today.
    const period = dashboardPeriod(params, new Date('2025-03-09T22:30:00Z'));
    expect(period).toMatchObject({ key, from, to, previous: { from: previousFrom, to: previousTo } });
  });
});
