import { inspect } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createGraphQLError } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loggableError, redactQueryValuesInLogs } from './loggable-error';

/** A failed query reaches the server's log as its statement and the database's reason, never with the values it was given. */
const statement = 'select "number" from "orders" where "orders"."receipt_id" = $1';
const receiptId = 'Zr4-receipt-id-of-a-customer';
const databaseError = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const failedQuery = (params: unknown[] = [receiptId]) => new DrizzleQueryError(statement, params, databaseError());
const everythingLogged = (value: unknown) =>
  `${inspect(value, { depth: 5 })}\n${value instanceof Error ? value.stack : ''}`;

describe('loggableError', () => {
  it('keeps the statement and the database’s code and message, not the values', () => {
    const logged = loggableError(failedQuery());
    expect(logged).toBeInstanceOf(Error);
    expect((logged as Error).message).toBe(
      `Query ${statement} failed: 57P01 terminating connection due to administrator command`,
    );
    expect(everythingLogged(logged)).not.toContain(receiptId);
    expect((logged as Error).stack).toMatch(/\n\s+at /);
  });

  it('finds the failed query inside a GraphQL error and names its path', () => {
    const error = createGraphQLError(failedQuery().message, { originalError: failedQuery(), path: ['receipt'] });
    const logged = loggableError(error) as Error;
    expect(logged.message).toMatch(/failed: 57P01 .* \(GraphQL path receipt\)$/);
    expect(everythingLogged(logged)).not.toContain(receiptId);
  });

  it('keeps Next’s digest, so the error page a visitor saw can be found in the log', () => {
    const logged = loggableError(Object.assign(failedQuery(), { digest: '558005278' }));
    expect(logged).toMatchObject({ digest: '558005278' });
  });

  it('drops values that look like lines of a stack', () => {
    const logged = loggableError(failedQuery([`x\n    at ${receiptId} (forged.js:1:1)`]));
    expect(everythingLogged(logged)).not.toContain(receiptId);
  });

  it('leaves every other error as it is', () => {
    const other = new Error('something else');
    expect(loggableError(other)).toBe(other);
    expect(loggableError('text')).toBe('text');
  });
});

describe('redactQueryValuesInLogs', () => {
  it('passes whatever is logged through loggableError, once however often it is installed', () => {
    const lines: unknown[][] = [];
    const write = (...args: unknown[]) => lines.push(args);
    const target = { error: write, warn: write, info: write, log: write, debug: write } as unknown as Console;
    redactQueryValuesInLogs(target);
    redactQueryValuesInLogs(target);
    target.error('⨯', failedQuery());
    target.warn('Shop layout: could not read features', failedQuery(), 'and more');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual(['Shop layout: could not read features', expect.any(Error), 'and more']);
    expect(everythingLogged(lines)).not.toContain(receiptId);
  });
});
