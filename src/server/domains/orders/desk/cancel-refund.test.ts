import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { sandboxGatewaySessions } from '@/server/domains/payments/providers/sandbox-gateway.tables';
import { refunds } from '../orders.tables';
import { cancelOrder } from './cancel-order';
import { shipOrder } from './fulfilment-actions';
import { markBankTransferPaid } from './payment-actions';
import { refundOrder } from './refund-order';
import { orderDesk, type OrderDesk } from './testing';

const euros = (cents: number) => (cents / 100).toFixed(2);

/** Cancelling (parts back to stock, money back) and refunding, within what was paid. */
describe.each(testDatabases)('the order desk cancels and refunds on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  const refundsOf = (orderId: number) =>
    desk.db
      .select({ amountCents: refunds.amountCents, channel: refunds.channel, actorUserId: refunds.actorUserId })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(refunds.id);

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('cancels an unpaid cash order: every part back on the shelf through the ledger, the customer told', async () => {
    const [first, second] = desk.variantIds as [number, number];
    const before = [await desk.stockOf(first), await desk.stockOf(second)];
    const order = await desk.place({ quantities: [2, 1] });
    expect([await desk.stockOf(first), await desk.stockOf(second)]).toEqual([before[0]! - 2, before[1]! - 1]);
    await desk.sentMails();

    expect(await cancelOrder(desk.ctx(), desk.staff.manager, order.id, 1, { reason: 'customer called' })).toEqual({
      ok: true,
      version: 2,
      stockChanged: true,
    });
    expect([await desk.stockOf(first), await desk.stockOf(second)]).toEqual(before);
    expect(await desk.movementsOf(order.id, 'release')).toEqual([
      { variantId: first, delta: 2, actorUserId: desk.staff.manager.userId },
      { variantId: second, delta: 1, actorUserId: desk.staff.manager.userId },
    ]);
    expect(await desk.ledgerMismatches()).toEqual([]);
    expect((await desk.orderRow(order.id)).state).toBe('canceled');
    expect((await desk.paymentsOf(order.id)).map((payment) => payment.state)).toEqual(['canceled']);
    expect((await desk.sentMails()).map((mail) => mail.subject)).toEqual([
      `Η παραγγελία σας ${order.number} ακυρώθηκε`,
    ]);
    expect((await desk.auditOf(order.id))[0]).toMatchObject({
      action: 'orders.cancel',
      before: { state: 'processing', paidCents: 0 },
      after: { state: 'canceled', reason: 'customer called', refunds: [] },
    });
  });

  it('refuses a cancel by the accountant or the warehouse, and of a shipped order', async () => {
    const order = await desk.place();
    for (const actor of [desk.staff.accountant, desk.staff.warehouse])
      expect(await cancelOrder(desk.ctx(), actor, order.id, 1, { reason: 'no' })).toEqual({
        ok: false,
        error: { code: 'NOT_PERMITTED' },
      });
    await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 1, { carrier: 'ACS', trackingNumber: '1' });
    expect(await cancelOrder(desk.ctx(), desk.staff.owner, order.id, 2, { reason: 'too late' })).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect(await desk.movementsOf(order.id, 'release')).toEqual([]);
  });

  it('cancels a paid bank transfer only together with its refund, recorded as paid back by hand', async () => {
    const order = await desk.place({ paymentMethod: 'bank-transfer' });
    await markBankTransferPaid(desk.ctx(), desk.staff.accountant, order.id, 1, {
      amount: euros(order.totalCents),
      reference: 'NBG-1',
    });
    const stock = await desk.stockOf(desk.variantIds[0]!);
    expect(await cancelOrder(desk.ctx(), desk.staff.owner, order.id, 2, { reason: 'out of stock' })).toEqual({
      ok: false,
      error: { code: 'REFUND_REQUIRED' },
    });
    expect(await desk.stockOf(desk.variantIds[0]!)).toBe(stock);
    expect(
      await cancelOrder(desk.ctx(), desk.staff.owner, order.id, 2, { reason: 'out of stock', refund: 'on' }),
    ).toMatchObject({ ok: true, version: 3 });
    expect(await refundsOf(order.id)).toEqual([
      { amountCents: order.totalCents, channel: 'manual', actorUserId: desk.staff.owner.userId },
    ]);
    expect((await desk.paymentsOf(order.id)).map((payment) => payment.state)).toEqual(['refunded']);
    expect(await desk.stockOf(desk.variantIds[0]!)).toBe(stock + 1);
    await desk.sentMails();
  });

  it('cancels a card order with its refund through the card gateway', async () => {
    const order = await desk.placePaidByCard({ locale: 'en' });
    await desk.sentMails();
    expect(
      await cancelOrder(desk.ctx(), desk.staff.manager, order.id, 1, { reason: 'fraud check', refund: true }),
    ).toMatchObject({ ok: true });
    const [refund] = await refundsOf(order.id);
    expect(refund).toEqual({
      amountCents: order.totalCents,
      channel: 'provider',
      actorUserId: desk.staff.manager.userId,
    });
    // The checkout's first payment row was replaced by the gateway's session: the last one is the card's.
    const payment = (await desk.paymentsOf(order.id)).at(-1);
    expect(payment!.state).toBe('refunded');
    const [session] = await desk.db
      .select({ outcome: sandboxGatewaySessions.outcome })
      .from(sandboxGatewaySessions)
      .where(eq(sandboxGatewaySessions.ref, payment!.providerRef!));
    expect(session!.outcome.refunds).toEqual([expect.objectContaining({ amountCents: order.totalCents })]);
    const [mail] = await desk.sentMails();
    expect(mail!.subject).toBe(`Your order ${order.number} was cancelled`);
    expect(mail!.text).toContain('We refunded');
  });

  it('refunds in parts up to what was paid, never more, and only owners and managers may', async () => {
    const order = await desk.placePaidByCard();
    const half = Math.floor(order.totalCents / 2);
    expect(await refundOrder(desk.ctx(), desk.staff.accountant, order.id, 1, { amount: '1', reason: 'x' })).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(
      await refundOrder(desk.ctx(), desk.staff.manager, order.id, 1, { amount: euros(half), reason: 'scratched' }),
    ).toMatchObject({ ok: true, version: 2 });
    expect((await desk.paymentsOf(order.id)).at(-1)!.state).toBe('approved');
    expect(
      await refundOrder(desk.ctx(), desk.staff.manager, order.id, 2, {
        amount: euros(order.totalCents - half + 1),
        reason: 'too much',
      }),
    ).toEqual({ ok: false, error: { code: 'REFUND_TOO_LARGE' } });
    expect(
      await refundOrder(desk.ctx(), desk.staff.owner, order.id, 2, {
        amount: euros(order.totalCents - half),
        reason: 'the rest',
      }),
    ).toMatchObject({ ok: true, version: 3 });
    expect((await refundsOf(order.id)).map((refund) => refund.amountCents)).toEqual([half, order.totalCents - half]);
    expect((await desk.paymentsOf(order.id)).at(-1)!.state).toBe('refunded');
    // Nothing left to refund: the action is not open any more.
    expect(await refundOrder(desk.ctx(), desk.staff.owner, order.id, 3, { amount: '0.01', reason: 'x' })).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    const mails = await desk.sentMails();
    expect(mails.filter((mail) => mail.subject.startsWith('Επιστροφή χρημάτων'))).toHaveLength(2);
    expect((await desk.auditOf(order.id))[0]).toMatchObject({
      action: 'orders.refund',
      before: { paidCents: order.totalCents, refundedCents: half },
      after: { paidCents: order.totalCents, refundedCents: order.totalCents, reason: 'the rest' },
    });
  });

  it('refunds a partial bank transfer received before the order was cancelled, and not an unpaid order', async () => {
    const unpaid = await desk.place({ paymentMethod: 'bank-transfer' });
    expect(await refundOrder(desk.ctx(), desk.staff.owner, unpaid.id, 1, { amount: '1', reason: 'x' })).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    await markBankTransferPaid(desk.ctx(), desk.staff.owner, unpaid.id, 1, { amount: '5', reference: 'PART' });
    expect(
      await cancelOrder(desk.ctx(), desk.staff.owner, unpaid.id, 2, { reason: 'never paid', refund: true }),
    ).toMatchObject({ ok: true });
    expect(await refundsOf(unpaid.id)).toEqual([
      { amountCents: 500, channel: 'manual', actorUserId: desk.staff.owner.userId },
    ]);
    expect((await desk.paymentsOf(unpaid.id)).map((payment) => payment.state)).toEqual(['canceled']);
    expect(await desk.ledgerMismatches()).toEqual([]);
  });
});
