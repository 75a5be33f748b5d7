import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuggestionsDocument } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { publicCacheControl } from './http-caching';
import { persistedRequest, testApi, testConfig } from './testing';

/** How calls reach the API: headers, GET caching, persisted documents, automatic persisted queries, the safelist. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const apq = (hash: string, query?: string) => ({
  query,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});
const suggestions = '{ suggestions { all onSale featured } }';

describe.each(testDatabases)('GraphQL protocol on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await open();
    api = testApi(database);
  });
  afterAll(async () => database.close());

  describe('Tenant header', () => {
    it.each([
      ['missing', {}],
      ['unknown', { tenant: 'another-shop' }],
    ])('answers 400 UNKNOWN_TENANT when it is %s, before looking at the operation', async (_, tenant) => {
      for (const query of [suggestions, '{ not valid']) {
        const response = await api.post({ query }, { locale: 'el', ...tenant });
        expect(response.status).toBe(400);
        expect(response.errors).toEqual([
          {
            message: expect.stringContaining('Tenant header'),
            extensions: { code: 'UNKNOWN_TENANT', statusCode: 400 },
          },
        ]);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('answers the shop’s tenant, and reads without Locale and Timezone headers', async () => {
      const response = await api.post({ query: suggestions }, { tenant: testConfig.tenantId });
      expect(response).toMatchObject({ status: 200, data: { suggestions: { all: 0, onSale: 0, featured: 0 } } });
    });
  });

  describe('GET and caching', () => {
    it('lets browsers and CDNs keep a public query asked by GET, keyed by the headers that change it', async () => {
      const response = await api.get({ query: suggestions });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(publicCacheControl);
      expect(response.headers.get('vary')).toBe('Tenant, Locale, Timezone');
    });

    it('caches a persisted document asked by GET with its hash only', async () => {
      const response = await api.get(persistedRequest(SuggestionsDocument, {}));
      expect(response).toMatchObject({ status: 200, data: { suggestions: { all: 0 } } });
      expect(response.headers.get('cache-control')).toBe(publicCacheControl);
    });

    it.each([
      ['a POST', () => api.post({ query: suggestions })],
      ['a mutation by GET', () => api.get({ query: 'mutation { anything }' })],
      ['an unknown field by GET', () => api.get({ query: '{ currentUser { email } }' })],
      ['introspection by GET', () => api.get({ query: '{ __schema { queryType { name } } }' })],
      [
        'public and non-public fields together',
        () => api.get({ query: '{ suggestions { all } __type(name: "Product") { name } }' }),
      ],
      ['an answer with errors', () => api.get({ query: '{ product(where: { id: "x" }) { id } }' })],
    ])('never lets anything keep %s', async (_, call) => {
      const response = await call();
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses a mutation by GET with 405', async () => {
      const response = await api.get({ query: 'mutation { anything }' });
      expect(response.status).toBe(405);
      expect(response.errors?.[0]?.extensions).toEqual({ code: 'METHOD_NOT_ALLOWED', statusCode: 405 });
    });
  });

  describe('automatic persisted queries (safelist off)', () => {
    it('asks for an unknown hash’s query, then answers the hash alone once the query came with it', async () => {
      const query = '{ suggestions { all } }';
      const miss = await api.get(apq(sha256(query)));
      expect(miss.status).toBe(404);
      expect(miss.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_FOUND', statusCode: 404 });
      expect(await api.post(apq(sha256(query), query))).toMatchObject({
        status: 200,
        data: { suggestions: { all: 0 } },
      });
      const hit = await api.get(apq(sha256(query)));
      expect(hit).toMatchObject({ status: 200, data: { suggestions: { all: 0 } } });
      expect(hit.headers.get('cache-control')).toBe(publicCacheControl);
    });

    it('refuses a query that does not match its hash', async () => {
      const response = await api.post(apq(sha256('{ suggestions { all } }'), '{ suggestions { featured } }'));
      expect(response.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_MISMATCH', statusCode: 400 });
    });

    it('still answers ad-hoc queries', async () => {
      expect((await api.post({ query: suggestions })).data).toEqual({
        suggestions: { all: 0, onSale: 0, featured: 0 },
      });
    });
  });

  describe('safelist on (GRAPHQL_SAFELIST=on)', () => {
    let safelisted: ReturnType<typeof testApi>;
    beforeAll(() => {
      safelisted = testApi(database, { safelist: true });
    });

    it('answers the app’s persisted documents by hash, by GET and POST', async () => {
      for (const response of [
        await safelisted.get(persistedRequest(SuggestionsDocument, {})),
        await safelisted.post(persistedRequest(SuggestionsDocument, {})),
      ])
        expect(response).toMatchObject({ status: 200, data: { suggestions: { all: 0 } } });
    });

    it.each([
      ['an ad-hoc query', { query: suggestions }, 'PERSISTED_QUERY_ONLY'],
      ['an ad-hoc query sent with its hash', apq(sha256(suggestions), suggestions), 'PERSISTED_QUERY_ONLY'],
      ['a hash not in the app’s manifest', apq(sha256(suggestions)), 'PERSISTED_QUERY_NOT_IN_LIST'],
    ])('refuses %s', async (_, request, code) => {
      const response = await safelisted.post(request);
      expect(response.status).toBe(400);
      expect(response.data).toBeUndefined();
      expect(response.errors).toEqual([{ message: expect.any(String), extensions: { code, statusCode: 400 } }]);
    });
  });
});
