import 'server-only';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database =
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> };

export type DatabaseTarget =
  | { url: string; poolSize?: number }
  /** `from`: a dump of a data directory to start from (tests: an already migrated database). */
  | { pgliteDir: string; from?: Blob };

/** PostgreSQL when a URL is given, otherwise PGlite (in memory for `memory://`). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      Client: NamedStatementClient,
    });
    reportLostConnections(pool);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const inMemory = target.pgliteDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(target.pgliteDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockPgliteDir(target.pgliteDir);
  const client = await PGlite.create(target.pgliteDir, {
    extensions: { unaccent, pg_trgm },
    ...(target.from ? { loadDataDir: target.from } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close().finally(unlock) };
}

/**
 * A connection the server ends (a restart, a failover, pg_terminate_backend, a dropped test database) emits 'error'
 * on its client, whether the client is idle in the pool or checked out by a query or a transaction; an 'error'
 * nobody listens to would end the process. The query or transaction using it fails on its own (its caller
 * answers "Unexpected error."), and the pool replaces the broken client at the next query. Each lost connection
 * is logged once, though it reports itself twice (the server's notice, then the closed socket).
 */
function reportLostConnections(pool: pg.Pool): void {
  const reported = new WeakSet<pg.PoolClient>();
  const report = (error: Error & { code?: string }, client: pg.PoolClient | undefined) => {
    if (client) {
      if (reported.has(client)) return;
      reported.add(client);
    }
    console.warn(`PostgreSQL connection lost: ${error.code ? `${error.code} ` : ''}${error.message}`);
  };
  pool.on('connect', (client) => client.on('error', (error) => report(error, client)));
  // The pool re-emits the errors of idle clients, already reported by the listener above.
  pool.on('error', (error, client) => report(error, client));
}

/** Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
