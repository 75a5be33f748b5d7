import 'server-only';
import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { shopTransmitters } from '@/server/domains/tax-documents';
import { sharedMailer } from '@/server/mail/mailer';
import { jobHandlers } from './handlers';
import { startWorker, type Worker } from './worker';
import { domainContext } from '@/server/context';
import { queueWarmingAtStart } from '@/server/cache/page-warming';

/** How a request that queued work asks for it to run: the shop wakes its worker, tests run the jobs at once. */
export type JobRunner = { kick(): Promise<void> };

// One worker per server process, whichever of Next's bundles asks for it.
const holder = globalThis as typeof globalThis & { shopJobWorker?: Promise<Worker> };

/** Starts this process's worker on the shop's database (from `instrumentation.ts`, when the server starts). */
export function startShopWorker(): Promise<Worker> {
  holder.shopJobWorker ??= sharedDatabase().then(async ({ db }) => {
    const settings = config();
    const deps = { ctx: domainContext({ db, config: settings }), mailer: sharedMailer(settings) };
    // In emulator mode the myDATA and e-invoicing emulators start with the shop, not at its first receipt.
    await shopTransmitters(settings.taxDocuments);
    if (settings.pageWarming) await queueWarmingAtStart(deps.ctx, Boolean(settings.redisUrl));
    return startWorker({ db, deps, handlers: jobHandlers, log: (message) => console.warn(message) });
  });
  return holder.shopJobWorker;
}

export const shopJobRunner: JobRunner = {
  kick: async () => (await holder.shopJobWorker)?.wake(),
};
