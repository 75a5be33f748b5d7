import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { markBankTransferPaid, markCashCollected } from './payment-actions';
import { orderDesk, type OrderDesk } from './testing';

/** Marking money received: a bank transfer (in full or in part) and cash on delivery. */
describe.each(testDatabases)('the order desk takes payments on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('records a partial bank transfer without accepting it as paid, then the rest moves the order on', async () => {
    const order = await desk.place({ paymentMethod: 'bank-transfer', locale: 'en' });
    const { totalCents } = order;
    const first = await markBankTransferPaid(desk.ctx(), desk.staff.accountant, order.id, 1, {
      amount: '10,00',
      reference: 'PIRAEUS-001',
    });
    expect(first).toEqual({ ok: true, version: 2, stockChanged: false });
    expect((await desk.orderRow(order.id)).state).toBe('pending');
    expect(await desk.paymentsOf(order.id)).toEqual([
      expect.objectContaining({ state: 'pending', receivedCents: 1000, reference: 'PIRAEUS-001' }),
    ]);
    const partialMail = (await desk.sentMails()).find((mail) => mail.subject.includes('part of the payment'));
    expect(partialMail).toMatchObject({ to: 'nikos@example.gr' });
    expect(partialMail!.text).toContain(`${order.number}`);

    const rest = ((totalCents - 1000) / 100).toFixed(2);
    const second = await markBankTransferPaid(desk.ctx(), desk.staff.manager, order.id, 2, {
      amount: rest,
      reference: 'PIRAEUS-002',
    });
    expect(second).toEqual({ ok: true, version: 3, stockChanged: false });
    expect((await desk.orderRow(order.id)).state).toBe('processing');
    expect(await desk.paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        state: 'approved',
        receivedCents: totalCents,
        reference: 'PIRAEUS-001, PIRAEUS-002',
      }),
    ]);
    const mails = await desk.sentMails();
    expect(mails.map((mail) => mail.subject)).toContain(`We received the payment for your order ${order.number}`);

    const audit = await desk.auditOf(order.id);
    expect(audit[0]).toMatchObject({
      action: 'orders.mark-paid',
      actorUserId: desk.staff.manager.userId,
      address: '203.0.113.7',
      before: { state: 'pending', payment: { state: 'pending', receivedCents: 1000 } },
      after: { state: 'processing', payment: { state: 'approved', receivedCents: totalCents } },
    });
  });

  it('tells the customer in Greek when they ordered in Greek', async () => {
    const order = await desk.place({ paymentMethod: 'bank-transfer', locale: 'el' });
    const amount = (order.totalCents / 100).toFixed(2);
    await markBankTransferPaid(desk.ctx(), desk.staff.owner, order.id, 1, { amount, reference: 'ALPHA-9' });
    const subjects = (await desk.sentMails()).map((mail) => mail.subject);
    expect(subjects).toContain(`Λάβαμε την πληρωμή της παραγγελίας σας ${order.number}`);
  });

  it('refuses a warehouse member, a cash order, an amount that is no amount, and an order already paid', async () => {
    const order = await desk.place({ paymentMethod: 'bank-transfer' });
    const input = { amount: (order.totalCents / 100).toFixed(2), reference: 'X-1' };
    expect(await markBankTransferPaid(desk.ctx(), desk.staff.warehouse, order.id, 1, input)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(
      await markBankTransferPaid(desk.ctx(), desk.staff.owner, order.id, 1, { amount: '-5', reference: 'X' }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', problems: [{ field: 'amount' }] } });
    const cash = await desk.place({ paymentMethod: 'cash-on-delivery' });
    expect(await markBankTransferPaid(desk.ctx(), desk.staff.owner, cash.id, 1, input)).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect((await markBankTransferPaid(desk.ctx(), desk.staff.owner, order.id, 1, input)).ok).toBe(true);
    expect(await markBankTransferPaid(desk.ctx(), desk.staff.owner, order.id, 2, input)).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect(await desk.auditOf(cash.id)).toEqual([]);
  });

  it('marks cash on delivery collected once, after shipping as before, and never a bank transfer', async () => {
    const order = await desk.place({ paymentMethod: 'cash-on-delivery' });
    expect(await markCashCollected(desk.ctx(), desk.staff.warehouse, order.id, 1, {})).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(await markCashCollected(desk.ctx(), desk.staff.accountant, order.id, 1, { reference: 'ACS-77' })).toEqual({
      ok: true,
      version: 2,
      stockChanged: false,
    });
    expect(await desk.paymentsOf(order.id)).toEqual([
      expect.objectContaining({ state: 'approved', receivedCents: order.totalCents, reference: 'ACS-77' }),
    ]);
    expect(await markCashCollected(desk.ctx(), desk.staff.accountant, order.id, 2, {})).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    const bank = await desk.place({ paymentMethod: 'bank-transfer' });
    expect(await markCashCollected(desk.ctx(), desk.staff.owner, bank.id, 1, {})).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect((await desk.auditOf(order.id))[0]).toMatchObject({
      action: 'orders.mark-collected',
      before: { payment: { state: 'pending', receivedCents: 0 } },
      after: { payment: { state: 'approved', receivedCents: order.totalCents } },
    });
  });
});
