import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { addOrderNote, editOrderContact, resendOrderConfirmation } from './contact-actions';
import { markOrderDelivered, shipOrder } from './fulfilment-actions';
import { markCashCollected } from './payment-actions';
import { recordOrderReturn } from './return-order';
import { staffOrder } from './staff-order';
import { orderDesk, type OrderDesk } from './testing';

const shipment = { carrier: 'ACS', trackingNumber: '7012345678' };

/** Returns of some lines, the contact details before shipping, resent confirmations, notes, and the order page's read. */
describe.each(testDatabases)('the order desk on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;

  /** A cash order of 3 + 1 units, shipped. */
  async function shippedOrder() {
    const order = await desk.place({ quantities: [3, 1] });
    await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 1, shipment);
    const detail = (await staffOrder(desk.ctx(), order.number))!;
    return { order, lines: detail.lines };
  }

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('records returns of some units, restocked or not, never more than sold minus returned before', async () => {
    const { order, lines } = await shippedOrder();
    const [threeOf, oneOf] = lines as [(typeof lines)[number], (typeof lines)[number]];
    const stock = await desk.stockOf(threeOf.variantId!);
    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.warehouse, order.id, 2, {
        lines: [{ orderItemId: threeOf.id, quantity: 2 }],
        restock: true,
        reason: 'wrong model',
      }),
    ).toEqual({ ok: true, version: 3, stockChanged: true });
    expect(await desk.stockOf(threeOf.variantId!)).toBe(stock + 2);
    expect(await desk.movementsOf(order.id, 'return')).toEqual([
      { variantId: threeOf.variantId, delta: 2, actorUserId: desk.staff.warehouse.userId },
    ]);
    expect((await desk.orderRow(order.id)).state).toBe('shipped');

    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.warehouse, order.id, 3, {
        lines: [{ orderItemId: threeOf.id, quantity: 2 }],
        restock: true,
        reason: 'again',
      }),
    ).toEqual({ ok: false, error: { code: 'RETURN_TOO_MANY' } });
    expect(await desk.stockOf(threeOf.variantId!)).toBe(stock + 2);

    // The last units, one of them broken: not restocked. Every unit is back, so the order is returned.
    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.manager, order.id, 3, {
        lines: [
          { orderItemId: threeOf.id, quantity: 1 },
          { orderItemId: oneOf.id, quantity: 1 },
        ],
        restock: false,
        reason: 'damaged in transit',
      }),
    ).toMatchObject({ ok: true, version: 4, stockChanged: false });
    expect(await desk.stockOf(threeOf.variantId!)).toBe(stock + 2);
    const returned = await desk.orderRow(order.id);
    expect(returned.state).toBe('returned');
    // Cash nobody collected for a parcel that came back is not owed any more.
    expect((await desk.paymentsOf(order.id)).map((payment) => payment.state)).toEqual(['canceled']);
    expect(await desk.ledgerMismatches()).toEqual([]);

    const detail = (await staffOrder(desk.ctx(), order.number))!;
    expect(detail.lines.map((line) => [line.quantity, line.returnedQuantity])).toEqual([
      [3, 3],
      [1, 1],
    ]);
    expect(detail.returns.map((each) => [each.restock, each.reason, each.actorEmail])).toEqual([
      [true, 'wrong model', desk.staff.warehouse.email],
      [false, 'damaged in transit', desk.staff.manager.email],
    ]);
    expect((await desk.sentMails()).filter((mail) => mail.subject.startsWith('Παραλάβαμε την επιστροφή'))).toHaveLength(
      2,
    );
  });

  it('refuses a return before shipping, by the accountant, and of a line of another order', async () => {
    const { order, lines } = await shippedOrder();
    const other = await desk.place();
    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.owner, other.id, 1, {
        lines: [{ orderItemId: lines[0]!.id, quantity: 1 }],
        restock: true,
        reason: 'x',
      }),
    ).toEqual({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    const input = { lines: [{ orderItemId: lines[0]!.id, quantity: 1 }], restock: true, reason: 'x' };
    expect(await recordOrderReturn(desk.ctx(), desk.staff.accountant, order.id, 2, input)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    await markCashCollected(desk.ctx(), desk.staff.owner, order.id, 2, {});
    await markOrderDelivered(desk.ctx(), desk.staff.owner, order.id, 3);
    const foreign = await desk.place();
    await shipOrder(desk.ctx(), desk.staff.warehouse, foreign.id, 1, shipment);
    expect(
      await recordOrderReturn(desk.ctx(), desk.staff.owner, foreign.id, 2, { ...input, restock: false }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    // A completed order takes returns too.
    expect(await recordOrderReturn(desk.ctx(), desk.staff.owner, order.id, 4, input)).toMatchObject({ ok: true });
  });

  it('edits the shipping address and contact phone before shipping, never the country, never after', async () => {
    const order = await desk.place({ locale: 'en' });
    await desk.sentMails();
    const address = {
      firstName: 'Νίκος',
      lastName: 'Γεωργίου',
      address1: 'Κύπρου 12',
      phone: '+30 690 333 4444',
      country: 'GR',
      city: 'Βόλος',
      postalCode: '383 33',
    };
    expect(
      await editOrderContact(desk.ctx(), desk.staff.accountant, order.id, 1, {
        shippingAddress: address,
        contactPhone: '2410 555 555',
      }),
    ).toEqual({ ok: false, error: { code: 'NOT_PERMITTED' } });
    expect(
      await editOrderContact(desk.ctx(), desk.staff.manager, order.id, 1, {
        shippingAddress: { ...address, country: 'CY', postalCode: '1010' },
        contactPhone: '2410 555 555',
      }),
    ).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: 'shippingAddress.country', reason: 'countryLocked' }] },
    });
    expect(
      await editOrderContact(desk.ctx(), desk.staff.manager, order.id, 1, {
        shippingAddress: address,
        contactPhone: '2410 555 555',
      }),
    ).toMatchObject({ ok: true, version: 2 });
    const edited = await desk.orderRow(order.id);
    expect(edited.shippingAddress).toMatchObject({ city: 'Βόλος', address1: 'Κύπρου 12' });
    expect(edited.billingAddress).toMatchObject({ phone: '2410 555 555', city: 'Λάρισα' });
    const [mail] = await desk.sentMails();
    expect(mail!.subject).toBe(`We changed the shipping details of your order ${order.number}`);
    expect(mail!.text).toContain('383 33 Βόλος');
    expect((await desk.auditOf(order.id))[0]).toMatchObject({
      action: 'orders.edit-contact',
      before: { shippingAddress: { city: 'Λάρισα' }, contactPhone: '+30 690 111 2222' },
      after: { shippingAddress: { city: 'Βόλος' }, contactPhone: '2410 555 555' },
    });

    await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 2, shipment);
    expect(
      await editOrderContact(desk.ctx(), desk.staff.manager, order.id, 3, {
        shippingAddress: address,
        contactPhone: '2410 555 555',
      }),
    ).toEqual({ ok: false, error: { code: 'INVALID_TRANSITION' } });
  });

  it('resends the confirmation and keeps internal notes, without changing the version', async () => {
    const order = await desk.place({ locale: 'en' });
    await desk.sentMails();
    expect(await resendOrderConfirmation(desk.ctx(), desk.staff.warehouse, order.id)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(await resendOrderConfirmation(desk.ctx(), desk.staff.manager, order.id)).toEqual({
      ok: true,
      version: 1,
      stockChanged: false,
    });
    expect((await desk.sentMails()).map((mail) => [mail.to, mail.subject])).toEqual([
      ['nikos@example.gr', `Your order ${order.number} at Tractor Parts Hellas`],
    ]);
    expect(await addOrderNote(desk.ctx(), desk.staff.warehouse, order.id, { body: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(
      await addOrderNote(desk.ctx(), desk.staff.warehouse, order.id, { body: 'Customer collects Friday' }),
    ).toMatchObject({ ok: true, version: 1 });

    const detail = (await staffOrder(desk.ctx(), order.number))!;
    expect(detail.version).toBe(1);
    expect(detail.internalNotes).toEqual([
      expect.objectContaining({ body: 'Customer collects Friday', authorEmail: desk.staff.warehouse.email }),
    ]);
    expect(detail.history.map((event) => [event.kind, event.actorEmail])).toEqual([
      ['order', null],
      ['confirmation-resent', desk.staff.manager.email],
    ]);
    expect(detail.audit.map((entry) => entry.action)).toEqual(['orders.note', 'orders.resend-confirmation']);
  });

  it('reads the order page: lines with stock now, the customer, money, and the actions its state allows', async () => {
    const order = await desk.placePaidByCard();
    const detail = (await staffOrder(desk.ctx(), order.number))!;
    expect(detail).toMatchObject({
      number: order.number,
      state: 'processing',
      customer: { kind: 'guest' },
      email: 'nikos@example.gr',
      billingAddress: { city: 'Λάρισα' },
      money: { paidCents: order.totalCents, refundedCents: 0, refundableCents: order.totalCents, dueCents: 0 },
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ quantity: 1, stockNow: await desk.stockOf(desk.variantIds[0]!) }),
    ]);
    expect(detail.payments.at(-1)).toMatchObject({ method: 'card', state: 'approved', cardSummary: 'Visa •••• 4242' });
    expect(detail.allowedActions).toEqual([
      'pack',
      'ship',
      'cancel',
      'refund',
      'edit-contact',
      'resend-confirmation',
      'note',
    ]);
    expect('idempotencyKey' in detail).toBe(false);
    expect(await staffOrder(desk.ctx(), 'TP-999999')).toBeNull();
    expect(await staffOrder(desk.ctx(), 'nonsense')).toBeNull();
  });
});
