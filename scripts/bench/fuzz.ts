/**
 * Fuzz benchmark: hostile input (NUL bytes, bad UTF-8, huge strings, deep nesting, wrong types, broken envelopes,
 * addresses that do not decode) for every GraphQL operation of the app, every form endpoint and the page routes,
 * over HTTP against a running server. Prints the answers' statuses per target and every 5xx.
 *   npm run bench:fuzz -- [--inputs 1000] [--url http://127.0.0.1:3000 --tenant tractor-parts-hellas]
 *                         [--database-url postgres://...] [--seed 21] [--concurrency 8]
 * Without --url it starts the production build on a scratch PostgreSQL database with the shared catalogue.
 * Prints figures; asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import manifest from '@/api-client/generated/persisted-documents.json';
import { openScratchPostgres } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog';
import { formStamp } from '@/server/domains/requests';
import { formTargets } from '@/server/fuzz/form-cases';
import { graphqlFuzzRequest, graphqlOperations, type FuzzRequest } from '@/server/fuzz/graphql-cases';
import { hostileText, seededRandom, type Random } from '@/server/fuzz/hostile-values';
import { typeDefs } from '@/server/graphql/generated/type-defs';
import { storageInFolder } from '@/server/storage';
import { ensureProductionBuild } from '../lib/build';
import { freePort, startInstance, waitUntilHealthy, type Instance } from '../lib/instances';

const { values } = parseArgs({
  options: {
    inputs: { type: 'string', default: '1000' },
    url: { type: 'string' },
    tenant: { type: 'string', default: 'tractor-parts-hellas' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    seed: { type: 'string', default: '21' },
    concurrency: { type: 'string', default: '8' },
    'form-secret': { type: 'string' },
  },
});
const inputs = Number(values.inputs);
const seed = Number(values.seed);
const secrets = {
  FORM_SECRET: values['form-secret'] ?? randomBytes(24).toString('hex'),
  PAYMENT_CALLBACK_SECRET: randomBytes(24).toString('hex'),
  REVALIDATE_TOKEN: randomBytes(24).toString('hex'),
};

type Target = { name: string; request(random: Random): FuzzRequest };

/** Page routes with hostile segments and escapes that do not decode (the proxy's and Next's own parsing). */
const pageTargets: Target[] = [
  '/product/',
  '/en/product/',
  '/receipt/',
  '/request/',
  '/uploads/katalogos/',
  '/api/requests/',
  '/katalogos/',
  '/products?q=',
].map((prefix) => ({
  name: `GET ${prefix}…`,
  request: (random) => {
    const raw = random.pick(['%E0%A4%A', '%ED%A0%80', '%', '%00', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%FF%FE']);
    const text = random.chance(0.5) ? raw : encodeURIComponent(hostileText(random).toWellFormed().slice(0, 2000));
    return { method: 'GET', path: `${prefix}${text}`, headers: {} };
  },
}));

let server: Instance | undefined;
let closeDatabase = async () => {};
let base = values.url?.replace(/\/$/, '');
if (!base) {
  const started = await startServer();
  base = started.url;
}
const targets: Target[] = [
  ...graphqlOperations(manifest as Record<string, string>, typeDefs).map((operation) => ({
    name: `GraphQL ${operation.name}`,
    request: (random: Random) => graphqlFuzzRequest(random, operation, values.tenant!),
  })),
  ...formTargets({
    formStamp: () => formStamp(secrets.FORM_SECRET, new Date(Date.now() - 10_000)),
    revalidateToken: values.url ? undefined : secrets.REVALIDATE_TOKEN,
  }),
  ...pageTargets,
];

const totals = new Map<string, number>();
const serverErrors: string[] = [];
const started = performance.now();
console.log(`\n${inputs} hostile inputs for each of ${targets.length} targets at ${base} (seed ${seed})\n`);
for (const target of targets) {
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < inputs) {
      const inputSeed = seed * 1_000_003 + next++;
      const request = target.request(seededRandom(inputSeed));
      const status = await send(request);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      totals.set(status, (totals.get(status) ?? 0) + 1);
      if (status.startsWith('5') || status.includes('unexpected') || status === 'network error')
        serverErrors.push(
          `${status} ${target.name} seed ${inputSeed}: ${request.method} ${request.path.slice(0, 100)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  const counts = [...statuses.entries()].sort().map(([status, count]) => `${status}: ${count}`);
  console.log(`${target.name.padEnd(58)} ${counts.join(', ')}`);
}
const seconds = (performance.now() - started) / 1000;
const sent = [...totals.values()].reduce((sum, count) => sum + count, 0);
console.log(`\n${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s); statuses:`);
console.log(
  `  ${[...totals.entries()]
    .sort()
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')}`,
);
console.log(`5xx, unexpected errors or dropped connections: ${serverErrors.length}`);
for (const line of serverErrors.slice(0, 20)) console.log(`  ${line}`);
if (server) {
  const faults = server.logs.filter((line) => /error|failed|uncaught/i.test(line));
  console.log(`server log: ${server.logs.length} lines, ${faults.length} about errors`);
  for (const line of faults.slice(0, 10)) console.log(`  ${line.slice(0, 200)}`);
}
await server?.stop();
await closeDatabase();

async function send(request: FuzzRequest): Promise<string> {
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    // A GraphQL field's unexpected error is answered 200 beside the data; it is a fault all the same.
    return text.includes('"INTERNAL_SERVER_ERROR"') ? `${response.status}+unexpected error` : String(response.status);
  } catch {
    return 'network error';
  }
}

/** The production build on a scratch PostgreSQL database holding the shared catalogue. */
async function startServer(): Promise<{ url: string }> {
  ensureProductionBuild();
  const database = await openScratchPostgres(values['database-url']!);
  closeDatabase = () => database.close();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fuzz-'));
  const imported = await importCatalogue(
    { db: database.db, storage: storageInFolder(dataDir), now: () => new Date() },
    path.resolve('../shared/data/catalogue'),
  );
  if (!imported.ok) throw new Error('the shared catalogue did not import');
  const port = await freePort();
  server = startInstance({
    name: 'shop',
    port,
    env: {
      ...process.env,
      ...secrets,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      REDIS_URL: '',
      DEMO_DATA: 'off',
      SITE_URL: `http://127.0.0.1:${port}`,
      TENANT_ID: values.tenant,
      // Wide enough that inputs reach the checks behind the limits.
      REQUESTS_PER_HOUR: '10000',
      REGISTRATIONS_PER_HOUR: '100000',
    },
  });
  await waitUntilHealthy(server).catch(async (error: unknown) => {
    await server?.stop();
    await closeDatabase();
    throw error;
  });
  return { url: server.url };
}
