import { config } from '@/server/config';
import { databaseTarget } from '@/server/db';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

/** Opens the database the server would use (same configuration) and brings its schema up to date. */
export async function openMigratedDatabase(): Promise<Database> {
  const database = await openDatabase(databaseTarget(config()));
  await migrateDatabase(database);
  return database;
}
