import 'server-only';
import { config, type Config } from '@/server/config';
import { openDatabase, type Database } from './client';

export { rowsOf, type Db, type Queryable, type Tx } from './client';

export function databaseTarget(settings: Config) {
  return settings.databaseUrl
    ? { url: settings.databaseUrl, poolSize: settings.databasePoolSize }
    : { pgliteDir: settings.pgliteDir };
}

const holder = globalThis as typeof globalThis & { shopDatabase?: Promise<Database> };

/** One database per process (PGlite allows one opener of its data directory; dev reloads keep it). */
export function sharedDatabase(): Promise<Database> {
  holder.shopDatabase ??= openDatabase(databaseTarget(config())).catch((error: unknown) => {
    holder.shopDatabase = undefined; // let the next request try again
    throw error;
  });
  return holder.shopDatabase;
}
