/**
 * A worker process for the killed-worker test (killed-worker.test.ts): it takes the queue's next job on the database
 * of its environment (KILLABLE_DATABASE_URL, else the PGlite folder KILLABLE_PGLITE_DIR) with a lease of
 * KILLABLE_LEASE_SECONDS, writes "started <subject>" to KILLABLE_MARKER and then hangs mid-job until it is killed.
 */
import { appendFileSync } from 'node:fs';
import { openDatabase } from '@/server/db/client';
import type { JobPayloads } from '../job-kinds';
import { runDueJobs, type JobHandlers } from '../worker';

const env = process.env;
const database = await openDatabase(
  env.KILLABLE_DATABASE_URL ? { url: env.KILLABLE_DATABASE_URL, poolSize: 2 } : { pgliteDir: env.KILLABLE_PGLITE_DIR! },
);
const hangs = async (_: null, mail: JobPayloads['send-email']) => {
  appendFileSync(env.KILLABLE_MARKER!, `started ${mail.subject}\n`);
  await new Promise(() => {});
};
await runDueJobs({
  db: database.db,
  deps: null,
  handlers: { 'send-email': hangs } as unknown as JobHandlers<null>,
  leaseSeconds: Number(env.KILLABLE_LEASE_SECONDS ?? 60),
});
