import { XMLBuilder } from 'fast-xml-parser';
import { invoiceNamespace, responseNamespace } from '../mydata-xml';
import { EmulatedLedger } from './emulated-ledger';
import { startLoopbackServer } from './loopback-server';

/**
 * A local stand-in for AADE's myDATA REST API (ERP users), speaking its protocol: `POST /SendInvoices` takes an
 * InvoicesDoc and answers a ResponseDoc per document (Success with invoiceUid, invoiceMark and qrUrl, or
 * ValidationError / XMLSyntaxError with AADE's error codes); `GET /RequestTransmittedDocs?mark=…` answers a
 * RequestedDoc of what this user sent with a larger MARK. Calls without the `aade-user-id` and
 * `Ocp-Apim-Subscription-Key` headers get 401, as from AADE's gateway.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
const xml = (status: number, body: object) =>
  new Response(`<?xml version="1.0" encoding="utf-8"?>\n${builder.build(body) as string}`, {
    status,
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });

export function myDataEmulatorHandler(ledger: EmulatedLedger, pageSize = 100) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const controlled = await ledger.control(request, url.pathname);
    if (controlled) return controlled;
    if (ledger.outage) return new Response('Service Unavailable', { status: 503 });
    const user = request.headers.get('aade-user-id');
    if (!user || !request.headers.get('ocp-apim-subscription-key'))
      return new Response(
        JSON.stringify({ statusCode: 401, message: 'Access denied due to missing subscription key.' }),
        {
          status: 401,
        },
      );
    if (url.pathname.endsWith('/SendInvoices') && request.method === 'POST') {
      const invoices = EmulatedLedger.invoicesOf(await request.text());
      if (!invoices)
        return xml(200, {
          ResponseDoc: {
            '@_xmlns': responseNamespace,
            response: {
              index: 1,
              statusCode: 'XMLSyntaxError',
              errors: { error: { message: 'XML Syntax Validation Error', code: '101' } },
            },
          },
        });
      const responses = invoices.map((invoice, index) => {
        const outcome = ledger.accept(invoice, user);
        return outcome.ok
          ? {
              index: index + 1,
              invoiceUid: outcome.document.uid,
              invoiceMark: outcome.document.mark,
              qrUrl: outcome.document.qrUrl,
              statusCode: 'Success',
            }
          : { index: index + 1, statusCode: 'ValidationError', errors: { error: outcome.errors } };
      });
      if (ledger.loseAnswers > 0 && responses.some((each) => each.statusCode === 'Success')) {
        ledger.loseAnswers -= 1;
        return new Response('Gateway Timeout', { status: 504 });
      }
      return xml(200, { ResponseDoc: { '@_xmlns': responseNamespace, response: responses } });
    }
    if (url.pathname.endsWith('/RequestTransmittedDocs') && request.method === 'GET') {
      const after = BigInt(url.searchParams.get('mark') ?? '0');
      const mine = ledger.documents.filter((each) => each.sender === user && BigInt(each.mark) > after);
      const page = mine.slice(0, pageSize);
      return xml(200, {
        RequestedDoc: {
          '@_xmlns': invoiceNamespace,
          ...(mine.length > pageSize
            ? { continuationToken: { nextPartitionKey: 'p', nextRowKey: page.at(-1)!.mark } }
            : {}),
          invoicesDoc: { invoice: page.map((each) => ({ uid: each.uid, mark: each.mark, qrCodeUrl: each.qrUrl })) },
        },
      });
    }
    return new Response('Not Found', { status: 404 });
  };
}

export type RunningEmulator = { url: string; ledger: EmulatedLedger; close: () => Promise<void> };

export async function startMyDataEmulator(
  options: { unref?: boolean; pageSize?: number; port?: number } = {},
): Promise<RunningEmulator> {
  let url = '';
  const ledger = new EmulatedLedger(() => url);
  const server = await startLoopbackServer(myDataEmulatorHandler(ledger, options.pageSize), options);
  url = server.url;
  return { url, ledger, close: server.close };
}
