import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { OrderDesk } from '@/server/domains/orders/desk/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import { createEinvoicingProvider } from './einvoicing-client';
import { startEinvoicingEmulator } from './emulators/einvoicing-emulator';
import { startMyDataEmulator, type RunningEmulator } from './emulators/mydata-emulator';
import { createMyDataTransmitter } from './mydata-client';
import { taxDocuments } from './tax-documents.tables';
import type { Transmitters } from './transmitters';

/** Both emulators of a test, over HTTP on loopback ports, and the transmitters that talk to them. */
export async function taxEmulators(): Promise<{
  mydata: RunningEmulator;
  einvoicing: RunningEmulator;
  transmitters: Transmitters;
  close: () => Promise<void>;
}> {
  const [mydata, einvoicing] = await Promise.all([startMyDataEmulator(), startEinvoicingEmulator()]);
  return {
    mydata,
    einvoicing,
    transmitters: {
      mydata: createMyDataTransmitter({ baseUrl: mydata.url, userId: 'shop', subscriptionKey: 'key', timeoutMs: 3000 }),
      einvoicing: createEinvoicingProvider({ baseUrl: einvoicing.url, apiKey: 'shop-key', timeoutMs: 3000 }),
    },
    close: async () => {
      await Promise.all([mydata.close(), einvoicing.close()]);
    },
  };
}

/** Runs the queued jobs of an order desk at `now` against the given transmitters. */
export function runJobsWith(desk: OrderDesk, transmitters: Transmitters, now: () => Date = () => new Date()) {
  return runDueJobs({
    db: desk.db,
    deps: { ctx: { ...desk.ctx(), now }, mailer: keptMailer(), transmitters: async () => transmitters },
    handlers: jobHandlers,
    now,
  });
}

export const documentsOf = (db: Queryable, orderId: number) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
