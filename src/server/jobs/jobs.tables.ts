import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobStates = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];
export const jobStateEnum = pgEnum('job_state', jobStates);

/**
 * Work for later, written in the transaction of whatever caused it (an order's e-mail commits with the order):
 * claimed by a worker with `FOR UPDATE SKIP LOCKED`, leased for a while (a killed worker's job is claimed again
 * when its lease ends), retried with backoff, and left `failed` (the dead letter) after its last attempt.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    state: jobStateEnum().notNull().default('pending'),
    /** The same key twice is one job (`ON CONFLICT DO NOTHING`). */
    uniqueKey: text(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_unique_key').on(t.uniqueKey),
    // Only unfinished jobs are ever looked for by time.
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.state} in ('pending', 'running')`),
    index('jobs_failed')
      .on(t.createdAt)
      .where(sql`${t.state} = 'failed'`),
  ],
);
