/**
 * Sustained load: mixed storefront traffic across the whole catalogue (every product page in both languages, the
 * listings, brands, categories and parts catalogue pages the shop links to, searches, the search box's GraphQL
 * suggestions) at 16 connections with autocannon, through nginx to the instances on PostgreSQL, Redis and object
 * storage, asking for gzip as browsers do. Prints errors, read latency p50/p99 per minute, overall and per kind of
 * page, the instances' RSS over time, and the CPU share of the load generator (it shares the machine with the shop).
 * The instances render the sitemap's pages ahead (PAGE_WARMING=on, as in production) and the measure starts when that
 * is done; `--page-warming off` measures a cache that fills as the traffic comes. They leave compression to nginx
 * (HTTP_COMPRESSION=off, as in production); `--http-compression on` has Next compress instead.
 *   npm run bench:load -- [--minutes 10] [--connections 16] [--instances 1] [--page-warming on|off] [--http-compression on|off] [--database-url postgres://…]
 * Prints figures; asserts nothing.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SearchSuggestionsDocument } from '@/api-client/generated/graphql';
import { rowsOf } from '@/server/db/client';
import { runAutocannon } from './lib/autocannon-run';
import { startBenchShop, waitForPageWarming } from './lib/bench-cluster';
import { productPagePaths } from './lib/catalogue-paths';
import { cpuSeconds, rssMegabytes } from './lib/process-stats';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    instances: { type: 'string', default: '1' },
    'warm-up-seconds': { type: 'string', default: '30' },
    'page-warming': { type: 'string', default: 'on' },
    'http-compression': { type: 'string', default: 'off' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const seconds = Math.round(Number(values.minutes) * 60);

const shop = await startBenchShop({
  adminUrl: values['database-url']!,
  redisUrl: values['redis-url']!,
  instances: Number(values.instances),
  env: {
    PAGE_WARMING: values['page-warming'] === 'off' ? 'off' : 'on',
    HTTP_COMPRESSION: values['http-compression'] === 'on' ? 'on' : 'off',
  },
});
try {
  const paths = await trafficMix(shop.cluster.url);
  console.log(
    `\n${paths.products.length} product pages, ${paths.links.length} other pages, ${paths.searches.length} searches, ${paths.suggestions.length} suggestion calls`,
  );
  const pick = () => {
    const roll = Math.random();
    const from =
      roll < 0.55 ? paths.products : roll < 0.8 ? paths.links : roll < 0.9 ? paths.searches : paths.suggestions;
    return from[Math.floor(Math.random() * from.length)]!;
  };

  if (values['page-warming'] !== 'off') {
    console.log('render-ahead (PAGE_WARMING=on): waiting for the instances to render the sitemap into the cache ...');
    console.log(`render-ahead done in ${(await waitForPageWarming(shop)).toFixed(0)} s`);
  }
  console.log(`warming up for ${values['warm-up-seconds']} s ...`);
  await run(Number(values['warm-up-seconds']), pick, () => {});
  const pids = shop.cluster.instances.map((instance) => instance.child.pid!);
  const rssAtStart = pids.map(rssMegabytes);
  const rssSamples: string[] = [];
  const sampler = setInterval(() => rssSamples.push(pids.map((pid) => rssMegabytes(pid).toFixed(0)).join('/')), 60_000);

  const minutes: { times: number[]; errors: number }[] = [];
  const kinds = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const bucket = () => (minutes[Math.floor((Date.now() - started) / 60_000)] ??= { times: [], errors: 0 });
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const shopCpuBefore = pids.map(cpuSeconds);
  console.log(`measuring for ${(seconds / 60).toFixed(1)} minutes at ${values.connections} connections ...`);
  /** Requests that got no answer: why, and how many seconds into the run. */
  const failures: string[] = [];
  const result = await run(
    seconds,
    pick,
    (status, ms, path) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const kind = kindOf(path);
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind)!.push(ms);
      const current = bucket();
      current.times.push(ms);
      if (status >= 400) current.errors += 1;
    },
    (error) =>
      failures.push(
        `${(error as NodeJS.ErrnoException).code ?? error.message} at ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
  );
  clearInterval(sampler);
  const wall = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCpu = (cpu.user + cpu.system) / 1e6 / wall;
  const shopCpu = pids.map((pid, index) => (cpuSeconds(pid) - shopCpuBefore[index]!) / wall);
  const rssAtEnd = pids.map(rssMegabytes);

  console.log('\nminute  requests  errors  p50 ms  p99 ms');
  minutes.forEach((minute, index) => {
    const { p50, p99 } = stats(minute.times);
    console.log(
      `${String(index + 1).padStart(6)}  ${String(minute.times.length).padStart(8)}  ${String(minute.errors).padStart(6)}  ${p50.toFixed(0).padStart(6)}  ${p99.toFixed(0).padStart(6)}`,
    );
  });
  console.log('\nkind of page     share  p50 ms  p99 ms  max ms');
  for (const [kind, times] of [...kinds].sort(([, a], [, b]) => b.length - a.length)) {
    const { p50, p99, max } = stats(times);
    const share = `${((times.length / result.requests.total) * 100).toFixed(0)} %`;
    console.log(
      `${kind.padEnd(15)}  ${share.padStart(5)}  ${p50.toFixed(0).padStart(6)}  ${p99.toFixed(0).padStart(6)}  ${max.toFixed(0).padStart(6)}`,
    );
  }
  console.log(
    `\n${result.requests.total} requests in ${wall.toFixed(0)} s (${result.requests.average.toFixed(0)}/s); errors: ${result.errors} failed, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  );
  if (failures.length > 0) console.log(`no answer: ${failures.join('; ')}`);
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );
  console.log(`read latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(
    `RSS of the instance(s), MB: start ${rssAtStart.map((mb) => mb.toFixed(0)).join('/')}, end ${rssAtEnd.map((mb) => mb.toFixed(0)).join('/')}; each minute ${rssSamples.join(', ')}`,
  );
  console.log(
    `CPU: load generator ${(generatorCpu * 100).toFixed(0)} % of a core (${((generatorCpu / os.cpus().length) * 100).toFixed(0)} % of the machine's ${os.cpus().length}), instance(s) ${shopCpu.map((share) => `${(share * 100).toFixed(0)} %`).join('/')} of a core`,
  );
} finally {
  await shop.stop();
}

