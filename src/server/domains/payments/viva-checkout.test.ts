import { and, eq } from 'drizzle-orm';
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
import { failedJobs } from '@/server/jobs/failed-work';
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
    const viva = createVivaProvider(settings, inProcess(emulatorOn(db)));
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
  /** The shop's webhook address receiving Viva's POST. */
  const deliver = (webhook: VivaWebhook) => receiveCardCallback(ctx(), 'viva', webhook.body, new Headers());
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

    // The webhook after the customer's return, and again: nothing more happens.
    expect(webhooks).toHaveLength(1);
    expect(await deliver(webhooks[0]!)).toBe('unchanged');
    expect(await deliver(webhooks[0]!)).toBe('unchanged');
    const [payment] = (await desk.paymentsOf(order.id)).filter((each) => each.state === 'approved');
    expect(payment).toMatchObject({ cardSummary: '•••• 1111', amountCents: order.totalCents });

    await runJobs();
    const [receipt] = await documentsOf(desk.db, order.id);
    expect(receipt).toMatchObject({ invoiceType: '11.1', paymentMethodType: 7, state: 'transmitted' });
    expect(receipt!.mark).toMatch(/^\d{15}$/);
  });

  it('an IRIS payment is confirmed by the bank 20 minutes later: the order waits for it, then is paid', async () => {
    const { order, started } = await startCardOrder();
    // The customer pays late in the payment window: the bank's confirmation comes after the window closed.
    later(25);
    await backToShop(await hostedPage(started.payUrl, { action: 'iris' }));
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
    expect(await deliver(webhooks.at(-1)!)).toBe('applied');
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
    expect(await deliver(paid!)).toBe('applied');
    expect(await deliver(failed!)).toBe('unchanged');
    expect(await deliver(paid!)).toBe('unchanged');
    expect((await desk.orderRow(order.id)).state).toBe('processing');

    // The other way round on another order: the failure first changes nothing, the payment then pays.
    const second = await startCardOrder();
    webhooks = [];
    await hostedPage(second.started.payUrl, card(vivaDeclinedCard));
    await hostedPage(second.started.payUrl, card());
    expect(await deliver(webhooks[0]!)).toBe('unchanged');
    expect((await desk.orderRow(second.order.id)).state).toBe('pending');
    expect(await deliver(webhooks[1]!)).toBe('applied');
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

  it("refuses a webhook Viva's API does not confirm, and answers Viva's verification with the key", async () => {
    const { started } = await startCardOrder();
    await hostedPage(started.payUrl, card());
    const real = JSON.parse(webhooks[0]!.body);
    const forged = (data: Record<string, unknown>) =>
      receiveCardCallback(
        ctx(),
        'viva',
        JSON.stringify({ ...real, EventData: { ...real.EventData, ...data } }),
        new Headers(),
      );
    expect(await forged({ TransactionId: '6f1c1a54-0000-4000-8000-000000000000' })).toBe('refused');
    expect(await forged({ OrderCode: 1234567890123456 })).toBe('refused');
    expect(await receiveCardCallback(ctx(), 'viva', 'not json', new Headers())).toBe('refused');
    expect(await receiveCardCallback(ctx(), 'sandbox', webhooks[0]!.body, new Headers())).toBe('off');
    expect(await cardWebhookVerification(ctx(), 'viva')).toMatchObject({ Key: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('a payment that arrives after the order was cancelled is refunded through Viva, once', async () => {
    const { order, started } = await startCardOrder();
    later(config.checkout.cardPaymentWindowMinutes + 1);
    expect(await releaseUnpaidCardOrders(ctx())).toContain(order.id);
    // Still on Viva's page, the customer pays anyway (an IRIS payment confirmed late ends here too).
    await hostedPage(started.payUrl, card());
    expect(await deliver(webhooks[0]!)).toBe('late');
    expect(await deliver(webhooks[0]!)).toBe('unchanged');
    expect((await desk.orderRow(order.id)).state).toBe('canceled');
    expect(await lateCardPaymentsUnrefunded(desk.db, order.id)).toBe(1);

    await runJobs();
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
    expect(await deliver(webhooks.at(-1)!)).toBe('late');
    refundsFail = true;
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
