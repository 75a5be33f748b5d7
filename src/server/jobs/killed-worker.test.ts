import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { openScratchPostgres } from '@/server/db/testing';
import type { JobPayloads } from './job-kinds';
import { jobs } from './jobs.tables';
import { enqueue } from './queue';
import { runDueJobs, type JobHandlers } from './worker';

/**
 * A database two processes can open one after the other (PGlite: a folder; PostgreSQL: a scratch database), and
 * how to point the killable worker at it.
 */
type Target = {
  name: string;
  open(): Promise<{ database: Database; env: Record<string, string>; drop(): Promise<void> }>;
};

const targets: Target[] = [
  {
    name: 'PGlite',
    open: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'killed-worker-'));
      const database = await openDatabase({ pgliteDir: dir });
      await migrateDatabase(database);
      return {
        database,
        env: { KILLABLE_PGLITE_DIR: dir },
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
            return { database, env: { KILLABLE_DATABASE_URL: database.url }, drop: database.close };
          },
        },
      ]
    : []),
];

// Node itself with tsx's loader (not the tsx launcher, whose own child would outlive a SIGKILL of the launcher).
const node = path.resolve('node_modules/node/bin/node');

describe.each(targets)('a worker killed mid-job on $name', ({ name, open }) => {
  it('leaves the job to the next worker once its lease ends, which completes it', { timeout: 120_000 }, async () => {
    const opened = await open();
    const { env, drop } = opened;
    let database = opened.database;
    const marker = path.join(tmpdir(), `killed-worker-${process.pid}-${name}.txt`);
    rmSync(marker, { force: true });
    try {
      await enqueue({ db: database.db, now: () => new Date() }, 'send-email', {
        to: 'buyer@example.com',
        subject: 'interrupted',
        text: 'interrupted',
      });
      // PGlite is one process's: the test lets go of the folder while the worker has it.
      if (name === 'PGlite') await database.close();
      const child = spawn(
        node,
        ['--conditions=react-server', '--import', 'tsx', 'src/server/jobs/testing/killable-worker.ts'],
        {
          env: { ...process.env, ...env, KILLABLE_MARKER: marker, KILLABLE_LEASE_SECONDS: '60' },
          stdio: 'ignore',
        },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await expect
        .poll(() => existsSync(marker) && readFileSync(marker, 'utf8'), { timeout: 60_000 })
        .toBe('started interrupted\n');
      child.kill('SIGKILL');
      await exited;

      if (name === 'PGlite') database = await openDatabase({ pgliteDir: env.KILLABLE_PGLITE_DIR! });
      const [taken] = await database.db.select().from(jobs);
      expect(taken).toMatchObject({ state: 'running', attempts: 1 });
      const sent: string[] = [];
      const handlers = {
        'send-email': async (_: null, mail: JobPayloads['send-email']) => void sent.push(mail.subject),
      } as unknown as JobHandlers<null>;
      // Within the dead worker's lease nobody takes the job; after it, the next worker does and finishes it.
      expect(await runDueJobs({ db: database.db, deps: null, handlers })).toBe(0);
      const later = () => new Date(Date.now() + 61_000);
      expect(await runDueJobs({ db: database.db, deps: null, handlers, now: later })).toBe(1);
      expect(sent).toEqual(['interrupted']);
      const [done] = await database.db.select().from(jobs);
      expect(done).toMatchObject({ state: 'done', attempts: 2 });
    } finally {
      rmSync(marker, { force: true });
      // PostgreSQL's drop closes the pool itself; PGlite's folder goes once the database is closed.
      if (name === 'PGlite') await database.close().catch(() => {});
      await drop();
    }
  });
});
