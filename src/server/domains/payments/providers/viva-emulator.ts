import 'server-only';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import cardValidator from 'card-validator';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { vivaEmulatorCredentials, vivaEmulatorPath, type VivaSettings } from './viva-settings';
import { vivaEmulatorOrders, vivaEmulatorTransactions } from './viva-emulator.tables';
import { hostedPage, type HostedPageView } from './viva-emulator-page';

/**
 * A local Viva Smart Checkout that speaks the protocol the adapter (viva.ts) speaks to Viva, on three paths that
 * stand for Viva's three hosts: `/accounts` (the OAuth2 token), `/api` (checkout/v2 orders and transactions, bearer
 * token) and `/www` (the hosted page, and the basic-auth API of refunds, orders and the webhook key). It keeps its
 * books in the shop's database and sends its webhooks to the shop's webhook address, as Viva would: after the
 * answer, and again when the shop did not take them. An IRIS payment stays in progress until the bank confirms it,
 * `emulatorIrisSeconds` later (Viva: up to 20 minutes); `confirmDue` sends what is due (tests pass their own clock).
 * Test cards: 4000 0000 0000 0002 is declined, any other valid number is approved.
 */
export const vivaDeclinedCard = '4000000000000002';

export type VivaWebhook = { url: string; body: string };

type EmulatorOptions = {
  db: Queryable;
  settings: VivaSettings;
  /** The shop's source settings: where the hosted page sends the customer back, and where webhooks go. */
  returnUrl: string;
  webhookUrl: string;
  now?: () => Date;
  /** Sends a webhook; by default posted after the answer and retried (like Viva, which retries for hours). */
  notify?: (webhook: VivaWebhook) => void;
};

type Transaction = typeof vivaEmulatorTransactions.$inferSelect;
const eventTypes = { paid: 1796, reversed: 1797, failed: 1798 } as const;
const irisType = 23;

