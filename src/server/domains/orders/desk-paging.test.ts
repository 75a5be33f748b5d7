import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { OrderDeskFilters } from '@/shared/order-desk-filters';
import { orderDeskBatches } from './desk-export';
import { orderDeskPage, type OrderDeskPage } from './desk-list';
import { insertDeskOrder } from './testing/desk-orders';

const pageSize = 5;

describe.each(testDatabases)('paging the order desk on $name', ({ open }) => {
  let database: Database;
  let newestFirst: number[];
  let cardNewestFirst: number[];
  const page = (filters: OrderDeskFilters) => orderDeskPage({ db: database.db }, filters, pageSize);
  const ids = (result: OrderDeskPage) => result.rows.map((row) => row.id);

  /** Follows the "older" links from the first page to the last, then the "newer" links back. */
  async function walk(filters: OrderDeskFilters) {
    const forward: number[][] = [];
    let current = await page(filters);
    forward.push(ids(current));
    while (current.older !== null) {
      current = await page({ ...filters, before: current.older });
      forward.push(ids(current));
    }
    const backward: number[][] = [ids(current)];
    while (current.newer !== null) {
      current = await page({ ...filters, after: current.newer });
      backward.unshift(ids(current));
    }
    return { forward, backward };
  }

  beforeAll(async () => {
    database = await open();
    const created: { id: number; card: boolean }[] = [];
    for (let index = 0; index < 23; index++) {
      const card = index % 3 === 0;
      const id = await insertDeskOrder(database.db, {
        firstName: 'Πελάτης',
        lastName: `Αριθμός ${index}`,
        email: `customer${index}@example.gr`,
        phone: `69000000${String(index).padStart(2, '0')}`,
        state: 'processing',
        paymentMethod: card ? 'card' : 'cash-on-delivery',
        payments: [card ? 'approved' : 'pending'],
        shippingMethod: 'courier',
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
      });
      created.push({ id, card });
    }
    newestFirst = created.map((order) => order.id).reverse();
    cardNewestFirst = created
      .filter((order) => order.card)
      .map((order) => order.id)
      .reverse();
  });
  afterAll(() => database.close());

  it('walks every order once, in order, page by page and back', async () => {
    const { forward, backward } = await walk({});
    expect(forward.map((each) => each.length)).toEqual([5, 5, 5, 5, 3]);
    expect(forward.flat()).toEqual(newestFirst);
    expect(backward).toEqual(forward);
  });

  it('pages within a filter without gaps or repeats', async () => {
    const { forward, backward } = await walk({ method: 'card' });
    expect(forward.map((each) => each.length)).toEqual([5, 3]);
    expect(forward.flat()).toEqual(cardNewestFirst);
    expect(backward).toEqual(forward);
  });

  it('keeps a page where it was when a new order arrives', async () => {
    const second = await page({ before: newestFirst[4] });
    expect(ids(second)).toEqual(newestFirst.slice(5, 10));
    const newcomer = await insertDeskOrder(database.db, {
      firstName: 'Νέος',
      lastName: 'Πελάτης',
      email: 'new@example.gr',
      phone: '6900000099',
      state: 'pending',
      paymentMethod: 'bank-transfer',
      payments: ['pending'],
      shippingMethod: 'pickup',
      createdAt: new Date(Date.UTC(2025, 1, 1)),
    });
    expect(ids(await page({ before: newestFirst[4] }))).toEqual(newestFirst.slice(5, 10));
    // Back from the second page: the five orders just before it, then the start of the list with the newcomer.
    const previous = await page({ after: second.newer! });
    expect(ids(previous)).toEqual(newestFirst.slice(0, 5));
    const first = await page({ after: previous.newer! });
    expect(ids(first)).toEqual([newcomer, ...newestFirst.slice(0, 4)]);
    expect(first.newer).toBeNull();
  });

  it('exports every matching order once, a batch at a time, whatever page was open', async () => {
    const batches: number[][] = [];
    for await (const batch of orderDeskBatches({ db: database.db }, { method: 'cash-on-delivery', before: 3 }, 4))
      batches.push(batch.map((row) => row.id));
    expect(batches.map((each) => each.length)).toEqual([4, 4, 4, 3]);
    expect(batches.flat()).toEqual(newestFirst.filter((id) => !cardNewestFirst.includes(id)));
  });

  it('shows the start of the list for a cursor past either end', async () => {
    expect(ids(await page({ before: 1 }))).toEqual(ids(await page({})));
    expect(ids(await page({ after: 2_000_000_000 }))).toEqual(ids(await page({})));
  });
});
