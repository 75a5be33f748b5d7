import { config } from '@/server/config';
import { sharedStorage } from '@/server/storage';
import { restoreShop, verifyBackup } from './lib/backup/restore';

/**
 * `npm run restore -- <backup folder> [--verify-only]`: checks the backup's checksums, then restores it into the
 * database of DATABASE_URL (made when missing; it must have no tables) and the storage of STORAGE (it must be empty),
 * and checks the result: row counts per table, the stock ledger, every file.
 */
const [backupDir, flag] = process.argv.slice(2);
if (!backupDir || (flag && flag !== '--verify-only')) {
  console.error('Usage: npm run restore -- <backup folder> [--verify-only]');
  process.exit(2);
}
const settings = config();
try {
  if (flag === '--verify-only') {
    const manifest = await verifyBackup(backupDir);
    console.log(
      `The backup of ${manifest.createdAt} is whole: the dump and ${manifest.files.length} files match their checksums.`,
    );
  } else {
    const report = await restoreShop({
      backupDir,
      databaseUrl: settings.databaseUrl,
      storage: sharedStorage(settings),
    });
    console.log(`Restored ${report.rows} rows in ${report.tables} tables and ${report.files} files.`);
    for (const each of report.countMismatches)
      console.error(`  ${each.table}: ${each.restored} rows restored, ${each.backedUp} backed up`);
    if (report.ledgerMismatches > 0)
      console.error(`  ${report.ledgerMismatches} variant(s) whose stock is not the sum of their movements`);
    if (report.countMismatches.length === 0 && report.ledgerMismatches === 0)
      console.log('Row counts match the backup and the stock ledger is whole.');
    else process.exitCode = 1;
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
