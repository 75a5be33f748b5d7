import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { ordersAwaitingStaff } from './desk-list';
import { cancelOrder } from './desk/cancel-order';
import { shipOrder } from './desk/fulfilment-actions';
import { recordOrderReturn } from './desk/return-order';
import { staffOrder } from './desk/staff-order';
import { orderDesk, type OrderDesk } from './desk/testing';
import { orderByReceipt } from './orders.service';
import { requestWithdrawal } from './withdrawal';

const day = 24 * 60 * 60 * 1000;

/** The consumer's 14-day withdrawal: recorded once, acknowledged by e-mail, handled by the desk's return. */
describe.each(testDatabases)('the right of withdrawal on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  const later = (days: number) => ({ ...desk.ctx(), now: () => new Date(Date.now() + days * day) });

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('is offered for 14 days, recorded once, acknowledged by e-mail and shown to staff as a return to handle', async () => {
    const order = await desk.place({ quantities: [2], locale: 'en' });
    await desk.sentMails();
    const before = (await orderByReceipt(desk.ctx(), order.receiptId))!;
    expect(before.withdrawal).toMatchObject({ requestedAt: null, available: true });
    const awaiting = await ordersAwaitingStaff(desk.ctx());

    expect(await requestWithdrawal(desk.ctx(), order.receiptId)).toEqual({ ok: true });
    expect(await requestWithdrawal(desk.ctx(), order.receiptId)).toEqual({ ok: true });
    const after = (await orderByReceipt(desk.ctx(), order.receiptId))!;
    expect(after.withdrawal.requestedAt).toBeInstanceOf(Date);
    expect(after.withdrawal.available).toBe(false);
    expect((await desk.orderRow(order.id)).version).toBe(2);

    const mails = await desk.sentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `We received your withdrawal from order ${order.number}` });
    expect(mails[0]!.text).toContain(`/en/receipt/${order.receiptId}`);

    expect(await ordersAwaitingStaff(desk.ctx())).toBe(awaiting + 1);
    const staffView = (await staffOrder(desk.ctx(), order.number))!;
    expect(staffView.withdrawal).toMatchObject({ handledAt: null });

    await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 2, { carrier: 'ACS', trackingNumber: '7012345678' });
    const line = staffView.lines[0]!;
    const beforeReturn = await ordersAwaitingStaff(desk.ctx());
    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.warehouse, order.id, 3, {
        lines: [{ orderItemId: line.id, quantity: 2 }],
        restock: true,
        reason: '14-day withdrawal',
      }),
    ).toMatchObject({ ok: true });
    expect((await staffOrder(desk.ctx(), order.number))!.withdrawal!.handledAt).toBeInstanceOf(Date);
    expect(await ordersAwaitingStaff(desk.ctx())).toBe(beforeReturn - 1);
  });

  it('a cancellation before shipping handles the withdrawal too', async () => {
    const order = await desk.place();
    expect(await requestWithdrawal(desk.ctx(), order.receiptId)).toEqual({ ok: true });
    expect(await cancelOrder(desk.ctx(), desk.staff.manager, order.id, 2, { reason: 'withdrawal' })).toMatchObject({
      ok: true,
    });
    expect((await staffOrder(desk.ctx(), order.number))!.withdrawal!.handledAt).toBeInstanceOf(Date);
  });

  it.each([
    { case: 'after the 14 days', days: 15, code: 'WITHDRAWAL_CLOSED' },
    { case: 'on the 13th day', days: 13, code: null },
  ])('$case: $code', async ({ days, code }) => {
    const order = await desk.place();
    expect(await requestWithdrawal(later(days), order.receiptId)).toEqual(code ? { ok: false, code } : { ok: true });
  });

  it('refuses a cancelled order and an unknown receipt', async () => {
    const order = await desk.place();
    await cancelOrder(desk.ctx(), desk.staff.manager, order.id, 1, { reason: 'customer called' });
    expect(await requestWithdrawal(desk.ctx(), order.receiptId)).toEqual({ ok: false, code: 'WITHDRAWAL_CLOSED' });
    expect(await requestWithdrawal(desk.ctx(), 'x'.repeat(43))).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
