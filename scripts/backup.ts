import { config } from '@/server/config';
import { sharedStorage } from '@/server/storage';
import { backupShop } from './lib/backup/backup';

/**
 * `npm run backup`: the database (pg_dump, custom format) and every stored file into one dated folder under
 * BACKUP_DIR with a manifest of checksums, keeping the newest BACKUP_KEEP backups. Safe while the shop runs.
 */
const settings = config();
const started = performance.now();
try {
  const { path, manifest } = await backupShop({
    databaseUrl: settings.databaseUrl,
    storage: sharedStorage(settings),
    dir: settings.backup.dir,
    keep: settings.backup.keep,
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const bytes = manifest.database.bytes + manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Backed up ${rows} rows (${Object.keys(manifest.database.tables).length} tables, orders: ${manifest.database.tables.orders ?? 0}) and ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(`  ${path}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
