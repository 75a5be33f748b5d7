import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { JobKind, JobPayloads } from './job-kinds';
import { jobs } from './jobs.tables';

export type EnqueueOptions = { uniqueKey?: string; runAt?: Date; maxAttempts?: number };
export type ClaimedJob = { id: number; kind: JobKind; payload: unknown; attempts: number; maxAttempts: number };

/**
 * Adds a job, due now. Pass the transaction of the change that causes it, so that both commit or neither does (an order
 * and its confirmation e-mail); a `uniqueKey` already queued adds nothing.
 */
export async function enqueue<K extends JobKind>(
  ctx: { db: Queryable; now: () => Date },
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<void> {
  await ctx.db
    .insert(jobs)
    .values({
      kind,
      payload,
      uniqueKey: options.uniqueKey,
      runAt: options.runAt ?? ctx.now(),
      maxAttempts: options.maxAttempts,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
}

/** Seconds before attempt n + 1: 10 s, 20 s, 40 s ... up to an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600);

/**
 * Takes the next due job for `leaseSeconds`: a pending one whose time has come, or a running one whose worker
 * stopped renewing its lease (killed). Other workers skip the row while it is taken.
 */
export async function claimJob(db: Queryable, now: Date, leaseSeconds: number): Promise<ClaimedJob | null> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const [row] = rowsOf<{ id: string; kind: JobKind; payload: unknown; attempts: number; max_attempts: number }>(
    await db.execute(sql`
      update ${jobs} set state = 'running', attempts = attempts + 1, lease_until = ${leaseUntil}
      where id = (
        select id from ${jobs}
        where (state = 'pending' and run_at <= ${now}) or (state = 'running' and lease_until < ${now})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`),
  );
  return row
    ? {
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }
    : null;
}

export async function completeJob(db: Queryable, job: ClaimedJob, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', leaseUntil: null, finishedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/**
 * A failure no retry will mend (the outside service refused the data): the job goes to the dead letters at once,
 * for staff to look at, and runs again only when they retry it.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** A failed attempt: tried again later, or after the last attempt left `failed` for staff to see and retry. */
export async function failJob(db: Queryable, job: ClaimedJob, error: unknown, now: Date): Promise<void> {
  const lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const last = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
  await db
    .update(jobs)
    .set(
      last
        ? { state: 'failed', leaseUntil: null, finishedAt: now, lastError }
        : {
            state: 'pending',
            leaseUntil: null,
            runAt: new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000),
            lastError,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** Puts a failed job back in the queue with its attempts counted from zero. */
export async function retryJob(db: Queryable, id: number, now: Date): Promise<boolean> {
  const retried = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, runAt: now, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id });
  return retried.length > 0;
}
