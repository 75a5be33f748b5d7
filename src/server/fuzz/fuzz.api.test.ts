import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '@/api-client/generated/persisted-documents.json';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { formStamp } from '@/server/domains/requests';
import { typeDefs } from '@/server/graphql/generated/type-defs';
import { testApi, testConfig, withCatalogue } from '@/server/graphql/testing';
import { formTargets, type FormRequest } from './form-cases';
import { graphqlFuzzRequest, graphqlOperations, type FuzzRequest } from './graphql-cases';
import { seededRandom } from './hostile-values';

/**
 * Hostile input for every GraphQL operation of the app and every form endpoint, in process (the GraphQL yoga and
 * the route handlers as Next calls them): NUL bytes, bad UTF-8, huge strings, deep nesting, wrong types, broken
 * envelopes. None may be answered 5xx. Sized for CI; `scripts/bench/fuzz.ts` sends a thousand and more per target to
 * a running server.
 */
const inputsPerTarget = 200;
const baseSeed = Number(process.env.FUZZ_SEED) || 21;

// The route handlers read the process's configuration: their own folder, counters in memory, limits wide enough
// that inputs reach the checks behind them, and the secrets the generator signs with.
const secrets = { FORM_SECRET: randomBytes(24).toString('hex'), REVALIDATE_TOKEN: randomBytes(24).toString('hex') };
Object.assign(process.env, {
  ...secrets,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-')),
  REDIS_URL: '',
  DATABASE_URL: '',
  REQUESTS_PER_HOUR: '10000',
  TENANT_ID: testConfig.tenantId,
});

const routes = {
  'POST /oauth/token': () => import('@/app/oauth/token/route').then((route) => route.POST),
  'POST /oauth/revoke': () => import('@/app/oauth/revoke/route').then((route) => route.POST),
  'GET /oauth/token/info': () => import('@/app/oauth/token/info/route').then((route) => route.GET),
  'POST /api/requests': () => import('@/app/api/requests/route').then((route) => route.POST),
  'GET /api/requests/[publicId]/attachments/[attachmentId]': () =>
    import('@/app/api/requests/[publicId]/attachments/[attachmentId]/route').then((route) => route.GET),
  'GET /api/newsletter/unsubscribe': () => import('@/app/api/newsletter/unsubscribe/route').then((route) => route.GET),
  'POST /api/newsletter/unsubscribe': () =>
    import('@/app/api/newsletter/unsubscribe/route').then((route) => route.POST),
  'POST /api/payments/sandbox/callback': () =>
    import('@/app/api/payments/sandbox/callback/route').then((route) => route.POST),
  'POST /api/sandbox-gateway/sessions/[ref]': () =>
    import('@/app/api/sandbox-gateway/sessions/[ref]/route').then((route) => route.POST),
  'GET /api/sandbox-gateway/challenge/[ref]': () =>
    import('@/app/api/sandbox-gateway/challenge/[ref]/route').then((route) => route.GET),
  'POST /api/sandbox-gateway/challenge/[ref]': () =>
    import('@/app/api/sandbox-gateway/challenge/[ref]/route').then((route) => route.POST),
  'POST /api/revalidate': () => import('@/app/api/revalidate/route').then((route) => route.POST),
} as Record<
  string,
  () => Promise<(request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>>
>;

const operations = graphqlOperations(manifest as Record<string, string>, typeDefs);
const forms = formTargets({
  formStamp: () => formStamp(secrets.FORM_SECRET, new Date(Date.now() - 10_000)),
  revalidateToken: secrets.REVALIDATE_TOKEN,
});

const toRequest = (request: FuzzRequest) =>
  new Request(`http://shop.test${request.path}`, {
    method: request.method,
    headers: { 'x-forwarded-for': '192.0.2.1', ...request.headers },
    body: request.body as BodyInit | undefined,
  });

/** A readable summary of a failing input: its seed draws it again. */
const describeInput = (seed: number, request: FuzzRequest) =>
  `seed ${seed}: ${request.method} ${request.path.slice(0, 120)} ${String(request.body ?? '').slice(0, 200)}`;

describe.each(testDatabases)('hostile input on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await withCatalogue(await open(), await copyCatalogue(small));
    api = testApi(database);
    // What the route handlers open through sharedDatabase(): this test's database.
    (globalThis as { shopDatabase?: Promise<Database> }).shopDatabase = Promise.resolve(database);
  });
  afterAll(async () => {
    delete (globalThis as { shopDatabase?: unknown }).shopDatabase;
    await database.close();
  });

  it('covers every route handler that reads input', () => {
    expect(forms.map((form) => form.name).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    `GraphQL %s: ${inputsPerTarget} hostile requests, none answered 5xx or with an unexpected error`,
    async (_, operation) => {
      const failures: string[] = [];
      for (let index = 0; index < inputsPerTarget; index++) {
        const seed = baseSeed * 1_000_003 + index;
        const request = graphqlFuzzRequest(seededRandom(seed), operation, testConfig.tenantId);
        const response = await api.yoga.fetch(toRequest(request));
        const text = await response.text();
        // A field's unexpected error is answered 200 beside the data; it is a fault all the same.
        if (response.status >= 500 || text.includes('"INTERNAL_SERVER_ERROR"'))
          failures.push(`${response.status} ${text.slice(0, 120)} ${describeInput(seed, request)}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(forms.map((form) => [form.name, form] as const))(
    `%s: ${inputsPerTarget} hostile requests, none answered 5xx`,
    async (name, form) => {
      const handler = await routes[name]!();
      const failures: string[] = [];
      for (let index = 0; index < inputsPerTarget; index++) {
        const seed = baseSeed * 1_000_003 + index;
        const request: FormRequest = form.request(seededRandom(seed));
        const response = await handler(toRequest(request), { params: Promise.resolve(request.params ?? {}) });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${response.status} ${describeInput(seed, request)}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