export function createVivaEmulator({
  db,
  settings,
  returnUrl,
  webhookUrl,
  now = () => new Date(),
  notify,
}: EmulatorOptions) {
  const send = notify ?? postLater;
  const tokenSecret = `${vivaEmulatorCredentials.clientSecret}:${settings.merchantId}`;

  const basicOk = (header: string | null, user: string, password: string) =>
    safeEqual(header ?? '', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const merchantOk = (request: Request) =>
    basicOk(request.headers.get('authorization'), vivaEmulatorCredentials.merchantId, vivaEmulatorCredentials.apiKey);
  const sign = (value: string) => createHmac('sha256', tokenSecret).update(value).digest('base64url');
  const bearerOk = (request: Request) => {
    const [, value] = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '') ?? [];
    const [expires, signature] = (value ?? '').split('.');
    return !!expires && !!signature && safeEqual(signature, sign(expires)) && Number(expires) > now().getTime();
  };

  function webhook(eventTypeId: number, order: { orderCode: string }, transaction: Transaction) {
    send({
      url: webhookUrl,
      body: JSON.stringify({
        Url: webhookUrl,
        EventTypeId: eventTypeId,
        Created: now().toISOString(),
        EventData: {
          OrderCode: Number(order.orderCode),
          TransactionId: transaction.id,
          StatusId: transaction.statusId,
          Amount: transaction.amountCents / 100,
          CardNumber: transaction.cardNumber,
          MerchantTrns: transaction.merchantTrns,
        },
      }),
    });
  }

  async function orderOf(orderCode: string) {
    if (!/^\d{16}$/.test(orderCode)) return null;
    const [order] = await db.select().from(vivaEmulatorOrders).where(eq(vivaEmulatorOrders.orderCode, orderCode));
    return order ?? null;
  }

  /** Marks a pending order paid once (a second, simultaneous payment finds it paid). */
  async function markPaid(orderCode: string): Promise<boolean> {
    const paid = await db
      .update(vivaEmulatorOrders)
      .set({ stateId: 3 })
      .where(and(eq(vivaEmulatorOrders.orderCode, orderCode), eq(vivaEmulatorOrders.stateId, 0)))
      .returning({ orderCode: vivaEmulatorOrders.orderCode });
    return paid.length > 0;
  }

  async function addTransaction(values: Omit<typeof vivaEmulatorTransactions.$inferInsert, 'id' | 'createdAt'>) {
    const [row] = await db
      .insert(vivaEmulatorTransactions)
      .values({ ...values, id: randomUUID(), createdAt: now() })
      .returning();
    return row!;
  }

  const back = (outcome: 'success' | 'failure', order: string, transaction?: string, lang?: string | null) => {
    const url = new URL(returnUrl);
    url.searchParams.set('outcome', outcome);
    url.searchParams.set('s', order);
    if (transaction) url.searchParams.set('t', transaction);
    url.searchParams.set('lang', lang ?? 'el-GR');
    return url.toString();
  };

  /** The customer's choice on the hosted page: where to send them next, or the page again with a message. */
  async function onHostedPage(orderCode: string, form: FormData): Promise<Response> {
    const order = await orderOf(orderCode);
    if (!order) return new Response('Unknown payment order', { status: 404 });
    if (order.stateId !== 0) return page(order, 'closed', 409);
    const action = String(form.get('action') ?? '');
    if (action === 'cancel') {
      await db
        .update(vivaEmulatorOrders)
        .set({ stateId: 2 })
        .where(and(eq(vivaEmulatorOrders.orderCode, orderCode), eq(vivaEmulatorOrders.stateId, 0)));
      return Response.redirect(back('failure', orderCode, undefined, order.request.requestLang), 303);
    }
    if (action === 'iris') {
      if (!(await markPaid(orderCode))) return page(order, 'closed', 409);
      const transaction = await addTransaction({
        orderCode,
        statusId: 'A',
        amountCents: order.request.amount,
        transactionTypeId: irisType,
        confirmAt: new Date(now().getTime() + settings.emulatorIrisSeconds * 1000),
        merchantTrns: order.request.merchantTrns,
      });
      if (!notify) setTimeout(() => void confirmDue().catch(() => {}), settings.emulatorIrisSeconds * 1000 + 50);
      return Response.redirect(back('success', orderCode, transaction.id, order.request.requestLang), 303);
    }
    const number = String(form.get('number') ?? '').replace(/\D/g, '');
    const installments = Number(form.get('installments') ?? 0);
    const valid =
      cardValidator.number(number).isValid &&
      cardValidator.expirationDate(String(form.get('expiry') ?? '')).isValid &&
      /^\d{3,4}$/.test(String(form.get('cvv') ?? '')) &&
      Number.isInteger(installments) &&
      installments >= 0 &&
      installments <= order.request.maxInstallments;
    if (!valid) return page(order, 'invalid', 400);
    const masked = `${number.slice(0, 6)}XXXXXX${number.slice(-4)}`;
    if (number === vivaDeclinedCard) {
      // Viva: a failed attempt keeps the order payable; the customer may try another card on the same page.
      const failed = await addTransaction({
        orderCode,
        statusId: 'E',
        amountCents: order.request.amount,
        transactionTypeId: 5,
        cardNumber: masked,
        merchantTrns: order.request.merchantTrns,
      });
      webhook(eventTypes.failed, order, failed);
      return page(order, 'declined', 402);
    }
    if (!(await markPaid(orderCode))) return page(order, 'closed', 409);
    const paid = await addTransaction({
      orderCode,
      statusId: 'F',
      amountCents: order.request.amount,
      transactionTypeId: installments > 1 ? 7 : 5,
      cardNumber: masked,
      totalInstallments: installments > 1 ? installments : 0,
      merchantTrns: order.request.merchantTrns,
    });
    webhook(eventTypes.paid, order, paid);
    return Response.redirect(back('success', orderCode, paid.id, order.request.requestLang), 303);
  }

  function page(order: typeof vivaEmulatorOrders.$inferSelect, notice: HostedPageView['notice'], status = 200) {
    return new Response(
      hostedPage({
        orderCode: order.orderCode,
        amountCents: order.request.amount,
        description: order.request.customerTrns,
        maxInstallments: order.request.maxInstallments,
        lang: order.request.requestLang,
        notice: order.stateId === 0 ? notice : 'closed',
        action: `${settings.webUrl}/web/checkout?ref=${order.orderCode}`,
      }),
      { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }

  /** Confirms the IRIS payments whose bank answered by now and sends their webhooks; returns how many. */
  async function confirmDue(): Promise<number> {
    const due = await db
      .update(vivaEmulatorTransactions)
      .set({ statusId: 'F', confirmAt: null })
      .where(and(eq(vivaEmulatorTransactions.statusId, 'A'), lte(vivaEmulatorTransactions.confirmAt, now())))
      .returning();
    for (const transaction of due) webhook(eventTypes.paid, transaction, transaction);
    return due.length;
  }

  async function refund(request: Request, transactionId: string): Promise<Response> {
    if (!merchantOk(request)) return new Response(null, { status: 401 });
    const url = new URL(request.url);
    const amount = Number(url.searchParams.get('amount'));
    const refusal = (code: number, text: string) =>
      Response.json({ ErrorCode: code, ErrorText: text, Success: false, TransactionId: null }, { status: 400 });
    if (!Number.isInteger(amount) || amount <= 0) return refusal(400, 'INVALID_AMOUNT');
    // One refund at a time per payment: the row lock queues a second one, which then sees the first.
    return db.transaction(async (tx) => {
      const [parent] = await tx
        .select()
        .from(vivaEmulatorTransactions)
        .where(and(eq(vivaEmulatorTransactions.id, transactionId), isNull(vivaEmulatorTransactions.parentId)))
        .for('update');
      if (!parent || parent.statusId !== 'F') return refusal(404, 'NOT_REFUNDABLE');
      const [{ refunded }] = (await tx
        .select({ refunded: sql<number>`coalesce(sum(${vivaEmulatorTransactions.amountCents}), 0)::int` })
        .from(vivaEmulatorTransactions)
        .where(eq(vivaEmulatorTransactions.parentId, transactionId))) as [{ refunded: number }];
      if (refunded + amount > parent.amountCents) return refusal(403, 'AMOUNT_TOO_HIGH');
      const [reversal] = await tx
        .insert(vivaEmulatorTransactions)
        .values({
          id: randomUUID(),
          orderCode: parent.orderCode,
          parentId: parent.id,
          statusId: 'F',
          amountCents: amount,
          transactionTypeId: 4,
          merchantTrns: url.searchParams.get('merchantTrns'),
          createdAt: now(),
        })
        .returning();
      webhook(eventTypes.reversed, parent, reversal!);
      return Response.json({
        Amount: -amount / 100,
        StatusId: 'F',
        TransactionId: reversal!.id,
        ErrorCode: 0,
        ErrorText: null,
        Success: true,
        TimeStamp: now().toISOString(),
      });
    });
  }

  /** Answers one request to the emulator, addressed by its path below /api/emulators/viva. */
  async function handle(request: Request): Promise<Response> {
    // Whatever reaches the emulator first lets due IRIS confirmations out (a restarted process lost its timers).
    await confirmDue();
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(vivaEmulatorPath) + vivaEmulatorPath.length);
    const method = request.method;

    if (method === 'POST' && path === '/accounts/connect/token') {
      const form = new URLSearchParams(await request.text());
      if (
        form.get('grant_type') !== 'client_credentials' ||
        !basicOk(
          request.headers.get('authorization'),
          vivaEmulatorCredentials.clientId,
          vivaEmulatorCredentials.clientSecret,
        )
      )
        return Response.json({ error: 'invalid_client' }, { status: 400 });
      const expires = String(now().getTime() + 3600_000);
      return Response.json({
        access_token: `${expires}.${sign(expires)}`,
        expires_in: 3600,
        token_type: 'Bearer',
        scope: 'urn:viva:payments:core:api:redirectcheckout',
      });
    }

    if (path === '/api/checkout/v2/orders' && method === 'POST') {
      if (!bearerOk(request)) return new Response(null, { status: 401 });
      const body = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
      const amount = body.amount;
      const maxInstallments = body.maxInstallments ?? 0;
      if (
        typeof amount !== 'number' ||
        !Number.isInteger(amount) ||
        amount < 30 ||
        typeof maxInstallments !== 'number' ||
        !Number.isInteger(maxInstallments) ||
        maxInstallments < 0 ||
        maxInstallments > 36 ||
        (body.sourceCode !== undefined && body.sourceCode !== vivaEmulatorCredentials.sourceCode)
      )
        return Response.json({ message: 'Invalid payment order' }, { status: 400 });
      const orderCode = `${randomBytes(8).readBigUInt64BE() % 9_000_000_000_000_000n}`.padStart(16, '1');
      await db.insert(vivaEmulatorOrders).values({
        orderCode,
        request: {
          amount,
          customerTrns: typeof body.customerTrns === 'string' ? body.customerTrns : null,
          merchantTrns: typeof body.merchantTrns === 'string' ? body.merchantTrns : null,
          maxInstallments,
          sourceCode: vivaEmulatorCredentials.sourceCode,
          requestLang: typeof body.requestLang === 'string' ? body.requestLang : null,
        },
        createdAt: now(),
      });
      return Response.json({ orderCode: Number(orderCode) });
    }

    const transactionPath = /^\/api\/checkout\/v2\/transactions\/([0-9a-f-]{36})$/.exec(path);
    if (transactionPath && method === 'GET') {
      if (!bearerOk(request)) return new Response(null, { status: 401 });
      const [found] = await db
        .select()
        .from(vivaEmulatorTransactions)
        .where(eq(vivaEmulatorTransactions.id, transactionPath[1]!));
      if (!found) return Response.json({ message: 'Transaction not found' }, { status: 404 });
      return Response.json({
        orderCode: Number(found.orderCode),
        statusId: found.statusId,
        amount: found.amountCents / 100,
        insDate: found.createdAt.toISOString(),
        cardNumber: found.cardNumber,
        currencyCode: '978',
        merchantTrns: found.merchantTrns,
        transactionTypeId: found.transactionTypeId,
        totalInstallments: found.totalInstallments,
      });
    }

    if (path === '/www/web/checkout') {
      const order = await orderOf(url.searchParams.get('ref') ?? '');
      if (!order) return new Response('Unknown payment order', { status: 404 });
      if (method === 'GET') return page(order, null);
      if (method === 'POST') return onHostedPage(order.orderCode, await request.formData());
    }

    if (path === '/www/api/messages/config/token' && method === 'GET') {
      if (!merchantOk(request)) return new Response(null, { status: 401 });
      return Response.json({ Key: sign(`webhook:${settings.merchantId}`).toUpperCase() });
    }

    const orderPath = /^\/www\/api\/orders\/(\d{16})$/.exec(path);
    if (orderPath) {
      if (!merchantOk(request)) return new Response(null, { status: 401 });
      const order = await orderOf(orderPath[1]!);
      if (!order) return Response.json({ ErrorCode: 404, ErrorText: 'Not found' }, { status: 404 });
      if (method === 'DELETE')
        await db
          .update(vivaEmulatorOrders)
          .set({ stateId: 2 })
          .where(and(eq(vivaEmulatorOrders.orderCode, order.orderCode), eq(vivaEmulatorOrders.stateId, 0)));
      const [current] = await db
        .select({ stateId: vivaEmulatorOrders.stateId })
        .from(vivaEmulatorOrders)
        .where(eq(vivaEmulatorOrders.orderCode, order.orderCode));
      return Response.json({
        OrderCode: Number(order.orderCode),
        StateId: current!.stateId,
        RequestAmount: order.request.amount / 100,
        MaxInstallments: order.request.maxInstallments,
        MerchantTrns: order.request.merchantTrns,
        CustomerTrns: order.request.customerTrns,
        SourceCode: order.request.sourceCode,
      });
    }

    const refundPath = /^\/www\/api\/transactions\/([0-9a-f-]{36})$/.exec(path);
    if (refundPath && method === 'DELETE') return refund(request, refundPath[1]!);

    return new Response('Not found', { status: 404 });
  }

  return { handle, confirmDue };
}

export type VivaEmulator = ReturnType<typeof createVivaEmulator>;

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Viva's delivery: after the answer; a failed delivery is tried again (Viva retries hourly, here after seconds). */
function postLater({ url, body }: VivaWebhook, attempt = 1) {
  setTimeout(
    () =>
      void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then((response) => {
          if (!response.ok) throw new Error(`webhook answered ${response.status}`);
        })
        .catch(() => {
          if (attempt < 5) postLater({ url, body }, attempt + 1);
        }),
    attempt === 1 ? 0 : 2000 * attempt,
  );
}