/** The kind of page an address is, for the latency per kind. */
function kindOf(path: string) {
  const [pathname = '', query = ''] = path.replace(/^\/en(?=\/|$|\?)/, '').split('?');
  if (pathname.startsWith('/graphql')) return 'suggestions';
  if (pathname.startsWith('/product/')) return 'product';
  if (query.includes('search=')) return 'search';
  const section = pathname.split('/')[1] || 'home';
  return `${section}${pathname.split('/').length > 2 ? '/…' : ''}${query ? '?…' : ''}`;
}

/** Runs autocannon for `duration` seconds on paths drawn by `pick`, reporting each answer. */
function run(
  duration: number,
  pick: () => string,
  onResponse: (status: number, ms: number, path: string) => void,
  onRequestError?: (error: Error) => void,
) {
  return runAutocannon({
    url: shop.cluster.url,
    connections: Number(values.connections),
    duration,
    path: pick,
    // As browsers ask: the answers are gzipped, by nginx unless --http-compression on.
    headers: { 'accept-encoding': 'gzip' },
    onResponse,
    onRequestError,
  });
}

/** Every product page, the pages the shop's hubs link to, searches and suggestion calls. */
async function trafficMix(base: string) {
  const products = await productPagePaths(shop.database.db);
  const hubs = [
    '/',
    '/en',
    '/products',
    '/en/products',
    '/brands',
    '/en/brands',
    '/categories',
    '/katalogos',
    '/en/katalogos',
  ];
  const links = new Set<string>(hubs);
  for (const hub of hubs) {
    const html = await (await fetch(`${base}${hub}`)).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#]*)"/g))
      if (
        !/^\/(_next|api|uploads|icons|auth|account|checkout|shopping-cart|orders)/.test(href!) &&
        !href!.includes('/product/')
      )
        links.add(href!.replace(/&amp;/g, '&'));
  }
  const words = rowsOf<{ word: string }>(
    await shop.database.db.execute(
      sql`select distinct split_part(name, ' ', 1) as word from product_translations limit 200`,
    ),
  ).map((row) => row.word);
  const searches = words.map((word) => `/products?search=${encodeURIComponent(word)}`);
  const hash = (SearchSuggestionsDocument as { __meta__?: { hash?: string } }).__meta__!.hash!;
  const suggestions = words.map(
    (word) =>
      `/graphql?variables=${encodeURIComponent(JSON.stringify({ term: word.slice(0, 4) }))}&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`,
  );
  return { products, links: [...links], searches, suggestions };
}
