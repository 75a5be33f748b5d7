import { config } from '@/server/config';
import { databaseTarget } from '@/server/db';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { upgradeSearchDocuments } from '@/server/domains/search';

/**
 * Opens the database the server would use (same configuration) and brings its schema up to date, and its search
 * documents when a release changed their shape.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const database = await openDatabase(databaseTarget(config()));
  await migrateDatabase(database);
  if (await database.db.transaction((tx) => upgradeSearchDocuments(tx)))
    console.log('Search documents rebuilt in their new shape.');
  return database;
}
