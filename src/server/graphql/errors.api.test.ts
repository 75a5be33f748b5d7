import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { maxPartNumbers } from './inputs';
import { operationLimits } from './limits';
import { testApi } from './testing';

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
      ['a non-numeric first', '{ productsSearch(first: "ten") { total } }', 'Int cannot represent non-integer value: "ten"'],
      ['a fractional skip', '{ productsSearch(skip: 1.5) { total } }', 'Int cannot represent non-integer value: 1.5'],
      ['an unknown where key', '{ productsSearch(where: { colour: "red" }) { total } }', 'Field "colour" is not defined by type "ProductsSearchWhere".'],
      ['an unknown order', '{ productsSearch(order: CHEAPEST) { total } }', 'Value "CHEAPEST" does not exist in "ProductOrder" enum.'],
      ['both keys of a unique where', '{ product(where: { id: "1", slug: "x" }) { id } }', 'OneOf Input Object "ProductWhereUnique" must specify exactly one key.'],
      ['an unknown field', '{ products { id } }', 'Cannot query field "products" on type "Query".'],
    ])('refuses %s as a validation error', async (_, query, message) => {
      expect(await firstError(query)).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'GRAPHQL_VALIDATION_FAILED', statusCode: 400 } });
    });

    it('refuses a variable of the wrong type', async () => {
      const error = await firstError('query($first: Int, $skip: Int) { productsSearch(first: $first, skip: $skip) { total } }', { first: 5, skip: 'abc' });
      expect(error).toMatchObject({ message: expect.stringContaining('"$skip" got invalid value "abc"'), extensions: { code: 'BAD_USER_INPUT', statusCode: 400 } });
    });

    it.each([
      ['a malformed product id', '{ product(where: { id: "12abc" }) { id } }', 'product', 'Not a valid product id: "12abc".'],
      ['a malformed taxonomy id', '{ taxonomy(where: { id: "-1" }) { id } }', 'taxonomy', 'Not a valid taxonomy id: "-1".'],
      ['too many ids', `{ suggestedProducts(where: { ids: [${Array.from({ length: 101 }, (_, n) => `"${n + 1}"`).join(',')}] }) { id } }`, 'suggestedProducts', 'At most 100 ids are accepted, not 101.'],
      [
        'too many part numbers',
        `{ catalogRelated(where: { partNumbers: [${Array.from({ length: maxPartNumbers + 1 }, (_, n) => `"P${n}"`).join(',')}] }) { id } }`,
        'catalogRelated',
        `At most ${maxPartNumbers} part numbers are accepted, not ${maxPartNumbers + 1}.`,
      ],
    ])('answers %s with BAD_USER_INPUT on its field', async (_, query, field, message) => {
      expect(await firstError(query)).toMatchObject({ message, path: [field], extensions: { code: 'BAD_USER_INPUT', statusCode: 400 } });
    });

    it('does not suggest field names to whoever probes the schema', async () => {
      expect((await firstError('{ suggestion { all } }')).message).not.toContain('Did you mean');
    });
  });

  describe('limits', () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    it.each([
      ['too deep', `{ __type(name: "Product") { fields { type { ${nested(operationLimits.depth)} } } } }`, `Query depth limit of ${operationLimits.depth} exceeded`],
      ['too costly (a literal first multiplies the cost)', '{ productsSearch(first: 1000) { nodes { id name price { formatted } image { small srcset } brand { name } } } }', 'Query Cost limit of'],
      ['too many aliases', `{ ${Array.from({ length: operationLimits.aliases + 1 }, (_, n) => `a${n}: suggestions { all }`).join(' ')} }`, 'Aliases limit of'],
    ])('refuses an operation %s before running it', async (_, query, message) => {
      const response = await api.post({ query });
      expect(response.status).toBe(400);
      expect(response.data).toBeUndefined();
      expect(response.errors).toEqual([{ message: expect.stringContaining(message), extensions: { code: 'QUERY_TOO_COMPLEX', statusCode: 400 } }]);
    });

    it('lets a literal first of 100, the largest page, through', async () => {
      const response = await api.post({ query: '{ productsSearch(first: 100) { nodes { id name sku mpn price { formatted } salePrice { formatted } image { alt small srcset } condition { name } brand { name } } } }' });
      expect(response.errors).toBeUndefined();
    });
  });

  describe('unexpected faults', () => {
    const leak = 'relation "secret_table" does not exist at /work/main/src/server/db/client.ts:42';
    const failure = () => Object.assign(new Error(leak), { query: 'select * from secret_table' });
    // Every query method fails; `then` is left alone so that the database can still be awaited.
    const failingDatabase = new Proxy({}, { get: (_, key) => (key === 'then' ? undefined : () => { throw failure(); }) });

    it.each([
      ['a failing query', testApi({ db: failingDatabase as Database['db'] })],
      ['a database that does not open', testApi({ db: undefined as unknown as Database['db'] }, { database: () => Promise.reject(new Error(leak)) })],
    ])('answers %s with "Unexpected error." and code only: no message, stack or SQL', async (_, failing) => {
      const response = await failing.post({ query: '{ suggestions { all } }' });
      expect(response.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', statusCode: 500 } })]);
      expect(response.text).not.toMatch(/secret_table|client\.ts|stack|originalError/);
    });
  });
});
