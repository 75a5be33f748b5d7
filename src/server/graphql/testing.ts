import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { SignInThrottle } from '@/server/domains/auth';
import { importCatalogue } from '@/server/domains/catalog';
import { startViesEmulator } from '@/server/domains/checkout/providers/vies-emulator';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { SubscribeThrottle } from '@/server/domains/newsletter';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import type { Mailer } from '@/server/mail/mailer';
import { keptMailer } from '@/server/mail/testing';
import { temporaryStorage } from '@/server/storage/testing';
import type { Locale } from '@/shared/locales';
import { createShopYoga, graphqlEndpoint, type ShopYogaOptions } from './yoga';

/**
 * The VIES emulator the test configuration verifies VAT numbers with, over HTTP on a loopback port (its registry:
 * `viesEmulatorRegistry`). It does not keep a test process alive.
 */
export const viesEmulator = await startViesEmulator({ unref: true });

/** Helpers for the API's tests: a yoga on a test database, and calls the way the storefront makes them. */
export const testConfig = readConfig({
  NODE_ENV: 'test',
  TENANT_ID: 'test-tenant',
  SITE_URL: 'http://shop.test',
  VAT_NUMBER_CHECK: 'vies',
  VIES_URL: viesEmulator.url,
});

export async function withCatalogue(database: Database, catalogue = sharedCatalogue): Promise<Database> {
  const result = await importCatalogue(
    { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
    catalogue,
  );
  if (!result.ok) throw new Error(`the catalogue ${catalogue} did not import`);
  return database;
}

export type GraphQLRequest = {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
};
export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  text: string;
};

/** A document of src/api-client/documents as the storefront sends it: its hash only, never its text. */
export type AppDocument<TResult, TVariables> = TypedDocumentNode<TResult, TVariables> & {
  __meta__?: { hash?: string };
};

export function persistedRequest<TResult, TVariables>(
  document: AppDocument<TResult, TVariables>,
  variables?: TVariables,
): GraphQLRequest {
  const hash = document.__meta__?.hash;
  if (!hash) throw new Error('not a persisted document');
  return {
    variables: variables as Record<string, unknown> | undefined,
    extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
  };
}

export function headersFor(locale: Locale = 'el', extra: Record<string, string> = {}): Record<string, string> {
  return { tenant: testConfig.tenantId, locale, timezone: 'Europe/Athens', ...extra };
}

/** The API on a test's database; `mailer` is the queue's, for the e-mails its jobs send. */
export function testApi(
  database: Pick<Database, 'db'>,
  { mailer = keptMailer(), ...options }: Partial<ShopYogaOptions> & { mailer?: Mailer } = {},
) {
  const now = options.now ?? (() => new Date());
  // Queued work runs before the request answers, with the test's mailer and clock.
  const jobs = {
    kick: async () =>
      void (await runDueJobs({
        db: database.db,
        deps: { ctx: { db: database.db, now, config: testConfig }, mailer },
        handlers: jobHandlers,
        now,
      })),
  };
  const yoga = createShopYoga({
    database: async () => database.db,
    config: testConfig,
    safelist: false,
    logging: false,
    jobs,
    throttle: new SignInThrottle(),
    subscribeThrottle: new SubscribeThrottle(),
    ...options,
  });
  const answer = async <T>(response: Response): Promise<GraphQLResponse<T>> => {
    const text = await response.text();
    const body = text ? (JSON.parse(text) as Pick<GraphQLResponse<T>, 'data' | 'errors'>) : {};
    return { status: response.status, headers: response.headers, text, ...body };
  };
  const post = async <T = Record<string, unknown>>(
    request: GraphQLRequest,
    headers: Record<string, string> = headersFor(),
  ) =>
    answer<T>(
      await yoga.fetch(
        new Request(`http://shop.test${graphqlEndpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(request),
        }),
      ),
    );
  const get = async <T = Record<string, unknown>>(
    request: GraphQLRequest,
    headers: Record<string, string> = headersFor(),
  ) => {
    const url = new URL(`http://shop.test${graphqlEndpoint}`);
    for (const [key, value] of Object.entries(request))
      if (value !== undefined) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return answer<T>(await yoga.fetch(new Request(url, { headers })));
  };
  /** The shortcut for tests that read data: POST in a language, failing on any error. */
  const query = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    locale: Locale = 'el',
  ) => {
    const response = await post<T>({ query, variables }, headersFor(locale));
    if (response.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
    return response.data!;
  };
  /** An app document by its hash, as the storefront will call it; fails on any error. */
  const run = async <TResult, TVariables>(
    document: AppDocument<TResult, TVariables>,
    variables: TVariables,
    locale: Locale = 'el',
  ) => {
    const response = await post<TResult>(persistedRequest(document, variables), headersFor(locale));
    if (response.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
    return response.data!;
  };
  return { yoga, post, get, query, run };
}
