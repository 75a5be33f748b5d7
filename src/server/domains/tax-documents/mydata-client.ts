import { invoicesDocXml, readRequestedDoc, readResponseDoc, type DocumentToSend } from './mydata-xml';
import { myDataDate, type DocumentTransmitter } from './transmitter';

export type MyDataCredentials = { baseUrl: string; userId: string; subscriptionKey: string; timeoutMs?: number };

/**
 * AADE's myDATA REST API for ERP users: `POST {base}/SendInvoices` with an InvoicesDoc, and
 * `GET {base}/RequestTransmittedDocs` to find what was sent; every call carries the `aade-user-id` and
 * `Ocp-Apim-Subscription-Key` headers.
 */
export function createMyDataTransmitter(credentials: MyDataCredentials): DocumentTransmitter {
  const headers = { 'aade-user-id': credentials.userId, 'Ocp-Apim-Subscription-Key': credentials.subscriptionKey };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${credentials.baseUrl}${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(credentials.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`myDATA answered HTTP ${response.status} to ${path.split('?')[0]}`);
    return text;
  };
  return {
    async send(document: DocumentToSend) {
      const xml = invoicesDocXml([document]);
      const [outcome] = readResponseDoc(
        await call('/SendInvoices', { method: 'POST', body: xml, headers: { 'content-type': 'application/xml' } }),
      );
      if (!outcome) throw new Error('myDATA answered without a response for the document.');
      if (outcome.status === 'Success') return { ok: true, uid: outcome.uid, mark: outcome.mark, qrUrl: outcome.qrUrl };
      // A technical error says nothing about the data: try again later.
      if (outcome.status === 'TechnicalError')
        throw new Error(`myDATA technical error: ${outcome.errors.map((error) => error.message).join('; ')}`);
      return { ok: false, errors: outcome.errors };
    },
    async find(uid: string, issueDate: string) {
      const day = myDataDate(issueDate);
      let mark = '0';
      // Pages of documents sent that day, following myDATA's continuation until the UID turns up or none are left.
      for (let page = 0; page < 50; page += 1) {
        const query = new URLSearchParams({ mark, dateFrom: day, dateTo: day });
        const { documents, nextMark } = readRequestedDoc(await call(`/RequestTransmittedDocs?${query}`));
        const found = documents.find((each) => each.uid === uid);
        if (found) return found;
        if (!nextMark) return null;
        mark = nextMark;
      }
      return null;
    },
  };
}
