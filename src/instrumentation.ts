/** Next calls this once when a server process starts: log redaction, the start-up checks and the job worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { redactQueryValuesInLogs } = await import('./server/loggable-error');
  redactQueryValuesInLogs();
  const { assertSharedSecrets } = await import('@/server/config');
  assertSharedSecrets();
  const { startShopWorker } = await import('@/server/jobs/shop-worker');
  await startShopWorker();
}
