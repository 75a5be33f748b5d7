/**
 * Rendering cost (issue #20): what a product page costs the shop against a bare route handler, rendered and served
 * from the page cache. The shop in the production layout (scripts/bench/lib/bench-cluster.ts: the shared catalogue
 * on a scratch PostgreSQL database, one instance behind nginx, Redis under a key prefix of its own) and, in one run,
 * at 16 connections with autocannon:
 *   1. `/api/health` (a route handler that asks the database one question);
 *   2. product pages uncached: each request a different product page of the whole catalogue, both languages, in a
 *      shuffled order, every one rendered;
 *   3. the same pages cached: every page is requested once first (warming), then the phase walks them again;
 *   4. the floor Next.js itself sets (lib/render-floor.ts): a bare Next.js app of the same version, its page of host
 *      elements as large as the product pages rendered per request with no data, against its own route handler.
 * Prints requests/s, p50 and p99 of each phase, the pages' ratios to `/api/health` (targets: uncached ≥ 0.3×,
 * cached ≥ 0.5×, p99 ≤ 300 ms) marked met or missed, and then where a cached page's time goes: the bytes of a page,
 * its entry in Redis and how long fetching and decoding it takes, and the same phases straight at the instance
 * (without nginx); last the floor's two phases and its ratios (to its route handler and to the shop's health).
 * Each phase also shows the CPU milliseconds the server spent per answer (from /proc): on a machine busy with other
 * work, requests/s follow whatever CPU is left, and the ratio of CPU per answer is the steadier estimate of what the
 * ratios would be on a machine of its own. Beside it, what this machine's PostgreSQL processes spent per answer (the
 * bench's database is local): on the same cores, it is CPU the instance does not get.
 *
 * How "uncached" is made sure of: the bench gives the instance a REVALIDATE_TOKEN and, before the uncached phase,
 * posts `{ tags: ['catalogue'] }` to the shop's own `/api/revalidate`, as a catalogue import run while the shop is up
 * does. A product page's reads are `unstable_cache`d under the catalogue tag (src/server/storefront.ts) and Next adds
 * their tags to the rendered page's entry, so after it the cache handler (src/server/cache/cache-handler.mjs) answers
 * every page's entry, and its reads, as expired: each page is rendered, reading its product from PostgreSQL. (Reads
 * that every page shares, such as the category tree, are cached again by the first requests, as after an import.)
 * The phase visits each page once; were it to run past the last page it revalidates again and starts over. Each
 * answer's `x-nextjs-cache` header (MISS: rendered for this request; HIT: from the cache) is counted, so the output
 * shows the share of pages rendered in the uncached phase and served from the cache in the cached one.
 *
 * autocannon sends no Accept-Encoding: the pages travel uncompressed, as between nginx and the instance.
 *   npm run bench:render -- [--seconds 20] [--connections 16] [--database-url postgres://…] [--redis-url redis://…]
 * Prints figures; asserts nothing. On a machine shared with other work the figures move from run to run.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { Redis } from 'ioredis';
// @ts-expect-error Next loads the cache handler as plain JavaScript; the bench decodes entries the way it does.
import { decode } from '@/server/cache/cache-handler.mjs';
import { runAutocannon } from './lib/autocannon-run';
import { startBenchShop } from './lib/bench-cluster';
import { productPagePaths } from './lib/catalogue-paths';
import { startRenderFloor } from './lib/render-floor';
import { cpuSeconds, postgresCpu, postgresCpuSince } from './lib/process-stats';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// The phases straight at one server (no nginx): half as long, at least 5 s.
const directSeconds = Math.max(5, Math.round(seconds / 2));
const targets = { uncached: 0.3, cached: 0.5, p99: 300 };
const header =
  'phase                      requests/s   p50 ms   p99 ms   KB/answer   CPU ms/answer   PostgreSQL ms   x-nextjs-cache          statuses';

const revalidateToken = randomBytes(24).toString('hex');
const shop = await startBenchShop({
  adminUrl: values['database-url']!,
  redisUrl: values['redis-url']!,
  instances: 1,
  env: { REVALIDATE_TOKEN: revalidateToken },
});
const instanceUrl = `http://127.0.0.1:${shop.cluster.instances[0]!.port}`;

type Phase = {
  name: string;
  result: autocannon.Result;
  cache: Map<string, number>;
  statuses: Map<number, number>;
  /** CPU milliseconds the instance spent per answer (user + system). */
  cpuMs: number;
  /** CPU milliseconds this machine's PostgreSQL spent per answer. */
  databaseMs: number;
};

