import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

/**
 * The databases every database test runs against: always the embedded PGlite, and PostgreSQL too
 * when TEST_DATABASE_URL is set. Each opened database is new, migrated and dropped on close. Under Vitest they start
 * from the run's migrated copies (test-templates.ts); elsewhere (benchmarks) they are migrated here.
 */
export type TestDatabase = { name: string; open(): Promise<Database> };

export const testDatabases: TestDatabase[] = [
  { name: 'PGlite', open: openFreshPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', open: () => openScratchPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];

async function openFreshPglite(): Promise<Database> {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) return openDatabase({ pgliteDir: 'memory://', from: new Blob([fs.readFileSync(dump)]) });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  return database;
}

/** A new, migrated database on the server of `adminUrl` (its own address in `url`), dropped again on close. */
export async function openScratchPostgres(adminUrl: string): Promise<Database & { url: string }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  await withAdmin(adminUrl, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
