/**
 * Fault suite: two instances behind nginx on PostgreSQL, Redis and object storage, under mixed load (guests buying
 * through nginx and retrying a failed checkout as the storefront does, visitors reading pages and the API), through
 * three faults in turn:
 *   1. kill -9 of one instance (the other keeps serving; it is started again afterwards);
 *   2. every database connection dropped with pg_terminate_backend (how long until requests succeed again);
 *   3. one instance restarted against a Redis that does not answer (it keeps selling on memory, and says so).
 * Then every acknowledged order is looked for (lost, duplicated) and every order's confirmation e-mail (job queue).
 *   npm run bench:fault-suite -- [--phase-seconds 15] [--buyers 6] [--readers 6] [--database-url postgres://…]
 * Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/client';
import { changeStock } from '@/server/domains/stock';
import { freePort } from '../lib/instances';
import { startBenchShop } from './lib/bench-cluster';
import { buyOnce, loops, readOnce, Recorder, tally, type Purchase } from './lib/shop-traffic';

const { values } = parseArgs({
  options: {
    'phase-seconds': { type: 'string', default: '15' },
    buyers: { type: 'string', default: '6' },
    readers: { type: 'string', default: '6' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    'drain-seconds': { type: 'string', default: '360' },
  },
});
const phaseMs = Number(values['phase-seconds']) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shop = await startBenchShop({ adminUrl: values['database-url']!, redisUrl: values['redis-url']!, instances: 2 });
const { database, cluster } = shop;
try {
  // Parts with plenty of stock (an adjustment in the ledger), so that buyers rarely meet OUT_OF_STOCK.
  const parts = rowsOf<{ id: number }>(
    await database.db.execute(sql`select v.id from variants v join products p on p.id = v.product_id
      where p.status = 'active' and v.is_master order by v.id limit 200`),
  ).map((row) => row.id);
  for (const id of parts) await changeStock(database.db, id, 10_000, { reason: 'adjustment', now: new Date() });
  const slugs = rowsOf<{ slug: string; locale: string }>(
    await database.db.execute(sql`select slug, locale from product_translations order by random() limit 300`),
  );
  const readPaths = [
    ...slugs.map((row) => `${row.locale === 'en' ? '/en' : ''}/product/${row.slug}`),
    '/',
    '/en',
    '/products',
    '/products?page=2',
    '/brands',
    '/katalogos',
    '/api/health',
  ];

  const recorder = new Recorder();
  const purchases: Purchase[] = [];
  let running = true;
  const buyThrough = (base: () => string) => async () => {
    purchases.push(await buyOnce(base(), parts[Math.floor(Math.random() * parts.length)]!, recorder));
  };
  const load = Promise.all([
    loops(
      Number(values.buyers),
      () => running,
      buyThrough(() => cluster.url),
    ),
    loops(
      Number(values.readers),
      () => running,
      () => readOnce(cluster.url, readPaths[Math.floor(Math.random() * readPaths.length)]!, recorder),
    ),
  ]);
  const report = (label: string, from: number, to: number) => {
    const reads = tally(recorder.reads, from, to);
    const writes = tally(recorder.writes, from, to);
    console.log(
      `${label.padEnd(30)} reads ${reads.total} (${reads.failed} failed ${reads.statuses}; p50 ${reads.p50} ms, p99 ${reads.p99} ms), cart/checkout calls ${writes.total} (${writes.failed} failed ${writes.statuses}; p99 ${writes.p99} ms)`,
    );
    return { reads, writes };
  };

  console.log('\nphase                          requests seen by clients (a failed checkout call is retried)');
  let from = Date.now();
  await sleep(phaseMs);
  report('1. both instances', from, Date.now());

  from = Date.now();
  cluster.instances[0]!.kill('SIGKILL');
  await sleep(phaseMs);
  report('2. shop-1 killed (kill -9)', from, Date.now());
  const restartStarted = Date.now();
  await cluster.restartInstance(0);
  console.log(`   shop-1 started again in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s`);

  from = Date.now();
  const dropped = rowsOf<{ dropped: number }>(
    await database.db.execute(sql`select count(pg_terminate_backend(pid))::int as dropped from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`),
  )[0]!.dropped;
  await sleep(phaseMs);
  const afterDrop = report(`3. ${dropped} connections dropped`, from, Date.now());
  const lastFailure = Math.max(afterDrop.reads.lastFailure ?? from, afterDrop.writes.lastFailure ?? from);
  console.log(`   requests failed until ${((lastFailure - from) / 1000).toFixed(2)} s after the drop`);

  from = Date.now();
  const deadRedis = `redis://127.0.0.1:${await freePort()}`;
  const second = await cluster.restartInstance(1, { REDIS_URL: deadRedis });
  // Buyers straight to the instance without Redis, besides those through nginx.
  const pinned: Purchase[] = [];
  let pinnedRunning = true;
  const pinnedLoad = loops(
    2,
    () => pinnedRunning,
    async () => {
      pinned.push(await buyOnce(second.url, parts[Math.floor(Math.random() * parts.length)]!, recorder));
    },
  );
  await sleep(phaseMs);
  pinnedRunning = false;
  await pinnedLoad;
  report('4. shop-2 on a dead Redis', from, Date.now());
  const warnings = second.logs.filter((line) => /redis/i.test(line));
  console.log(
    `   orders placed straight on shop-2: ${pinned.filter((each) => each.state === 'acknowledged').length} of ${pinned.length}; its log about Redis: ${warnings.length} line(s)`,
  );
  for (const line of warnings.slice(0, 3)) console.log(`     ${line.slice(0, 160)}`);

  running = false;
  await load;
  purchases.push(...pinned);
  await verifyOrders(purchases);
} finally {
  await shop.stop();
}

/** Every acknowledged order is there once, every order has its e-mail (waiting for the queue to drain). */
async function verifyOrders(all: Purchase[]) {
  const acknowledged = all.filter((each) => each.state === 'acknowledged');
  const gaveUp = all.filter((each) => each.state === 'gave-up');
  const refused = all.filter((each) => each.state === 'refused');
  const rows = rowsOf<{ id: number; email: string }>(
    await database.db.execute(sql`select id, email from orders where email like '%@fault.test'`),
  );
  const ordersByEmail = new Map<string, number>();
  for (const row of rows) ordersByEmail.set(row.email, (ordersByEmail.get(row.email) ?? 0) + 1);
  const lost = acknowledged.filter((each) => !ordersByEmail.has(each.email)).length;
  const duplicated = [...ordersByEmail.values()].filter((count) => count > 1).length;
  const placedUnacknowledged = gaveUp.filter((each) => ordersByEmail.has(each.email)).length;
  console.log(
    `\norders: ${acknowledged.length} acknowledged, ${refused.length} refused (${[...new Set(refused.map((each) => (each as { code: string }).code))].join(', ') || 'none'}), ${gaveUp.length} given up after retries`,
  );
  console.log(
    `lost acknowledged orders: ${lost}; duplicated orders: ${duplicated}; given up but placed: ${placedUnacknowledged}`,
  );

  const started = Date.now();
  let pending = rows.length;
  while (Date.now() - started < Number(values['drain-seconds']) * 1000) {
    pending = rowsOf<{ pending: number }>(
      await database.db.execute(sql`select count(*)::int as pending from orders o where o.email like '%@fault.test'
        and not exists (select 1 from jobs j where j.kind = 'order-confirmation'
          and (j.payload->>'orderId')::int = o.id and j.state = 'done')`),
    )[0]!.pending;
    if (pending === 0) break;
    await sleep(2000);
  }
  const outbox = path.join(shop.dataDir, 'outbox');
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  console.log(
    `orders without a sent confirmation e-mail: ${pending} of ${rows.length} (after ${((Date.now() - started) / 1000).toFixed(0)} s); e-mails in the outbox: ${mails}`,
  );
}
