import fs from 'node:fs/promises';
import path from 'node:path';
import type { ShopStorage } from '@/server/storage';
import { copyStorageOut, sha256, type BackedUpFile } from './backup-files';
import { clientMajorVersion, libpqEnv, runTool, serverVersion, tableCounts, withClient } from './postgres-tools';

/** `manifest.json` of a backup folder: what it holds and the checksum of every piece. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    /** `pg_dump --version` and the server's version, for the restore's own check. */
    pgDump: string;
    pgDumpMajor: number;
    server: string;
    /** Rows per table in the dump's snapshot; a restore must find the same. */
    tables: Record<string, number>;
  };
  files: BackedUpFile[];
};

export type BackupSettings = {
  databaseUrl: string | undefined;
  storage: ShopStorage;
  /** The folder that holds the dated backups. */
  dir: string;
  /** How many complete backups to keep (the oldest go first). */
  keep: number;
  now?: Date;
};

export const dumpFile = 'database.dump';
export const manifestFile = 'manifest.json';
/** Backup folders are named by their UTC time, so that names sort as times do: `2026-11-24T02-00-00Z`. */
const backupName = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/;
const nameOf = (time: Date) =>
  time
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

export const pgliteRefusal =
  'Backups need PostgreSQL (DATABASE_URL): pg_dump cannot read the embedded PGlite. For a PGlite shop, stop it and copy DATA_DIR.';

/**
 * Backs up a running shop into one dated folder: the database with `pg_dump` (custom format) and every stored file,
 * each with its SHA-256 in `manifest.json`. The folder appears under its final name only when complete. The row
 * counts come from the very snapshot the dump reads; files are copied after it, so a file added meanwhile may be in
 * the backup without its row (harmless), never a row without its file unless that file was deleted meanwhile.
 */
export async function backupShop(settings: BackupSettings): Promise<{ path: string; manifest: BackupManifest }> {
  if (!settings.databaseUrl) throw new Error(pgliteRefusal);
  const databaseUrl = settings.databaseUrl;
  const pgDump = clientMajorVersion('pg_dump');
  const now = settings.now ?? new Date();
  const name = nameOf(now);
  const partial = path.join(settings.dir, `${name}.partial`);
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true });

  const database = await withClient(databaseUrl, async (client) => {
    const server = await serverVersion(client);
    if (pgDump.major < server.major)
      throw new Error(
        `pg_dump ${pgDump.major} cannot dump a PostgreSQL ${server.major} server: install postgresql-client-${server.major}.`,
      );
    // One snapshot for the counts and the dump, held open while pg_dump reads it.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await tableCounts(client);
    const target = path.join(partial, dumpFile);
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${target}`, '--no-password'],
      libpqEnv(databaseUrl),
    );
    await client.query('commit');
    const bytes = await fs.readFile(target);
    return {
      file: dumpFile,
      bytes: bytes.byteLength,
      sha256: sha256(bytes),
      pgDump: pgDump.text,
      pgDumpMajor: pgDump.major,
      server: server.text,
      tables,
    };
  });
  const files = await copyStorageOut(settings.storage, partial);
  const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database, files };
  await fs.writeFile(path.join(partial, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  const finished = path.join(settings.dir, name);
  await fs.rm(finished, { recursive: true, force: true });
  await fs.rename(partial, finished);
  await pruneBackups(settings.dir, settings.keep);
  return { path: finished, manifest };
}

/** Keeps the newest `keep` complete backups; removes older ones and what interrupted runs left behind. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const complete = entries
    .filter((entry) => entry.isDirectory() && backupName.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  // An interrupted run's folder; a day old, so that a backup still running is never taken for one.
  const leftovers = [];
  for (const entry of entries)
    if (entry.isDirectory() && entry.name.endsWith('.partial')) {
      const { mtimeMs } = await fs.stat(path.join(dir, entry.name));
      if (Date.now() - mtimeMs > 24 * 3600 * 1000) leftovers.push(entry.name);
    }
  const removed = [...complete.slice(0, Math.max(0, complete.length - keep)), ...leftovers];
  for (const name of removed) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
