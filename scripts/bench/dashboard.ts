/**
 * Dashboard benchmark: 100 000 orders on PostgreSQL (a scratch database; the order desk benchmark's seed) with their
 * parts catalogued, contact requests and a search log, then the dashboard's reads as the page makes them (what needs
 * action and the period's sales, side by side) for each period. Prints p50/p95 per period against the 300 ms target.
 *   npm run bench:dashboard -- [--orders 100000] [--runs 40] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * Asserts nothing; prints figures.
 */
import { parseArgs } from 'node:util';
import { dashboardSales, needsAction } from '@/server/domains/dashboard';
import { openDatabase } from '@/server/db/client';
import { openScratchPostgres } from '@/server/db/testing';
import { addDays, dashboardPeriod, shopDate } from '@/shared/dashboard-periods';
import { seedDashboardExtras } from './dashboard-seed';
import { seedDeskOrders } from './order-desk-seed';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    // The address of a database already seeded this way: timed again without minutes of seeding, and kept.
    seeded: { type: 'string' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const count = Number(values.orders);
const runs = Number(values.runs);
const targetMs = 300;

const database = values.seeded
  ? await openDatabase({ url: values.seeded, poolSize: 4 })
  : await openScratchPostgres(values['database-url']!);
try {
  if (!values.seeded) {
    const started = performance.now();
    await seedDeskOrders(database.db, count);
    await seedDashboardExtras(database.db, { requests: 5_000, searches: 300_000 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`PostgreSQL: ${count} orders and the rest seeded in ${seconds} s`);
  }

  const now = new Date();
  const today = shopDate(now);
  const cases: [string, Record<string, string>][] = [
    ['today', { period: 'today' }],
    ['7 days', { period: '7d' }],
    ['30 days', { period: '30d' }],
    ['range: a year', { period: 'range', from: addDays(today, -364), to: today }],
    [
      'range: the longest (400 days) two years ago',
      { period: 'range', from: addDays(today, -1129), to: addDays(today, -730) },
    ],
  ];
  const ctx = { db: database.db, locale: 'el' as const, now: () => new Date() };
  const time = async (work: () => Promise<unknown>) => {
    const begin = performance.now();
    await work();
    return performance.now() - begin;
  };
  console.log(`\n${runs} runs per period; target p95 ≤ ${targetMs} ms for the whole dashboard.`);
  console.log(
    `${'period'.padEnd(46)} ${'sales p50/p95'.padStart(15)} ${'actions p50/p95'.padStart(16)} ${'page p50/p95'.padStart(14)}  ratio`,
  );
  let worst = 0;
  for (const [label, params] of cases) {
    const period = dashboardPeriod(params, now);
    for (let warm = 0; warm < 3; warm++) await Promise.all([needsAction(ctx), dashboardSales(ctx, period)]);
    const sales: number[] = [];
    const actions: number[] = [];
    const pages: number[] = [];
    for (let run = 0; run < runs; run++) {
      sales.push(await time(() => dashboardSales(ctx, period)));
      actions.push(await time(() => needsAction(ctx)));
      pages.push(await time(() => Promise.all([needsAction(ctx), dashboardSales(ctx, period)])));
    }
    const [s, a, p] = [stats(sales), stats(actions), stats(pages)];
    worst = Math.max(worst, p.p95);
    const pair = (x: { p50: number; p95: number }) => `${x.p50.toFixed(1)}/${x.p95.toFixed(1)}`;
    console.log(
      `${label.padEnd(46)} ${pair(s).padStart(15)} ${pair(a).padStart(16)} ${pair(p).padStart(14)}  ${(p.p95 / targetMs).toFixed(2)}×`,
    );
  }
  console.log(
    `\nWorst dashboard p95: ${worst.toFixed(1)} ms = ${(worst / targetMs).toFixed(2)}× the ${targetMs} ms target.`,
  );
} finally {
  await database.close();
}