try {
  const pages = shuffled(await productPagePaths(shop.database.db));
  console.log(
    `\n${pages.length} product pages (both languages); ${connections} connections, ${seconds} s a phase; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  );
  let cursor = 0;
  const nextPage = () => pages[cursor++ % pages.length]!;

  console.log('warming the server up (5 s of health checks and pages) ...');
  let turn = 0;
  await measure('warm-up', shop.cluster.url, 5, () => (turn++ % 2 === 0 ? nextPage() : '/api/health'));

  const health = await measure('/api/health', shop.cluster.url, seconds, () => '/api/health');

  await revalidateCatalogue(shop.cluster.url);
  cursor = 0;
  let round = 0;
  const uncached = await measure('product pages, uncached', shop.cluster.url, seconds, () => {
    if (Math.floor(cursor / pages.length) > round) {
      round = Math.floor(cursor / pages.length);
      void revalidateCatalogue(shop.cluster.url);
    }
    return nextPage();
  });
  if (round > 0) console.log(`(the uncached phase went through the catalogue ${round + 1} times)`);

  const left = pages.length - (cursor % pages.length);
  console.log(`warming: every page once (${pages.length} requests, ${left} of them not yet rendered) ...`);
  cursor = 0;
  const warmed = await measure('warming', shop.cluster.url, 0, nextPage, { amount: pages.length });
  console.log(
    `  took ${warmed.result.duration.toFixed(0)} s; x-nextjs-cache ${describe(warmed.cache)}; statuses ${describe(warmed.statuses)}`,
  );

  const cached = await measure('product pages, cached', shop.cluster.url, seconds, nextPage);

  console.log(`\n${header}`);
  for (const phase of [health, uncached, cached]) printPhase(phase);

  const ratio = (phase: Phase) => phase.result.requests.average / health.result.requests.average;
  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log('\ntargets (issue #20, at the same connections, in this run):');
  console.log(
    `  uncached pages / health: ${ratio(uncached).toFixed(2)}× (target ≥ ${targets.uncached}×) ${mark(ratio(uncached) >= targets.uncached)}`,
  );
  console.log(
    `  cached pages / health:   ${ratio(cached).toFixed(2)}× (target ≥ ${targets.cached}×) ${mark(ratio(cached) >= targets.cached)}`,
  );
  for (const phase of [uncached, cached])
    console.log(
      `  p99 of ${phase.name}: ${phase.result.latency.p99} ms (target ≤ ${targets.p99} ms) ${mark(phase.result.latency.p99 <= targets.p99)}`,
    );
  console.log(
    `  by the instance's CPU per answer (what the ratios would be were its CPU the only limit, less sensitive to a busy machine): uncached ${(health.cpuMs / uncached.cpuMs).toFixed(2)}×, cached ${(health.cpuMs / cached.cpuMs).toFixed(2)}×`,
  );
  const hits = cached.cache.get('HIT') ?? 0;
  console.log(
    `  cache: ${share(uncached.cache.get('MISS') ?? 0, uncached.result.requests.total)} of the uncached phase rendered (MISS), ${share(hits, cached.result.requests.total)} of the cached phase served from the cache (HIT)`,
  );

  await whereTheTimeGoes(pages, health, cached);
  await nextsOwnFloor(health, uncached);
} finally {
  await shop.stop();
}

/**
 * One phase: autocannon for `duration` seconds (or `amount` requests), counting statuses and x-nextjs-cache, and the
 * CPU of the server process `pid` (the shop's instance unless said).
 */
async function measure(
  name: string,
  url: string,
  duration: number,
  path: () => string,
  { amount, pid = shop.cluster.instances[0]!.child.pid! }: { amount?: number; pid?: number } = {},
) {
  const cache = new Map<string, number>();
  const statuses = new Map<number, number>();
  if (amount === undefined && name !== 'warm-up') console.log(`${name}: ${duration} s ...`);
  const cpuBefore = cpuSeconds(pid);
  const databaseBefore = postgresCpu();
  const result = await runAutocannon({
    url,
    connections,
    duration,
    amount,
    path,
    onHeaders: (status, headers) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const key = Object.keys(headers).find((each) => each.toLowerCase() === 'x-nextjs-cache');
      const value = key ? String(headers[key]) : '-';
      cache.set(value, (cache.get(value) ?? 0) + 1);
    },
  });
  const perAnswer = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
  const cpuMs = perAnswer(cpuSeconds(pid) - cpuBefore);
  const databaseMs = perAnswer(postgresCpuSince(databaseBefore));
  return { name, result, cache, statuses, cpuMs, databaseMs } satisfies Phase;
}

function printPhase({ name, result, cache, statuses, cpuMs, databaseMs }: Phase) {
  const kb = result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0;
  console.log(
    `${name.padEnd(26)} ${result.requests.average.toFixed(0).padStart(10)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${kb.toFixed(1).padStart(11)} ${cpuMs.toFixed(2).padStart(15)} ${databaseMs.toFixed(2).padStart(15)}   ${describe(cache).padEnd(22)}  ${describe(statuses)}${result.errors + result.timeouts > 0 ? `; ${result.errors} errors, ${result.timeouts} timeouts` : ''}`,
  );
}

