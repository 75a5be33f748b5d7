import { isValidGreekVatNumber } from '@/shared/vat-number';
import { EmulatedLedger } from './emulated-ledger';
import { startLoopbackServer } from './loopback-server';
import type { RunningEmulator } from './mydata-emulator';

/** Registered Greek businesses the emulated ΑΦΜ look-up knows by name; any other valid ΑΦΜ answers without one. */
export const emulatedRegistry: Record<string, { name: string; address: string }> = {
  '094019245': { name: 'ΑΓΡΟΤΙΚΑ ΠΑΡΑΔΕΙΓΜΑ Α.Ε.', address: 'ΗΡΩΩΝ ΠΟΛΥΤΕΧΝΕΙΟΥ 5, 41222 ΛΑΡΙΣΑ' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A local certified e-invoicing provider of the shop's provider interface (see einvoicing-client.ts): it validates
 * an invoice as myDATA would, "transmits" it and answers its MARK, UID and QR address.
 */
export function einvoicingEmulatorHandler(ledger: EmulatedLedger) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const controlled = await ledger.control(request, url.pathname);
    if (controlled) return controlled;
    if (ledger.outage) return json(503, { error: 'unavailable' });
    const key = request.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!key) return json(401, { error: 'unauthorized' });
    if (url.pathname === '/v1/invoices' && request.method === 'POST') {
      const invoices = EmulatedLedger.invoicesOf(await request.text());
      if (!invoices || invoices.length !== 1)
        return json(422, { errors: [{ code: '101', message: 'XML Syntax Validation Error' }] });
      const outcome = ledger.accept(invoices[0]!, key);
      if (!outcome.ok) return json(422, { errors: outcome.errors });
      if (ledger.loseAnswers > 0) {
        ledger.loseAnswers -= 1;
        return json(504, { error: 'timeout' });
      }
      const { uid, mark, qrUrl } = outcome.document;
      return json(201, { uid, mark, qrUrl, authenticationCode: uid.slice(0, 16) });
    }
    const invoice = url.pathname.match(/^\/v1\/invoices\/([0-9A-F]{40})$/);
    if (invoice && request.method === 'GET') {
      const found = ledger.documents.find((each) => each.uid === invoice[1] && each.sender === key);
      return found
        ? json(200, { uid: found.uid, mark: found.mark, qrUrl: found.qrUrl })
        : json(404, { error: 'not found' });
    }
    const vat = url.pathname.match(/^\/v1\/vat-numbers\/(\w+)$/);
    if (vat && request.method === 'GET') {
      if (!isValidGreekVatNumber(vat[1]!)) return json(404, { valid: false });
      const known = emulatedRegistry[vat[1]!];
      return json(200, { valid: true, name: known?.name ?? null, address: known?.address ?? null });
    }
    return json(404, { error: 'not found' });
  };
}

export async function startEinvoicingEmulator(options: { unref?: boolean } = {}): Promise<RunningEmulator> {
  let url = '';
  const ledger = new EmulatedLedger(() => url);
  const server = await startLoopbackServer(einvoicingEmulatorHandler(ledger), options);
  url = server.url;
  return { url, ledger, close: server.close };
}
