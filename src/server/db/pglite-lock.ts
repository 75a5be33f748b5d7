import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite's files may be opened by one process only: a second opener (the importer while the server runs)
 * would corrupt them. The opener leaves its process id beside the data; a live one keeps others out.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = path.join(dir, 'opened-by.pid');
  const holder = Number(readOrEmpty(file));
  if (holder && holder !== process.pid && isAlive(holder))
    throw new Error(
      `The database in ${dir} is in use by process ${holder} (the shop's server?). Stop it first, or use PostgreSQL (DATABASE_URL) to import while the shop runs.`,
    );
  fs.writeFileSync(file, String(process.pid));
  const release = () => {
    if (readOrEmpty(file) === String(process.pid)) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
