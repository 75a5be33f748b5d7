import 'server-only';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the committed migrations that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migrateNodePg(drizzleNodePg(database.pool), { migrationsFolder });
  else await migratePglite(drizzlePglite(database.client), { migrationsFolder });
}
