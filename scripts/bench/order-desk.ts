/**
 * Order desk benchmark: 100 000 orders on PostgreSQL (a scratch database), then the staff orders list with filters,
 * searches and paging (the first page and a deep page reached by cursor), and the tab counts, each timed through the
 * domain functions the page calls. Prints p50/p95 per case and the ratio of p95 to the 100 ms target.
 *   npm run bench:order-desk -- [--orders 100000] [--runs 40] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * Asserts nothing; prints figures.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db';
import { openScratchPostgres } from '@/server/db/testing';
import { orderDeskCounts, orderDeskPage } from '@/server/domains/orders';
import type { OrderDeskFilters } from '@/shared/order-desk-filters';
import { seedDeskOrders } from './order-desk-seed';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const count = Number(values.orders);
const runs = Number(values.runs);
const targetMs = 100;

const database = await openScratchPostgres(values['database-url']!);
try {
  let started = performance.now();
  await seedDeskOrders(database.db, count);
  const sizes = rowsOf<{ orders: number; lines: number; payments: number }>(
    await database.db.execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines, (select count(*) from payments)::int as payments`,
    ),
  )[0]!;
  console.log(
    `PostgreSQL: ${sizes.orders} orders, ${sizes.lines} lines, ${sizes.payments} payments seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Real values to search for, spread over the years (each run of a case searches the next one).
  const samples = rowsOf<{ id: number; email: string; phone: string; last_name: string; mpn: string; sku: string }>(
    await database.db.execute(sql`
      select o.id, o.email, o.billing_address->>'phone' as phone, o.billing_address->>'lastName' as last_name,
        (select i.mpn from order_items i where i.order_id = o.id limit 1) as mpn,
        (select i.sku from order_items i where i.order_id = o.id limit 1) as sku
      from orders o where o.id % ${Math.max(1, Math.floor(count / runs))} = 7 order by o.id limit ${runs}`),
  );
  const pick = <T>(run: number, of: (sample: (typeof samples)[number]) => T) => of(samples[run % samples.length]!);
  const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const recentMonth = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
  const deepCursor = Math.floor(count * 0.1);

  const cases: [string, (run: number) => OrderDeskFilters][] = [
    ['first page, no filter', () => ({})],
    ['tab "to pack"', () => ({ tab: 'to-pack' })],
    ['tab "to confirm payment", bank transfer', () => ({ tab: 'to-confirm-payment', method: 'bank-transfer' })],
    ['state returned, payment refunded', () => ({ state: 'returned', payment: 'refunded' })],
    ['payment failed (latest payment, rare)', () => ({ payment: 'failed' })],
    ['payment approved (most orders)', () => ({ payment: 'approved' })],
    [
      'payment approved, pickup, last 30 days',
      () => ({ payment: 'approved', shipping: 'pickup', from: recentMonth(30), to: recentMonth(0) }),
    ],
    ['one month two years ago, card', () => ({ method: 'card', from: recentMonth(760), to: recentMonth(730) })],
    ['search order number TP-…', (run) => ({ q: pick(run, (s) => `TP-${String(s.id).padStart(6, '0')}`) })],
    ['search order number digits', (run) => ({ q: pick(run, (s) => String(s.id)) })],
    ['search whole e-mail', (run) => ({ q: pick(run, (s) => s.email) })],
    ['search e-mail start', (run) => ({ q: pick(run, (s) => s.email.split('@')[0]!) })],
    ['search last name, no accents (many)', (run) => ({ q: pick(run, (s) => unaccented(s.last_name)) })],
    ['search first + last name (Greek)', () => ({ q: 'νικος παπαδοπουλος' })],
    ['search phone, digits only', (run) => ({ q: pick(run, (s) => s.phone.replace(/\D/g, '').slice(-10)) })],
    ['search phone, as stored', (run) => ({ q: pick(run, (s) => s.phone) })],
    ['search part number (mpn)', (run) => ({ q: pick(run, (s) => s.mpn) })],
    ['search SKU, lower case', (run) => ({ q: pick(run, (s) => s.sku.toLowerCase()) })],
    ['search name + tab "all", state shipped', () => ({ q: 'papadopoulos', state: 'shipped' })],
    ['deep page by cursor (10 % from the end)', () => ({ before: deepCursor })],
    ['deep page by cursor, state completed', () => ({ state: 'completed', before: deepCursor })],
    [
      'deep page by cursor, courier + COD',
      () => ({ shipping: 'courier', method: 'cash-on-delivery', before: deepCursor }),
    ],
    ['previous page (after cursor)', () => ({ after: deepCursor })],
  ];

  const time = async (work: () => Promise<unknown>) => {
    const begin = performance.now();
    await work();
    return performance.now() - begin;
  };
  const ctx = { db: database.db };
  console.log(
    `\n${runs} runs per case; target p95 ≤ ${targetMs} ms. "list" = one page of 50, "counts" = the five tab counts, "page" = both.`,
  );
  console.log(
    `${'case'.padEnd(48)} ${'list p50/p95'.padStart(15)} ${'counts p50/p95'.padStart(16)} ${'page p95'.padStart(9)}  ratio`,
  );
  let worst = 0;
  for (const [label, filtersOf] of cases) {
    for (let warm = 0; warm < 3; warm++) await orderDeskPage(ctx, filtersOf(warm));
    const list: number[] = [];
    const counts: number[] = [];
    const pages: number[] = [];
    let found = 0;
    for (let run = 0; run < runs; run++) {
      const filters = filtersOf(run);
      started = performance.now();
      list.push(
        await time(async () => {
          found += (await orderDeskPage(ctx, filters)).rows.length;
        }),
      );
      counts.push(await time(() => orderDeskCounts(ctx, filters)));
      pages.push(await time(() => Promise.all([orderDeskPage(ctx, filters), orderDeskCounts(ctx, filters)])));
    }
    const [l, c, p] = [stats(list), stats(counts), stats(pages)];
    worst = Math.max(worst, p.p95);
    console.log(
      `${label.padEnd(48)} ${`${l.p50.toFixed(1)}/${l.p95.toFixed(1)}`.padStart(15)} ${`${c.p50.toFixed(1)}/${c.p95.toFixed(1)}`.padStart(16)} ${p.p95.toFixed(1).padStart(9)}  ${(p.p95 / targetMs).toFixed(2)}×  (${(found / runs).toFixed(0)} rows/page)`,
    );
  }
  console.log(
    `\nWorst page p95: ${worst.toFixed(1)} ms = ${(worst / targetMs).toFixed(2)}× the ${targetMs} ms target.`,
  );
} finally {
  await database.close();
}
