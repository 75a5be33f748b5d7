import 'server-only';
import type {
  CardNotice,
  CardOutcome,
  CardProvider,
  CardRefundRequest,
  CardRefundResult,
  CardWebhookTicket,
} from './card-provider';
import type { VivaSettings } from './viva-settings';

/**
 * Viva Smart Checkout (developer.viva.com), written against its published API:
 * - an OAuth2 client-credentials token from the accounts host (`POST /connect/token`, basic auth of the Smart
 *   Checkout client), for `POST /checkout/v2/orders` (a payment order: amount in cents, customerTrns, merchantTrns,
 *   maxInstallments, sourceCode; answers `{ orderCode }`) and `GET /checkout/v2/transactions/{id}`;
 * - the hosted page `{webUrl}/web/checkout?ref={orderCode}`: card data and IRIS never touch the shop;
 * - basic auth (merchant id and API key) for `GET /api/messages/config/token` (the webhook verification key the
 *   shop's webhook address answers to Viva's GET) and for refunds, `DELETE /api/transactions/{id}?amount={cents}`;
 * - webhooks: 1796 Transaction Payment Created, 1798 Transaction Failed, 1797 Transaction Reversal Created.
 *
 * Viva does not sign its webhooks (it identifies itself by the verification key and its source addresses), so a
 * notice is never trusted: the adapter reads the transaction back from the API and believes only what the API says
 * of it (its order code, its status, its amount). Webhooks may therefore come twice, late or out of order: each one
 * only makes the shop look at the transaction as it is now.
 *
 * Not confirmed in Viva's public pages, and so chosen here and said so:
 * - the field names of the transaction read back (`statusId`, `orderCode`, `amount` in euros, `cardNumber`,
 *   `totalInstallments`, `transactionTypeId`) follow the "Retrieve transaction" examples; an IRIS payment is told
 *   apart by `transactionTypeId` being none of the card types, and shows as "IRIS";
 * - the legacy refund endpoint takes no idempotency key: the key goes into `merchantTrns` so that a refund can be
 *   found in Viva's reports, and a repeated full refund is refused by Viva as more than is left to refund;
 * - the shape of the refund's error answer (`ErrorCode`, `ErrorText`): any non-2xx answer or non-zero ErrorCode is
 *   read as a refusal.
 */
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Viva's transaction statuses (`statusId`): F finished, A in progress (IRIS waiting for the bank), E error. */
type VivaTransaction = {
  orderCode: number | string;
  statusId: string;
  amount: number;
  cardNumber?: string | null;
  totalInstallments?: number | null;
  transactionTypeId?: number | null;
};

/** The webhooks the shop takes: 1796 Transaction Payment Created, 1797 Transaction Reversal Created, 1798 Transaction Failed. */
const vivaEvents = new Set([1796, 1797, 1798]);

/** Card payment types of Viva's transaction types (charge, card payment with installments, and the like). */
const cardTypes = new Set([5, 6, 7, 8, 9]);

/** Tokens by client, shared by every adapter of the process: one token serves every request until it expires. */
const tokens = new Map<string, { value: string; until: number }>();

