import type { Config } from '@/server/config';
import { publishCatalogueDb, readManifest } from '@/server/domains/catalog';
import { sharedStorage } from '@/server/storage';
import { openMigratedDatabase } from './database';
import { loadDemoCatalogueIfEmpty } from './demo-data';

/**
 * What a start does once before any server runs: migrate, load the demo catalogue into an empty shop, and publish
 * the parts catalogue's static database when none exists. Returns the kind of database it prepared.
 */
export async function prepareShop(settings: Config): Promise<'postgres' | 'pglite'> {
  const database = await openMigratedDatabase();
  try {
    if (settings.demoData) await loadDemoCatalogueIfEmpty(database.db, settings);
    // A shop imported before the parts catalogue existed gets its static database now; imports keep it current.
    const files = sharedStorage(settings).public;
    if (!(await readManifest(files))) await publishCatalogueDb(database.db, files);
    return database.kind;
  } finally {
    // PGlite lets one process at a time open its data directory: the server opens it next.
    await database.close();
  }
}
