import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { orderByReceipt, refundOrder, releaseUnpaidCardOrders } from '@/server/domains/orders';
import { orderDesk, type OrderDesk } from '@/server/domains/orders/desk/testing';
import { orderEvents, refunds } from '@/server/domains/orders/orders.tables';
import { documentsOf, taxEmulators } from '@/server/domains/tax-documents/testing';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { failedJobs, retryFailedJob } from '@/server/jobs/failed-work';
import { jobs } from '@/server/jobs/jobs.tables';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import {
  cardWebhookVerification,
  lateCardPaymentsUnrefunded,
  payOrderByCard,
  receiveCardCallback,
  refreshOrderPayment,
  returnFromCardPayment,
  type PaymentsContext,
} from './card-checkout';
import { applyCardOutcome } from './payments.service';
import type { CardProvider } from './providers';
import { inProcess } from './providers';
import { createVivaProvider } from './providers/viva';
import { createVivaEmulator, vivaDeclinedCard, type VivaWebhook } from './providers/viva-emulator';
import { vivaEmulatorTransactions } from './providers/viva-emulator.tables';
import { readVivaSettings } from './providers/viva-settings';

type Emulators = Awaited<ReturnType<typeof taxEmulators>>;

/**
 * Card and IRIS payments through Viva Smart Checkout, against the Viva emulator (the same protocol as Viva's API),
 * driven as a customer would: the hosted page's buttons, the way back to the shop, and the webhooks, which the test
 * delivers itself (twice, late, out of order) and whose clock it moves instead of waiting 20 minutes for IRIS.
 */
