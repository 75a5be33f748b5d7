import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf, type Database } from './client';
import { openScratchPostgres } from './testing';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The server ends the shop's connections (a restart, a failover, pg_terminate_backend) while queries run, while a
 * transaction holds its connection between statements, and while others wait idle in the pool: those queries fail,
 * nothing escapes as an uncaught exception, and the next query gets a new connection.
 */
describe.skipIf(!adminUrl)('PostgreSQL connections ended by the server', () => {
  let database: Extract<Database, { kind: 'postgres' }>;
  const escaped: unknown[] = [];
  const keep = (error: unknown) => escaped.push(error);

  beforeAll(async () => {
    database = (await openScratchPostgres(adminUrl!)) as typeof database;
    process.on('uncaughtException', keep);
    process.on('unhandledRejection', keep);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    process.off('uncaughtException', keep);
    process.off('unhandledRejection', keep);
    await database.close();
  });

  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const backends = async (name: string) =>
    admin(
      async (client) =>
        (
          await client.query<{ pid: number; query: string }>(
            'select pid, query from pg_stat_activity where datname = $1',
            [name],
          )
        ).rows,
    );
  const until = async (ready: () => Promise<boolean>) => {
    for (let tries = 0; !(await ready()); tries++) {
      if (tries > 100) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('fails the queries and the transaction that used them, handles every error event once, and serves the next query', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, pool } = database;
    const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`)) as [
      { name: string },
    ];
    // Every connection of the pool open, then idle.
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.totalCount).toBe(4);

    let killed!: () => void;
    const afterKill = new Promise<void>((resolve) => (killed = resolve));
    let inTransaction!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (inTransaction = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inTransaction();
      // The connection sits idle in the transaction, no query on it, when the server ends it.
      await afterKill;
      await tx.execute(sql`select 1`);
    });
    const sleepers = [db.execute(sql`select pg_sleep(30)`), db.execute(sql`select pg_sleep(30)`)];
    const outcomes = Promise.allSettled([transaction, ...sleepers]);
    await transactionStarted;
    await until(
      async () => (await backends(name)).filter((backend) => backend.query.includes('pg_sleep(30)')).length === 2,
    );

    const terminated = await admin(
      async (client) =>
        (
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          )
        ).rowCount,
    );
    expect(terminated).toBe(4);
    await until(async () => (await backends(name)).length === 0);
    await pause(200);
    killed();

    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(rowsOf<{ one: number }>(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    await pause(200);
    expect(escaped).toEqual([]);
    // Once per lost connection at most: the two that had no query running report it; those that did may not.
    const lost = warnings.mock.calls.filter(([line]) => String(line).startsWith('PostgreSQL connection lost'));
    expect(lost.length).toBeGreaterThanOrEqual(2);
    expect(lost.length).toBeLessThanOrEqual(terminated!);
  });
});
