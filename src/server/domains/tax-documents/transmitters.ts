import 'server-only';
import { createEinvoicingProvider, type EinvoicingProvider } from './einvoicing-client';
import { startEinvoicingEmulator } from './emulators/einvoicing-emulator';
import { startMyDataEmulator } from './emulators/mydata-emulator';
import { createMyDataTransmitter } from './mydata-client';
import type { DocumentTransmitter } from './transmitter';
import type { TaxDocumentSettings } from './tax-settings';

export type Transmitters = { mydata: DocumentTransmitter; einvoicing: EinvoicingProvider };

// The emulators the shop starts itself (emulator mode without a URL): one pair per process, on loopback ports.
const holder = globalThis as typeof globalThis & { shopTaxEmulators?: Promise<{ mydata: string; einvoicing: string }> };

function ownEmulators(settings: TaxDocumentSettings) {
  holder.shopTaxEmulators ??= Promise.all([
    startMyDataEmulator({ unref: true, port: settings.myData.emulatorPort ?? undefined }),
    startEinvoicingEmulator({ unref: true }),
  ]).then(([mydata, einvoicing]) => ({ mydata: mydata.url, einvoicing: einvoicing.url }));
  return holder.shopTaxEmulators;
}

/** The configured myDATA and e-invoicing provider: the real services, or the emulators (README "Receipts and invoices"). */
export async function shopTransmitters(settings: TaxDocumentSettings): Promise<Transmitters> {
  const own = !settings.myData.url || !settings.einvoicing.url ? await ownEmulators(settings) : null;
  return {
    mydata: createMyDataTransmitter({
      baseUrl: settings.myData.url ?? own!.mydata,
      userId: settings.myData.userId,
      subscriptionKey: settings.myData.subscriptionKey,
    }),
    einvoicing: createEinvoicingProvider({
      baseUrl: settings.einvoicing.url ?? own!.einvoicing,
      apiKey: settings.einvoicing.apiKey,
    }),
  };
}
