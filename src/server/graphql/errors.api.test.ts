import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductDocument,
  ReceiptDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { nulRefusedMessage } from '@/server/input-text';
import { maxPartNumbers } from './inputs';
import { operationLimits } from './limits';
import { headersFor, persistedRequest, testApi } from './testing';
import { graphqlEndpoint } from './yoga';

/** Spec §8: every error is a message with a code and a statusCode; bad input is told clearly, faults never in detail. */
describe.each(testDatabases)('GraphQL errors on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await open();
    api = testApi(database);
  });
  afterAll(async () => database.close());

  const firstError = async (query: string, variables?: Record<string, unknown>) => {
    const response = await api.post({ query, variables });
    expect(response.errors).toHaveLength(1);
    return response.errors![0]!;
  };

  describe('bad input', () => {
    it.each([
      [
        'a non-numeric first',
        '{ productsSearch(first: "ten") { total } }',
        'Int cannot represent non-integer value: "ten"',
      ],
      ['a fractional skip', '{ productsSearch(skip: 1.5) { total } }', 'Int cannot represent non-integer value: 1.5'],
      [
        'an unknown where key',
        '{ productsSearch(where: { colour: "red" }) { total } }',
        'Field "colour" is not defined by type "ProductsSearchWhere".',
      ],
      [
        'an unknown order',
        '{ productsSearch(order: CHEAPEST) { total } }',
        'Value "CHEAPEST" does not exist in "ProductOrder" enum.',
      ],
      [
        'both keys of a unique where',
        '{ product(where: { id: "1", slug: "x" }) { id } }',
        'OneOf Input Object "ProductWhereUnique" must specify exactly one key.',
      ],
      ['an unknown field', '{ products { id } }', 'Cannot query field "products" on type "Query".'],
    ])('refuses %s as a validation error', async (_, query, message) => {
      expect(await firstError(query)).toMatchObject({
        message: expect.stringContaining(message),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', statusCode: 400 },
      });
    });

    it('refuses a variable of the wrong type', async () => {
      const error = await firstError(
        'query($first: Int, $skip: Int) { productsSearch(first: $first, skip: $skip) { total } }',
        { first: 5, skip: 'abc' },
      );
      expect(error).toMatchObject({
        message: expect.stringContaining('"$skip" got invalid value "abc"'),
        extensions: { code: 'BAD_USER_INPUT', statusCode: 400 },
      });
    });

    it.each([
      [
        'a malformed product id',
        '{ product(where: { id: "12abc" }) { id } }',
        'product',
        'Not a valid product id: "12abc".',
      ],
      [
        'a malformed taxonomy id',
        '{ taxonomy(where: { id: "-1" }) { id } }',
        'taxonomy',
        'Not a valid taxonomy id: "-1".',
      ],
      [
        'too many ids',
        `{ suggestedProducts(where: { ids: [${Array.from({ length: 101 }, (_, n) => `"${n + 1}"`).join(',')}] }) { id } }`,
        'suggestedProducts',
        'At most 100 ids are accepted, not 101.',
      ],
      [
        'too many part numbers',
        `{ catalogRelated(where: { partNumbers: [${Array.from({ length: maxPartNumbers + 1 }, (_, n) => `"P${n}"`).join(',')}] }) { id } }`,
        'catalogRelated',
        `At most ${maxPartNumbers} part numbers are accepted, not ${maxPartNumbers + 1}.`,
      ],
    ])('answers %s with BAD_USER_INPUT on its field', async (_, query, field, message) => {
      expect(await firstError(query)).toMatchObject({
        message,
        path: [field],
        extensions: { code: 'BAD_USER_INPUT', statusCode: 400 },
      });
    });

    it('does not suggest field names to whoever probes the schema', async () => {
      expect((await firstError('{ suggestion { all } }')).message).not.toContain('Did you mean');
    });
  });

  describe('requests that do not parse', () => {
    const send = async (init: RequestInit, query = '') => {
      const response = await api.yoga.fetch(
        new Request(`http://shop.test${graphqlEndpoint}${query}`, {
          ...init,
          headers: { ...headersFor(), ...(init.headers as Record<string, string>) },
        }),
      );
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: unknown;
          errors: { message: string; extensions: Record<string, unknown> }[];
        },
      };
    };

    it.each([
      [
        'a POST whose query is cut short',
        () =>
          send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ brands { id "}' }),
      ],
      ['a GET whose query is a stray percent sign', () => send({}, '?query=%')],
      [
        'an application/graphql body that does not parse',
        () => send({ method: 'POST', headers: { 'content-type': 'application/graphql' }, body: '{ brands { id ' }),
      ],
    ])('answers %s with 400 GRAPHQL_PARSE_FAILED', async (_, call) => {
      const { status, body } = await call();
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Syntax Error/),
          extensions: { code: 'GRAPHQL_PARSE_FAILED', statusCode: 400 },
        }),
      ]);
    });

    it.each([
      ['variables', '?query=%7Bbrands%7Bid%7D%7D&variables=%7B%22a'],
      ['extensions', '?query=%7Bbrands%7Bid%7D%7D&extensions=%7B%22a%22'],
    ])('answers a GET whose %s are not JSON with 400 BAD_USER_INPUT, not as a fault', async (name, query) => {
      const { status, body } = await send({}, query);
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `The ${name} parameter is not JSON.`,
          extensions: { code: 'BAD_USER_INPUT', statusCode: 400 },
        }),
      ]);
    });

    it('answers a query that does not validate with 400 too, as its statusCode says', async () => {
      const response = await api.post({ query: '{ products { id } }' });
      expect(response.status).toBe(400);
    });
  });

  describe('text the database cannot store', () => {
    const refused = {
      status: 400,
      errors: [
        expect.objectContaining({
          message: nulRefusedMessage,
          extensions: { code: 'BAD_USER_INPUT', statusCode: 400 },
        }),
      ],
    };

    it.each([
      [
        'a query’s variable',
        () => api.post({ query: 'query($id: String!) { receipt(id: $id) { number } }', variables: { id: 'a\u0000b' } }),
      ],
      ['a persisted query’s variable', () => api.post(persistedRequest(ReceiptDocument, { id: '\u0000' }))],
      ['a variable by GET', () => api.get(persistedRequest(ProductDocument, { where: { slug: 'pump\u0000' } }))],
      [
        'a mutation’s nested input',
        () =>
          api.post(
            persistedRequest(RegisterDocument, {
              input: { email: 'nul@example.com', password: 'correct horse\u0000battery' },
            }),
          ),
      ],
      [
        'a variable the operation does not even use',
        () => api.post({ query: '{ suggestions { all } }', variables: { unused: ['x', { deep: '\u0000' }] } }),
      ],
      ['a string literal', () => api.post({ query: '{ receipt(id: "a\\u0000b") { number } }' })],
      ['a block string literal', () => api.post({ query: `{ receipt(id: \"\"\"a\u0000b\"\"\") { number } }` })],
    ])('refuses a NUL byte in %s with 400 BAD_USER_INPUT before anything runs', async (_, call) => {
      const response = await call();
      expect(response).toMatchObject(refused);
      expect(response.data).toBeUndefined();
    });

    it.each([
      [
        'a lone surrogate in a variable',
        () => api.post({ query: 'query($id: String!) { receipt(id: $id) { number } }', variables: { id: 'a\ud800b' } }),
      ],
      ['a lone surrogate in a slug', () => api.post(persistedRequest(ProductDocument, { where: { slug: '\udc00' } }))],
      [
        'bytes that are not UTF-8',
        async () => {
          const body = Buffer.concat([
            Buffer.from('{"query":"query($id: String!) { receipt(id: $id) { number } }","variables":{"id":"a'),
            Buffer.from([0xff, 0xfe, 0xc3]),
            Buffer.from('"}}'),
          ]);
          const response = await api.yoga.fetch(
            new Request(`http://shop.test${graphqlEndpoint}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headersFor() },
              body,
            }),
          );
          return { status: response.status, text: await response.text() };
        },
      ],
    ])('reads %s as the text it decodes to: not found, never a fault', async (_, call) => {
      const response = await call();
      expect(response.status).toBe(200);
      expect(response.text).toContain('null');
      expect(response.text).not.toContain('INTERNAL_SERVER_ERROR');
    });
  });

  describe('half of a surrogate pair', () => {
    it('is read as U+FFFD where the input is stored as JSON (a queued password reset), never a fault', async () => {
      const response = await api.post(
        persistedRequest(RequestPasswordResetDocument, { email: 'maria\ud800@example.gr' }),
      );
      expect(response.status).toBe(200);
      expect(response.errors).toBeUndefined();
    });

    it('is refused in a string literal by the parser with 400', async () => {
      const response = await api.post({ query: '{ receipt(id: "a\\ud800b") { number } }' });
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED' });
    });
  });

  describe('limits', () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    it.each([
      [
        'too deep',
        `{ __type(name: "Product") { fields { type { ${nested(operationLimits.depth)} } } } }`,
        `Query depth limit of ${operationLimits.depth} exceeded`,
      ],
      [
        'too costly (a literal first multiplies the cost)',
        '{ productsSearch(first: 1000) { nodes { id name price { formatted } image { small srcset } brand { name } } } }',
        'Query Cost limit of',
      ],
      [
        'too many aliases',
        `{ ${Array.from({ length: operationLimits.aliases + 1 }, (_, n) => `a${n}: suggestions { all }`).join(' ')} }`,
        'Aliases limit of',
      ],
    ])('refuses an operation %s before running it', async (_, query, message) => {
      const response = await api.post({ query });
      expect(response.status).toBe(400);
      expect(response.data).toBeUndefined();
      expect(response.errors).toEqual([
        { message: expect.stringContaining(message), extensions: { code: 'QUERY_TOO_COMPLEX', statusCode: 400 } },
      ]);
    });

    it('lets a literal first of 100, the largest page, through', async () => {
      const response = await api.post({
        query:
          '{ productsSearch(first: 100) { nodes { id name sku mpn price { formatted } salePrice { formatted } image { alt small srcset } condition { name } brand { name } } } }',
      });
      expect(response.errors).toBeUndefined();
    });
  });

  describe('unexpected faults', () => {
    const leak = 'relation "secret_table" does not exist at /work/main/src/server/db/client.ts:42';
    const failure = () => Object.assign(new Error(leak), { query: 'select * from secret_table' });
    // Every query method fails; `then` is left alone so that the database can still be awaited.
    const failingDatabase = new Proxy(
      {},
      {
        get: (_, key) =>
          key === 'then'
            ? undefined
            : () => {
                throw failure();
              },
      },
    );

    it('logs a failed query’s statement and the database’s reason, never the values it was given', async () => {
      const logged: unknown[][] = [];
      const record = (...args: unknown[]) => logged.push(args);
      const cause = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
      const failed = new DrizzleQueryError(
        'select "number" from "orders" where "orders"."receipt_id" = $1',
        ['receipt-4f1c9e'],
        cause,
      );
      const failing = new Proxy(
        {},
        {
          get: (_, key) =>
            key === 'then'
              ? undefined
              : () => {
                  throw failed;
                },
        },
      );
      const logging = { debug: () => {}, info: () => {}, warn: record, error: record };
      const response = await testApi({ db: failing as Database['db'] }, { logging }).post({
        query: '{ suggestions { all } }',
      });
      expect(response.errors).toEqual([
        expect.objectContaining({
          message: 'Unexpected error.',
          extensions: { code: 'INTERNAL_SERVER_ERROR', statusCode: 500 },
        }),
      ]);
      expect(logged).toHaveLength(1);
      const [error] = logged[0] as [Error];
      // The shop's settings are read for the request before any resolver runs, so the path may not be known yet.
      expect(error.message).toMatch(
        /^Query select "number" from "orders" where "orders"\."receipt_id" = \$1 failed: 22P02 invalid input syntax for type uuid( \(GraphQL path suggestions\))?$/,
      );
      expect(JSON.stringify(logged) + error.stack + String(Object.values(error))).not.toContain('receipt-4f1c9e');
    });

    it.each([
      ['a failing query', testApi({ db: failingDatabase as Database['db'] })],
      [
        'a database that does not open',
        testApi({ db: undefined as unknown as Database['db'] }, { database: () => Promise.reject(new Error(leak)) }),
      ],
    ])('answers %s with "Unexpected error." and code only: no message, stack or SQL', async (_, failing) => {
      const response = await failing.post({ query: '{ suggestions { all } }' });
      expect(response.errors).toEqual([
        expect.objectContaining({
          message: 'Unexpected error.',
          extensions: { code: 'INTERNAL_SERVER_ERROR', statusCode: 500 },
        }),
      ]);
      expect(response.text).not.toMatch(/secret_table|client\.ts|stack|originalError/);
    });
  });
});
