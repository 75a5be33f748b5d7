import 'server-only';
export { enqueue, retryJob, retryDelaySeconds, type EnqueueOptions } from './queue';
export { runDueJobs, startWorker, type Worker } from './worker';
export type { JobKind, JobPayloads } from './job-kinds';
