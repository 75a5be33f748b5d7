import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { JobPayloads } from './job-kinds';
import { jobs } from './jobs.tables';
import { claimJob, enqueue, retryDelaySeconds, retryJob } from './queue';
import { runDueJobs, startWorker, type JobHandlers } from './worker';

type Sent = JobPayloads['send-email'];
const mail = (subject: string): Sent => ({ to: 'someone@example.com', subject, text: subject });

describe.each(testDatabases)('the job queue on $name', ({ open }) => {
  let database: Database;
  let clock: Date;
  const now = () => clock;
  const ctx = () => ({ db: database.db, now });
  let sent: string[];
  let failing: Set<string>;
  const handlers: JobHandlers<null> = {
    'send-email': async (_, { subject }) => {
      if (failing.has(subject)) throw new Error(`the mail server refused ${subject}`);
      sent.push(subject);
    },
    'password-reset': async () => {},
    'order-confirmation': async () => {},
    'order-update': async () => {},
    'staff-new-order': async () => {},
    'staff-invite': async () => {},
    'transmit-tax-document': async () => {},
    'rebuild-feeds': async () => {},
    'poll-shipments': async () => {},
    'carrier-close-out': async () => {},
    'catalogue-import': async () => {},
    'publish-catalogue-db': async () => {},
    'newsletter-send': async () => {},
    'refund-late-card-payment': async () => {},
    'apply-card-webhook': async () => {},
    'warm-pages': async () => {},
  };
  const run = () => runDueJobs({ db: database.db, deps: null, handlers, now });
  const stateOf = async (subject: string) => {
    const rows = await database.db.select().from(jobs);
    return rows.find((row) => (row.payload as Sent).subject === subject)!;
  };

  beforeAll(async () => {
    database = await open();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new Date('2026-11-23T09:00:00Z');
    sent = [];
    failing = new Set();
  });
  afterAll(async () => database.close());

  it('runs what was queued once, and a unique key queued twice is one job', async () => {
    await enqueue(ctx(), 'send-email', mail('first'));
    await enqueue(ctx(), 'send-email', mail('second'), { uniqueKey: 'order-1-confirmation' });
    await enqueue(ctx(), 'send-email', mail('second again'), { uniqueKey: 'order-1-confirmation' });
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    expect(sent).toEqual(['first', 'second']);
    expect((await stateOf('first')).state).toBe('done');
  });

  it('commits with the transaction that queued it, or not at all', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue({ db: tx, now }, 'send-email', mail('rolled back'));
        throw new Error('the order failed');
      })
      .catch(() => {});
    expect(await run()).toBe(0);
  });

  it('retries a failure later with a growing delay, leaves it failed after the last attempt, and runs it again on request', async () => {
    failing.add('flaky');
    await enqueue(ctx(), 'send-email', mail('flaky'), { maxAttempts: 3 });
    expect(await run()).toBe(1);
    let job = await stateOf('flaky');
    expect(job).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Error: the mail server refused flaky' });
    expect(job.runAt.getTime() - clock.getTime()).toBe(retryDelaySeconds(1) * 1000);
    expect(await run()).toBe(0);
    for (const attempt of [2, 3]) {
      clock = new Date(clock.getTime() + retryDelaySeconds(attempt - 1) * 1000);
      expect(await run()).toBe(1);
    }
    job = await stateOf('flaky');
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1));

    failing.clear();
    expect(await retryJob(database.db, job.id, clock)).toBe(true);
    expect(await run()).toBe(1);
    expect(sent).toEqual(['flaky']);
    expect((await stateOf('flaky')).state).toBe('done');
  });

  it('takes over the job of a worker that was killed mid-job once its lease ends', async () => {
    await enqueue(ctx(), 'send-email', mail('interrupted'));
    const taken = await claimJob(database.db, clock, 60);
    expect(taken).not.toBeNull();
    // The worker holding it dies here: nothing finishes the job, and nobody else may take it during the lease.
    expect(await run()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await run()).toBe(1);
    expect(sent).toEqual(['interrupted']);
    expect(await stateOf('interrupted')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs each job once when several workers share the queue', async () => {
    for (let each = 0; each < 40; each++) await enqueue(ctx(), 'send-email', mail(`parallel ${each}`));
    const ran = await Promise.all([run(), run(), run()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(new Set(sent).size).toBe(40);
    expect(sent).toHaveLength(40);
  });

  it('a started worker picks up new jobs when woken', async () => {
    clock = new Date();
    const worker = startWorker({ db: database.db, deps: null, handlers, now, pollMilliseconds: 60_000 });
    try {
      await enqueue(ctx(), 'send-email', mail('woken'));
      worker.wake();
      await expect.poll(() => sent, { timeout: 5000 }).toEqual(['woken']);
    } finally {
      await worker.stop();
    }
    expect(
      (await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, 'send-email')))[0]?.state,
    ).toBe('done');
  });
});