/** The catalogue tag revalidated through the shop's own endpoint, as an import does. */
async function revalidateCatalogue(base: string) {
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['catalogue'] }),
  });
  if (!response.ok) throw new Error(`revalidating the catalogue answered ${response.status}`);
}

/**
 * Timings that say where a cached page's time goes: its size, its entry in Redis (size, and a GET plus decoding
 * it as the cache handler does), and health and cached pages straight at the instance rather than through nginx.
 */
async function whereTheTimeGoes(pages: string[], health: Phase, cached: Phase) {
  console.log('\nwhere a cached page’s time goes:');
  const redis = new Redis(values['redis-url']!);
  try {
    const prefix = `${shop.redisKeyPrefix}shop:next-cache:`;
    const keys: string[] = [];
    let scan = '0';
    do {
      const [next, found] = await redis.scan(scan, 'MATCH', `${prefix}*product*`, 'COUNT', 1000);
      scan = next;
      keys.push(...found);
    } while (scan !== '0' && keys.length < 200);
    const pageKeys: string[] = [];
    for (const key of keys.slice(0, 200)) if ((await redis.type(key)) === 'string') pageKeys.push(key);
    const sizes = await Promise.all(pageKeys.map((key) => redis.strlen(key)));
    const getTimes: number[] = [];
    const decodeTimes: number[] = [];
    for (const key of pageKeys.slice(0, 100)) {
      const started = performance.now();
      const stored = await redis.getBuffer(key);
      const fetched = performance.now();
      (decode as (stored: Buffer) => unknown)(stored!);
      getTimes.push(fetched - started);
      decodeTimes.push(performance.now() - fetched);
    }
    const average = (list: number[]) => list.reduce((sum, each) => sum + each, 0) / Math.max(1, list.length);
    console.log(
      `  Redis: ${keys.length}${keys.length >= 200 ? '+' : ''} cache keys with "product" sampled, entries ${(average(sizes) / 1024).toFixed(0)} KB on average (max ${(Math.max(0, ...sizes) / 1024).toFixed(0)} KB); one GET ${stats(getTimes).p50.toFixed(1)} ms p50, decoding it ${stats(decodeTimes).p50.toFixed(1)} ms p50 (in this process, one at a time)`,
    );
  } finally {
    redis.disconnect();
  }
  const bareHealth = await measure('/api/health, no nginx', instanceUrl, directSeconds, () => '/api/health');
  let cursor = 0;
  const bareCached = await measure(
    'cached pages, no nginx',
    instanceUrl,
    directSeconds,
    () => pages[cursor++ % pages.length]!,
  );
  console.log(`\n${header}`);
  for (const phase of [health, bareHealth, cached, bareCached]) printPhase(phase);
  console.log(
    `  cached pages / health without nginx: ${(bareCached.result.requests.average / bareHealth.result.requests.average).toFixed(2)}×`,
  );
}

/**
 * The floor Next.js itself sets on the uncached ratio, in the same run: a bare Next.js app (render-floor.ts) serving
 * a page of host elements as large as the shop's product pages, rendered per request with no data, against its own
 * route handler, both straight at its server. The shop's pages also read their data and draw components and messages;
 * they cannot beat this ratio.
 */
async function nextsOwnFloor(health: Phase, uncached: Phase) {
  const pageBytes = uncached.result.throughput.total / Math.max(1, uncached.result.requests.total);
  console.log(`\nthe floor Next.js sets: a bare page of ${(pageBytes / 1024).toFixed(0)} KB rendered per request`);
  const floor = await startRenderFloor();
  try {
    const sizedPath = await floor.pathOfSize(pageBytes);
    const options = { pid: floor.pid };
    await measure('warm-up', floor.base, 3, () => sizedPath, options);
    const bareHealth = await measure('bare route handler', floor.base, directSeconds, () => floor.healthPath, options);
    const barePage = await measure(`bare page ${sizedPath}`, floor.base, directSeconds, () => sizedPath, options);
    console.log(`\n${header}`);
    for (const phase of [bareHealth, barePage]) printPhase(phase);
    const ratio = (phase: Phase) => barePage.result.requests.average / phase.result.requests.average;
    console.log(
      `  bare page / bare route handler: ${ratio(bareHealth).toFixed(2)}× (by CPU per answer ${(bareHealth.cpuMs / barePage.cpuMs).toFixed(2)}×); bare page / the shop's /api/health: ${ratio(health).toFixed(2)}×`,
    );
    console.log(
      `  what an uncached page of this size can reach here at most, before reading any data (target ${targets.uncached}×)`,
    );
  } finally {
    floor.stop();
  }
}

function describe(counts: Map<string | number, number>) {
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');
}

function share(part: number, whole: number) {
  return `${whole > 0 ? ((part / whole) * 100).toFixed(1) : '0'} % (${part}/${whole})`;
}

/** The same shuffle every run (a fixed seed), so runs visit the pages in the same order. */
function shuffled<T>(list: T[]): T[] {
  const copy = [...list];
  let seed = 20;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
