import 'server-only';
import type { Queryable } from '@/server/db';
import type { JobKind, JobPayloads } from './job-kinds';
import { claimJob, completeJob, failJob, type ClaimedJob } from './queue';

/** What a handler may use; each handler calls one domain function and must be safe to run twice. */
export type JobHandlers<Deps> = { [K in JobKind]: (deps: Deps, payload: JobPayloads[K]) => Promise<void> };

export type WorkerOptions<Deps> = {
  db: Queryable;
  deps: Deps;
  handlers: JobHandlers<Deps>;
  now?: () => Date;
  /** How long a job may run before another worker may take it over. */
  leaseSeconds?: number;
  /** Pause between looks at an empty queue. */
  pollMilliseconds?: number;
  log?: (message: string) => void;
};

/** Runs one claimed job to its end: done, retried later, or failed. */
async function runJob<Deps>(options: WorkerOptions<Deps>, job: ClaimedJob): Promise<void> {
  const now = options.now ?? (() => new Date());
  if (job.attempts > job.maxAttempts) {
    await failJob(
      options.db,
      { ...job, attempts: job.maxAttempts },
      new Error('The worker stopped during the last attempt.'),
      now(),
    );
    return;
  }
  try {
    const handler = options.handlers[job.kind] as (deps: Deps, payload: unknown) => Promise<void>;
    if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
    await handler(options.deps, job.payload);
    await completeJob(options.db, job, now());
  } catch (error) {
    options.log?.(
      `job ${job.id} (${job.kind}) attempt ${job.attempts} of ${job.maxAttempts} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    await failJob(options.db, job, error, now());
  }
}

/** Runs every job that is due now, one after another; how many ran. For scripts and tests. */
export async function runDueJobs<Deps>(options: WorkerOptions<Deps>): Promise<number> {
  const now = options.now ?? (() => new Date());
  for (let ran = 0; ; ran += 1) {
    const job = await claimJob(options.db, now(), options.leaseSeconds ?? 300);
    if (!job) return ran;
    await runJob(options, job);
  }
}

export type Worker = { /** Look at the queue now rather than at the next poll. */ wake(): void; stop(): Promise<void> };

/** Keeps running due jobs until stopped; a database fault is logged and tried again at the next poll. */
export function startWorker<Deps>(options: WorkerOptions<Deps>): Worker {
  let running = true;
  let wake = () => {};
  const loop = (async () => {
    while (running) {
      try {
        await runDueJobs(options);
      } catch (error) {
        options.log?.(`job queue: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMilliseconds ?? 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    wake: () => wake(),
    stop: async () => {
      running = false;
      wake();
      await loop;
    },
  };
}
