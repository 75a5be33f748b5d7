/**
 * Next calls this once when a server process starts: log redaction, the start-up checks, the job worker and, on a
 * shop with no owner, the first owner's set-up link.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { redactQueryValuesInLogs } = await import('./server/loggable-error');
  redactQueryValuesInLogs();
  const { assertSharedSecrets } = await import('@/server/config');
  assertSharedSecrets();
  const { startShopWorker } = await import('@/server/jobs/shop-worker');
  await startShopWorker();
  // A shop without an owner: the first owner's set-up link (issue #15). A failure must not stop the shop.
  const { announceFirstOwnerLink } = await import('@/server/first-owner');
  await announceFirstOwnerLink().catch((error: unknown) => console.error('first owner set-up link failed', error));
}
