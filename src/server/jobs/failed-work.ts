import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { jobs } from './jobs.tables';
import { retryJob } from './queue';

export type FailedJob = {
  id: number;
  kind: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The dead letters: jobs that failed their last attempt (or were refused for good), newest first. */
export function failedJobs(db: Queryable, limit = 100): Promise<FailedJob[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      lastError: jobs.lastError,
      attempts: jobs.attempts,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.state, 'failed'))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/** How many jobs wait (pending, or running now) per kind. */
export async function pendingJobCounts(db: Queryable): Promise<{ kind: string; count: number }[]> {
  const rows = await db
    .select({ kind: jobs.kind, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.state} in ('pending', 'running')`)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

export type RetryResult = { ok: true } | { ok: false; error: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND'> };

/** Staff put a failed job back in the queue, audited in the same transaction. */
export async function retryFailedJob(
  ctx: { db: Queryable; now: () => Date },
  actor: StaffActor,
  jobId: number,
): Promise<RetryResult> {
  if (!staffMay(actor.role, 'jobs.retry')) return { ok: false, error: 'NOT_PERMITTED' };
  return ctx.db.transaction(async (tx: Tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job || !(await retryJob(tx, jobId, ctx.now()))) return { ok: false as const, error: 'NOT_FOUND' as const };
    await appendAudit(
      tx,
      actor,
      {
        entity: 'job',
        entityId: jobId,
        action: 'jobs.retry',
        before: { state: job.state, attempts: job.attempts, lastError: job.lastError },
        after: { state: 'pending', attempts: 0 },
      },
      ctx.now(),
    );
    return { ok: true as const };
  });
}