describe.each(testDatabases)('Viva Smart Checkout on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  let emulators: Emulators;
  let clock: Date;
  let webhooks: VivaWebhook[];
  let refundsFail = false;
  /** Viva's API cannot be reached (its hosted page, driven by the test, still works). */
  let vivaDown = false;
  const settings = readVivaSettings({ VIVA_EMULATOR_IRIS_SECONDS: '1200' }, 'http://shop.test');
  const config = { ...testConfig, checkout: { ...testConfig.checkout, cardProvider: 'viva' as const }, viva: settings };
  const now = () => clock;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  const emulatorOn = (db: Queryable) =>
    createVivaEmulator({
      db,
      settings,
      returnUrl: 'http://shop.test/api/payments/viva/return',
      webhookUrl: 'http://shop.test/api/payments/viva/webhook',
      now,
      notify: (webhook) => webhooks.push(webhook),
    });
  const providerOn = (db: Queryable): CardProvider => {
    const reach = inProcess(emulatorOn(db));
    const viva = createVivaProvider(settings, (url, init) => {
      if (vivaDown) return Promise.reject(new TypeError('fetch failed'));
      return reach(url, init);
    });
    return refundsFail ? { ...viva, refund: async () => ({ ok: false, failureCode: 'REFUSED' }) } : viva;
  };
  const ctx = (): PaymentsContext & ReturnType<OrderDesk['ctx']> => ({
    ...desk.ctx(),
    config,
    now,
    locale: 'en',
    cardProviderFor: providerOn,
  });
  const runJobs = () =>
    runDueJobs({
      db: desk.db,
      deps: {
        ctx: ctx(),
        mailer: keptMailer(),
        transmitters: async () => emulators.transmitters,
        cardProviderFor: providerOn,
      },
      handlers: jobHandlers,
      now,
    });
  /** The hosted page: GET shows it; a POST is one of its buttons. */
  const hostedPage = (payUrl: string, fields?: Record<string, string>) => {
    if (!fields) return emulatorOn(desk.db).handle(new Request(payUrl));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return emulatorOn(desk.db).handle(new Request(payUrl, { method: 'POST', body: form }));
  };
  const card = (number = '4111111111111111', installments = '0') => ({
    action: 'card',
    number,
    expiry: '12/30',
    cvv: '123',
    installments,
  });
  /** The shop's webhook address receiving Viva's POST: checked and queued, nothing read back from Viva yet. */
  const deliver = (webhook: VivaWebhook) => receiveCardCallback(ctx(), 'viva', webhook.body, new Headers());
  /** A webhook received, then the queue run (the job reads the transaction back from Viva and applies it). */
  const deliverAndRun = async (webhook: VivaWebhook) => {
    expect(await deliver(webhook)).toBe('queued');
    await runJobs();
  };
  /** The queued webhooks of a transaction: one job per event, however often it came. */
  const webhookJobs = (webhook: VivaWebhook) =>
    desk.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'apply-card-webhook'),
          like(jobs.uniqueKey, `card-webhook:viva:${JSON.parse(webhook.body).EventData.TransactionId}:%`),
        ),
      );
  const approvedPayments = async (orderId: number) =>
    (await desk.paymentsOf(orderId)).filter((each) => each.state === 'approved');
  const backToShop = async (redirect: Response) =>
    returnFromCardPayment(ctx(), 'viva', new URL(redirect.headers.get('location')!).searchParams);
  const outcomeOf = async (receiptId: string) => (await orderByReceipt(ctx(), receiptId))!;
  const startCardOrder = async () => {
    const order = await desk.place({ paymentMethod: 'card' });
    const started = await payOrderByCard(ctx(), order.receiptId);
    return { order, started: started! };
  };

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
    emulators = await taxEmulators();
  });
  afterAll(async () => {
    await emulators.close();
    await database.close();
  });
  beforeEach(() => {
    clock = new Date();
    webhooks = [];
    refundsFail = false;
    vivaDown = false;
  });

  it('a card paid on the hosted page pays the order once, however often Viva tells, and its receipt gets a MARK', async () => {
    const { order, started } = await startCardOrder();
    expect(started).toMatchObject({ testMode: true, maxInstallments: 3 });
    expect(started.payUrl).toMatch(/^http:\/\/shop\.test\/api\/emulators\/viva\/www\/web\/checkout\?ref=\d{16}$/);
    const page = await hostedPage(started.payUrl);
    expect(await page.text()).toContain('Pay with IRIS');

    const paid = await hostedPage(started.payUrl, card('4111111111111111', '3'));
    expect(paid.status).toBe(303);
    expect(await backToShop(paid)).toBe(`/receipt/${order.receiptId}`);
    expect(await outcomeOf(order.receiptId)).toMatchObject({
      outcome: 'completed',
      state: 'processing',
      installments: 3,
    });

    // The webhook after the customer's return, and again: one job, and nothing more happens.
    expect(webhooks).toHaveLength(1);
    expect(await deliver(webhooks[0]!)).toBe('queued');
    expect(await deliver(webhooks[0]!)).toBe('queued');
    expect(await webhookJobs(webhooks[0]!)).toHaveLength(1);
    await runJobs();
    expect(await webhookJobs(webhooks[0]!)).toMatchObject([{ state: 'done', attempts: 1 }]);
    const approved = await approvedPayments(order.id);
    expect(approved).toMatchObject([{ cardSummary: '•••• 1111', amountCents: order.totalCents }]);

    const [receipt] = await documentsOf(desk.db, order.id);
    expect(receipt).toMatchObject({ invoiceType: '11.1', paymentMethodType: 7, state: 'transmitted' });
    expect(receipt!.mark).toMatch(/^\d{15}$/);
  });

  it('an IRIS payment is confirmed by the bank 20 minutes later: the order waits for it, then is paid', async () => {
    const { order, started } = await startCardOrder();
    // The customer pays late in the payment window: the bank's confirmation comes after the window closed.
    later(25);
    const irisReturn = await hostedPage(started.payUrl, { action: 'iris' });
    await backToShop(irisReturn);
    // A "payment created" webhook before the bank confirmed (forged with the transaction of the way back): read
    // back, Viva says it is still under way, so the job is tried again later rather than spent.
    const transactionId = new URL(irisReturn.headers.get('location')!).searchParams.get('t');
    const early = JSON.stringify({
      EventTypeId: 1796,
      EventData: { OrderCode: Number(started.payUrl.split('ref=')[1]), TransactionId: transactionId },
    });
    await deliverAndRun({ url: 'http://shop.test/api/payments/viva/webhook', body: early });
    expect(await webhookJobs({ url: '', body: early })).toMatchObject([{ state: 'pending', attempts: 1 }]);
    expect(await outcomeOf(order.receiptId)).toMatchObject({ outcome: 'processing', state: 'pending' });
    // The money is on its way: the receipt offers no second payment that would pay twice.
    expect(await payOrderByCard(ctx(), order.receiptId)).toBeNull();

    later(6);
    expect(await releaseUnpaidCardOrders(ctx())).not.toContain(order.id);
    await refreshOrderPayment(ctx(), order.receiptId);
    expect(await outcomeOf(order.receiptId)).toMatchObject({ outcome: 'processing', state: 'pending' });
    later(13);
    expect(await emulatorOn(desk.db).confirmDue()).toBe(0);
    later(1);
    expect(await emulatorOn(desk.db).confirmDue()).toBe(1);
    // The webhook is only queued: the order is paid when the queue has read the transaction back.
    expect(await deliver(webhooks.at(-1)!)).toBe('queued');
    expect(await webhookJobs(webhooks.at(-1)!)).toHaveLength(1);
    expect(await outcomeOf(order.receiptId)).toMatchObject({ outcome: 'processing', state: 'pending' });
    await runJobs();
    expect(await webhookJobs(webhooks.at(-1)!)).toMatchObject([{ state: 'done' }]);
    expect(await outcomeOf(order.receiptId)).toMatchObject({ outcome: 'completed', state: 'processing' });
    expect((await desk.paymentsOf(order.id)).at(-1)).toMatchObject({ state: 'approved', cardSummary: 'IRIS' });
    await runJobs();
    expect((await documentsOf(desk.db, order.id))[0]).toMatchObject({ paymentMethodType: 8, state: 'transmitted' });
  });

  it('a declined card keeps the order payable on the same page; webhooks out of order change nothing twice', async () => {
    const { order, started } = await startCardOrder();
    expect((await hostedPage(started.payUrl, card(vivaDeclinedCard))).status).toBe(402);
    await hostedPage(started.payUrl, card());
    const [failed, paid] = webhooks;
    expect(JSON.parse(failed!.body)).toMatchObject({ EventTypeId: 1798 });
    // The payment's webhook first, the failure's late: the failure never undoes the payment.
    await deliverAndRun(paid!);
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    await deliverAndRun(failed!);
    await deliverAndRun(paid!);
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    expect(await approvedPayments(order.id)).toHaveLength(1);

    // The other way round on another order: the failure first changes nothing, the payment then pays.
    const second = await startCardOrder();
    webhooks = [];
    await hostedPage(second.started.payUrl, card(vivaDeclinedCard));
    await hostedPage(second.started.payUrl, card());
    await deliverAndRun(webhooks[0]!);
    expect((await desk.orderRow(second.order.id)).state).toBe('pending');
    await deliverAndRun(webhooks[1]!);
    expect((await desk.orderRow(second.order.id)).state).toBe('processing');
  });

  it('a new attempt closes the payment order it replaces, so that the old page can no longer take money', async () => {
    const { order, started } = await startCardOrder();
    const again = await payOrderByCard(ctx(), order.receiptId);
    expect(again!.payUrl).not.toBe(started.payUrl);
    expect((await hostedPage(started.payUrl, card())).status).toBe(409);
    await backToShop(await hostedPage(again!.payUrl, card()));
    expect((await desk.orderRow(order.id)).state).toBe('processing');
  });

  it("refuses a webhook of the wrong shape at once, applies only what Viva's API says, and answers Viva's verification", async () => {
    const { order, started } = await startCardOrder();
    await hostedPage(started.payUrl, card());
    const real = JSON.parse(webhooks[0]!.body);
    const forged = (data: Record<string, unknown>, event: Record<string, unknown> = {}) =>
      receiveCardCallback(
        ctx(),
        'viva',
        JSON.stringify({ ...real, ...event, EventData: { ...real.EventData, ...data } }),
        new Headers(),
      );
    // What the route can check without asking Viva: refused there, nothing queued.
    expect(await forged({ TransactionId: 'not-a-transaction' })).toBe('refused');
    expect(await forged({ OrderCode: 'abc' })).toBe('refused');
    expect(await forged({}, { EventTypeId: 1234 })).toBe('refused');
    expect(await receiveCardCallback(ctx(), 'viva', 'not json', new Headers())).toBe('refused');
    expect(await receiveCardCallback(ctx(), 'viva', 'null', new Headers())).toBe('refused');
    expect(await receiveCardCallback(ctx(), 'sandbox', webhooks[0]!.body, new Headers())).toBe('off');
    // A reversal changes nothing in the shop (its refunds do): acknowledged, not queued.
    expect(await forged({}, { EventTypeId: 1797 })).toBe('unchanged');

    // A transaction Viva does not know: queued, read back, nothing applied, and no failed work for staff.
    const unknown = {
      ...real,
      EventData: { ...real.EventData, TransactionId: '6f1c1a54-0000-4000-8000-000000000000' },
    };
    await deliverAndRun({ url: webhooks[0]!.url, body: JSON.stringify(unknown) });
    expect(await webhookJobs({ url: '', body: JSON.stringify(unknown) })).toMatchObject([{ state: 'done' }]);
    expect((await desk.orderRow(order.id)).state).toBe('pending');
    expect(await approvedPayments(order.id)).toEqual([]);

    // Another payment order named with a real transaction: the job believes Viva's API (the transaction's own order).
    expect(await forged({ OrderCode: 1234567890123456 })).toBe('queued');
    await runJobs();
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    // The real webhook then comes: the same transaction and event, no second job.
    expect(await deliver(webhooks[0]!)).toBe('queued');
    expect(await webhookJobs(webhooks[0]!)).toHaveLength(1);
    expect(await approvedPayments(order.id)).toHaveLength(1);
    expect((await failedJobs(desk.db)).filter((job) => job.kind === 'apply-card-webhook')).toEqual([]);
    expect(await cardWebhookVerification(ctx(), 'viva')).toMatchObject({ Key: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('a webhook queued while Viva cannot be reached is retried with backoff, then applied once', async () => {
    const { order, started } = await startCardOrder();
    await hostedPage(started.payUrl, card());
    const [paid] = webhooks;
    // The webhook is answered at once, whether Viva's API answers or not.
    vivaDown = true;
    expect(await deliver(paid!)).toBe('queued');
    await runJobs();
    expect(await webhookJobs(paid!)).toMatchObject([
      { state: 'pending', attempts: 1, lastError: expect.stringContaining('fetch failed') },
    ]);
    expect((await desk.orderRow(order.id)).state).toBe('pending');
    // Not again before its backoff (10 s after the first attempt).
    await runJobs();
    expect(await webhookJobs(paid!)).toMatchObject([{ attempts: 1 }]);
    later(1);
    await runJobs();
    expect(await webhookJobs(paid!)).toMatchObject([{ state: 'pending', attempts: 2 }]);
    // Viva sends it again meanwhile: still one job.
    expect(await deliver(paid!)).toBe('queued');
    expect(await webhookJobs(paid!)).toHaveLength(1);

    vivaDown = false;
    later(1);
    await runJobs();
    expect(await webhookJobs(paid!)).toMatchObject([{ state: 'done', attempts: 3 }]);
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    expect(await approvedPayments(order.id)).toMatchObject([{ amountCents: order.totalCents }]);
  });

  it('a webhook Viva never confirms in all its attempts is failed work for staff, and applied when retried', async () => {
    const { order, started } = await startCardOrder();
    await hostedPage(started.payUrl, card());
    const [paid] = webhooks;
    vivaDown = true;
    await deliver(paid!);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await runJobs();
      later(60);
    }
    const [job] = await webhookJobs(paid!);
    expect(job).toMatchObject({ state: 'failed', attempts: 8 });
    expect(await failedJobs(desk.db)).toContainEqual(
      expect.objectContaining({ id: job!.id, kind: 'apply-card-webhook' }),
    );
    expect((await desk.orderRow(order.id)).state).toBe('pending');

    vivaDown = false;
    expect(await retryFailedJob(ctx(), desk.staff.manager, job!.id)).toEqual({ ok: true });
    await runJobs();
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    expect(await approvedPayments(order.id)).toHaveLength(1);
  });

  it('a payment that arrives after the order was cancelled is refunded through Viva, once', async () => {
    const { order, started } = await startCardOrder();
    later(config.checkout.cardPaymentWindowMinutes + 1);
    expect(await releaseUnpaidCardOrders(ctx())).toContain(order.id);
    // Still on Viva's page, the customer pays anyway (an IRIS payment confirmed late ends here too).
    await hostedPage(started.payUrl, card());
    // The queued webhook finds the order cancelled and queues the refund, which the same run of the queue gives back.
    await deliverAndRun(webhooks[0]!);
    await deliverAndRun(webhooks[0]!);
    expect((await desk.orderRow(order.id)).state).toBe('canceled');
    await runJobs();
    expect(await lateCardPaymentsUnrefunded(desk.db, order.id)).toBe(0);
    const given = await desk.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([{ amountCents: order.totalCents, channel: 'provider', reason: 'late-payment' }]);
    const reversals = await desk.db
      .select()
      .from(vivaEmulatorTransactions)
      .where(
        and(
          eq(vivaEmulatorTransactions.transactionTypeId, 4),
          eq(vivaEmulatorTransactions.amountCents, order.totalCents),
        ),
      );
    expect(reversals.filter((each) => each.id === given[0]!.providerRef)).toHaveLength(1);
    // No receipt for money the shop gave back.
    expect(await documentsOf(desk.db, order.id)).toEqual([]);
  });

  it('a late payment whose refund Viva refuses is shown to staff as failed work, never kept quietly', async () => {
    const { order, started } = await startCardOrder();
    later(config.checkout.cardPaymentWindowMinutes + 1);
    await releaseUnpaidCardOrders(ctx());
    await hostedPage(started.payUrl, { action: 'iris' });
    later(20);
    await emulatorOn(desk.db).confirmDue();
    refundsFail = true;
    expect(await deliver(webhooks.at(-1)!)).toBe('queued');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await runJobs();
      later(60);
    }
    const failed = (await failedJobs(desk.db)).filter((job) => job.kind === 'refund-late-card-payment');
    expect(failed.at(-1)?.lastError).toContain('REFUSED');
    expect(await lateCardPaymentsUnrefunded(desk.db, order.id)).toBe(1);
    const events = await desk.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.kind)).toContain('late-payment');
  });

  it('money of another amount than the order never pays it: it is given back', async () => {
    const { order, started } = await startCardOrder();
    const [payment] = (await desk.paymentsOf(order.id)).filter((each) => each.state === 'pending');
    expect(started.payUrl).toContain(payment!.providerRef!);
    const outcome = { state: 'approved' as const, cardSummary: '•••• 1111', installments: 1 };
    expect(await applyCardOutcome(ctx(), payment!.providerRef!, { ...outcome, amountCents: 100 })).toBe('late');
    expect((await desk.orderRow(order.id)).state).toBe('pending');
  });

  it('a refund from the order desk goes through Viva', async () => {
    const { order, started } = await startCardOrder();
    await backToShop(await hostedPage(started.payUrl, card()));
    const half = Math.floor(order.totalCents / 2);
    const euros = (cents: number) => (cents / 100).toFixed(2);
    expect(
      await refundOrder(ctx(), desk.staff.manager, order.id, 1, { amount: euros(half), reason: 'scratched' }),
    ).toMatchObject({ ok: true });
    const payment = (await desk.paymentsOf(order.id)).at(-1);
    const reversals = await desk.db
      .select()
      .from(vivaEmulatorTransactions)
      .where(eq(vivaEmulatorTransactions.parentId, payment!.providerTransactionRef!));
    expect(reversals.map((each) => each.amountCents)).toEqual([half]);
  });
});
