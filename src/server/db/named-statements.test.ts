import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from './client';
import { statementNames } from './named-statements';
import { shopSettings } from './schema';
import { openScratchPostgres } from './testing';

describe('statementNames', () => {
  it('names the same text alike and different texts apart, up to its limit', () => {
    const name = statementNames(2);
    const first = name('select $1');
    expect(first).toMatch(/^s[\w-]{20}$/);
    expect(name('select $1')).toBe(first);
    const second = name('select $1, $2');
    expect(second).not.toBe(first);
    expect(name('select $1, $2, $3')).toBeNull();
    expect(name('select $1')).toBe(first);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('queries with parameters on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openScratchPostgres(adminUrl!);
  });
  afterAll(() => database.close());

  const preparedOnThisConnection = sql`select statement from pg_prepared_statements where statement like '%shop_settings%'`;

  it('are prepared once per connection and answer as before, each time', async () => {
    const [first, second, prepared] = await database.db.transaction(async (tx) => {
      const read = () => tx.select().from(shopSettings).where(eq(shopSettings.id, 'none'));
      return [await read(), await read(), rowsOf<{ statement: string }>(await tx.execute(preparedOnThisConnection))];
    });
    expect(first).toEqual([]);
    expect(second).toEqual([]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.statement).toContain('"shop_settings"."id" = $1');
  });

  it('without parameters still run unprepared, several statements in one text too', async () => {
    // pg answers several statements with a result each; prepared, PostgreSQL would refuse the text.
    await expect(database.db.execute(sql.raw('select 1 as one; select 2 as two'))).resolves.toHaveLength(2);
    const unprepared = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 3 as three`);
      return rowsOf(
        await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like 'select 3%'`),
      );
    });
    expect(unprepared).toEqual([{ n: 0 }]);
  });
});