export function createVivaProvider(settings: VivaSettings, fetchFn: Fetch = fetch): CardProvider {
  const tokenKey = `${settings.accountsUrl} ${settings.clientId}`;

  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const merchantAuth = () => basic(settings.merchantId, settings.apiKey);

  async function accessToken(): Promise<string> {
    const kept = tokens.get(tokenKey);
    if (kept && kept.until > Date.now()) return kept.value;
    const response = await fetchFn(`${settings.accountsUrl}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: basic(settings.clientId, settings.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`Viva token answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // A minute's margin, so that a token never expires between here and Viva.
    tokens.set(tokenKey, { value: body.access_token, until: Date.now() + Math.max(body.expires_in - 60, 0) * 1000 });
    return body.access_token;
  }

  async function api(path: string, init: RequestInit = {}): Promise<Response> {
    const send = async () =>
      fetchFn(`${settings.apiUrl}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await accessToken()}` },
      });
    const response = await send();
    if (response.status !== 401) return response;
    // A token Viva no longer takes (revoked, or its clock ahead of ours): a new one, once.
    tokens.delete(tokenKey);
    return send();
  }

  async function transaction(id: string): Promise<VivaTransaction | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const response = await api(`/checkout/v2/transactions/${id}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Viva transaction answered ${response.status}`);
    return (await response.json()) as VivaTransaction;
  }

  function outcomeOf(id: string, found: VivaTransaction): CardOutcome {
    if (found.statusId === 'F') {
      const iris = found.transactionTypeId != null && !cardTypes.has(found.transactionTypeId);
      const last4 = found.cardNumber?.replace(/\D/g, '').slice(-4);
      return {
        state: 'approved',
        cardSummary: iris ? 'IRIS' : last4 ? `•••• ${last4}` : 'Viva',
        installments: Math.max(found.totalInstallments ?? 1, 1),
        transactionRef: id,
        // Viva reports euros with decimals.
        amountCents: Math.round(found.amount * 100),
        paidBy: iris ? 'iris' : 'card',
      };
    }
    // In progress: an IRIS payment the bank confirms later (Viva then sends 1796).
    if (found.statusId === 'A') return { state: 'pending', inProgress: true, transactionRef: id };
    // A failed attempt: on Viva's page the customer may try again within the same payment order, so a failed
    // transaction never ends the shop's payment; the payment order's expiry or cancellation does.
    return { state: 'pending' };
  }

  /** The transaction as Viva's API has it, and only when it belongs to the payment order the notice names. */
  async function notice(orderCode: string, transactionId: string): Promise<CardNotice | null> {
    const found = await transaction(transactionId);
    if (!found || String(found.orderCode) !== orderCode) return null;
    return { providerRef: orderCode, outcome: outcomeOf(transactionId, found) };
  }

  /**
   * A webhook's transaction as Viva's API has it, under the payment order the API names (the order code in the body
   * is not believed: a forged one changes nothing, and never stands in the way of the real webhook).
   */
  async function readBack(transactionId: string): Promise<CardNotice | null> {
    const found = await transaction(transactionId);
    if (!found || !/^\d{10,20}$/.test(String(found.orderCode))) return null;
    return { providerRef: String(found.orderCode), outcome: outcomeOf(transactionId, found) };
  }

  /** A webhook's cheap checks: Viva's event, and ids of Viva's shape (nothing in it is believed yet). */
  function webhookTicket(body: string): CardWebhookTicket | 'ignored' | null {
    let event: { EventTypeId?: unknown; EventData?: { OrderCode?: unknown; TransactionId?: unknown } };
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    const data = event?.EventData;
    const eventType = event?.EventTypeId;
    if (typeof eventType !== 'number' || !vivaEvents.has(eventType)) return null;
    if (typeof data?.TransactionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(data.TransactionId)) return null;
    if (!/^\d{10,20}$/.test(String(data.OrderCode ?? ''))) return null;
    // 1796 paid, 1798 failed, 1797 a reversal (a refund). A reversal names the refund's own transaction, whose
    // order is the same payment order: the payment's state in the shop changes through the shop's own refunds only,
    // so a reversal is acknowledged and changes nothing.
    if (eventType === 1797) return 'ignored';
    return {
      key: `${data.TransactionId.toLowerCase()}:${eventType}`,
      transactionRef: data.TransactionId,
      settled: eventType === 1796,
    };
  }

  async function orderOutcome(orderCode: string): Promise<CardOutcome> {
    if (!/^\d{10,20}$/.test(orderCode)) return { state: 'pending' };
    const response = await fetchFn(`${settings.webUrl}/api/orders/${orderCode}`, {
      headers: { authorization: merchantAuth() },
    });
    if (!response.ok) return { state: 'pending' };
    // StateId: 0 pending, 1 expired, 2 canceled, 3 paid. A paid order's details come with its transaction (the
    // webhook or the customer's return name it); until then it stays pending here.
    const { StateId } = (await response.json()) as { StateId: number };
    if (StateId === 1) return { state: 'failed', failureCode: 'EXPIRED' };
    if (StateId === 2) return { state: 'failed', failureCode: 'CANCELED' };
    return StateId === 3 ? { state: 'pending', inProgress: true } : { state: 'pending' };
  }

  return {
    name: 'viva',
    testMode: settings.environment !== 'production',
    hosted: true,
    async openSession(request) {
      const response = await api('/checkout/v2/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: request.amountCents,
          customerTrns: request.reference,
          merchantTrns: request.reference,
          // Viva: 0 means no installments offered; the shop's rules say at most this many.
          maxInstallments: request.maxInstallments > 1 ? request.maxInstallments : 0,
          sourceCode: settings.sourceCode,
          currencyCode: request.currency === 'EUR' ? '978' : undefined,
          tags: [request.reference],
          requestLang: request.language === 'en' ? 'en-GB' : 'el-GR',
        }),
      });
      if (!response.ok) throw new Error(`Viva order answered ${response.status}`);
      const { orderCode } = (await response.json()) as { orderCode: number | string };
      return { providerRef: String(orderCode), payUrl: `${settings.webUrl}/web/checkout?ref=${orderCode}` };
    },
    outcome: (orderCode) => orderOutcome(orderCode),
    async cancelSession(orderCode) {
      if (!/^\d{10,20}$/.test(orderCode)) return;
      // DELETE /api/orders/{orderCode}: a payment order nobody paid can no longer be paid.
      await fetchFn(`${settings.webUrl}/api/orders/${orderCode}`, {
        method: 'DELETE',
        headers: { authorization: merchantAuth() },
      }).catch(() => undefined);
    },
    async readCallback(body) {
      const ticket = webhookTicket(body);
      if (!ticket) return null;
      if (ticket === 'ignored') {
        const orderCode = String(
          (JSON.parse(body) as { EventData: { OrderCode: number | string } }).EventData.OrderCode,
        );
        return { providerRef: orderCode, outcome: { state: 'pending' } };
      }
      return readBack(ticket.transactionRef);
    },
    webhookTicket: (body) => webhookTicket(body),
    readWebhook: (ticket) => readBack(ticket.transactionRef),
    async readReturn(query) {
      const orderCode = query.get('s');
      const transactionId = query.get('t');
      if (!orderCode || !/^\d{10,20}$/.test(orderCode)) return null;
      if (!transactionId) return { providerRef: orderCode, outcome: await orderOutcome(orderCode) };
      return notice(orderCode, transactionId);
    },
    async webhookVerification() {
      const response = await fetchFn(`${settings.webUrl}/api/messages/config/token`, {
        headers: { authorization: merchantAuth() },
      });
      if (!response.ok) throw new Error(`Viva webhook key answered ${response.status}`);
      return (await response.json()) as { Key: string };
    },
    refund: (request) => refund(request),
  };

  async function refund(request: CardRefundRequest): Promise<CardRefundResult> {
    if (!request.transactionRef) return { ok: false, failureCode: 'NOT_REFUNDABLE' };
    const query = new URLSearchParams({
      amount: String(request.amountCents),
      sourceCode: settings.sourceCode,
      merchantTrns: request.idempotencyKey,
    });
    const response = await fetchFn(`${settings.webUrl}/api/transactions/${request.transactionRef}?${query}`, {
      method: 'DELETE',
      headers: { authorization: merchantAuth() },
    });
    const body = (await response.json().catch(() => ({}))) as {
      TransactionId?: string;
      ErrorCode?: number;
      ErrorText?: string | null;
    };
    if (!response.ok || (body.ErrorCode ?? 0) !== 0 || !body.TransactionId)
      return { ok: false, failureCode: body.ErrorText ?? `HTTP_${response.status}` };
    return { ok: true, refundRef: body.TransactionId };
  }
}
