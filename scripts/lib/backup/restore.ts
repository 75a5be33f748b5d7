import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { stockLedgerMismatches } from '@/server/domains/stock';
import type { ShopStorage } from '@/server/storage';
import { copyStorageIn, damagedCopies, fileCount, sha256 } from './backup-files';
import { manifestFile, pgliteRefusal, type BackupManifest } from './backup';
import {
  clientMajorVersion,
  createDatabaseIfMissing,
  libpqEnv,
  runTool,
  tableCounts,
  withClient,
} from './postgres-tools';

/** Reads a backup's manifest and checks the dump and every file against their checksums; throws on any damage. */
export async function verifyBackup(backupDir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(backupDir, manifestFile), 'utf8').catch(() => {
    throw new Error(`${backupDir} is not a complete backup: it has no ${manifestFile}.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${backupDir}: unknown backup format ${String(manifest.format)}.`);
  const dump = await fs.readFile(path.join(backupDir, manifest.database.file)).catch(() => null);
  const damaged = [
    ...(!dump || sha256(dump) !== manifest.database.sha256 ? [manifest.database.file] : []),
    ...(await damagedCopies(backupDir, manifest.files)),
  ];
  if (damaged.length > 0)
    throw new Error(
      `The backup ${backupDir} is damaged: ${damaged.length} file(s) missing or not matching their checksum: ${damaged.slice(0, 10).join(', ')}`,
    );
  return manifest;
}

export type RestoreReport = {
  tables: number;
  rows: number;
  files: number;
  /** Tables whose restored row count differs from the backup's snapshot. */
  countMismatches: { table: string; backedUp: number; restored: number }[];
  /** Variants whose on-hand stock is not the sum of their movements (`npm run stock:verify`). */
  ledgerMismatches: number;
};

/**
 * Restores a verified backup into a fresh database (made when the server has none of that name; one with tables is
 * refused) and an empty storage, then checks what it restored: every table's row count against the backup's
 * snapshot, the stock ledger, and every file's checksum as the new storage returns it.
 */
export async function restoreShop(settings: {
  backupDir: string;
  databaseUrl: string | undefined;
  storage: ShopStorage;
}): Promise<RestoreReport> {
  if (!settings.databaseUrl) throw new Error(pgliteRefusal);
  const databaseUrl = settings.databaseUrl;
  const manifest = await verifyBackup(settings.backupDir);
  const pgRestore = clientMajorVersion('pg_restore');
  if (pgRestore.major < manifest.database.pgDumpMajor)
    throw new Error(
      `pg_restore ${pgRestore.major} cannot read a dump of pg_dump ${manifest.database.pgDumpMajor}: install postgresql-client-${manifest.database.pgDumpMajor}.`,
    );
  // A managed server may not let this user create databases; then the database must exist already.
  await createDatabaseIfMissing(databaseUrl).catch(() => false);
  const existing = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ total: string }>(
      "select count(*) as total from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.total);
  });
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (existing > 0)
    throw new Error(`Restore into a fresh database: ${name} already has ${existing} table(s). Create a new one.`);
  if ((await fileCount(settings.storage)) > 0)
    throw new Error(
      'Restore into empty storage: the configured storage already holds files (STORAGE, DATA_DIR or S3_BUCKET).',
    );

  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${name}`,
      path.join(settings.backupDir, manifest.database.file),
    ],
    libpqEnv(databaseUrl),
  );
  await copyStorageIn(settings.storage, settings.backupDir, manifest.files);

  const restored = await withClient(databaseUrl, tableCounts);
  const countMismatches = Object.entries(manifest.database.tables)
    .filter(([table, rows]) => restored[table] !== rows)
    .map(([table, backedUp]) => ({ table, backedUp, restored: restored[table] ?? 0 }));
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const ledger = await stockLedgerMismatches(database.db).finally(() => database.close());
  return {
    tables: Object.keys(restored).length,
    rows: Object.values(restored).reduce((sum, rows) => sum + rows, 0),
    files: manifest.files.length,
    countMismatches,
    ledgerMismatches: ledger.length,
  };
}
