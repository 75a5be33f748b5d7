import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { orderEvents } from '../orders.tables';
import { markOrderDelivered, packOrder, shipOrder } from './fulfilment-actions';
import { orderDesk, type OrderDesk } from './testing';

const shipment = {
  carrier: 'ACS',
  trackingNumber: '7012345678',
  trackingUrl: 'https://www.acscourier.net/el/track?p=7012345678',
};

/** Packing, shipping and completing an order, and two staff members acting on the same version. */
describe.each(testDatabases)('the order desk fulfils orders on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
  });
  afterAll(async () => database.close());

  it('packs, ships with tracking (the customer is told in English) and completes a cash order', async () => {
    const order = await desk.place({ paymentMethod: 'cash-on-delivery', locale: 'en' });
    await desk.sentMails();
    expect(await packOrder(desk.ctx(), desk.staff.warehouse, order.id, 1)).toEqual({
      ok: true,
      version: 2,
      stockChanged: false,
    });
    const packed = await desk.orderRow(order.id);
    expect(packed).toMatchObject({ state: 'ready', version: 2 });
    expect(packed.packedAt).toBeInstanceOf(Date);

    expect(await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 2, shipment)).toMatchObject({ ok: true });
    expect(await desk.orderRow(order.id)).toMatchObject({ state: 'shipped', version: 3, ...shipment });
    const [mail] = await desk.sentMails();
    expect(mail).toMatchObject({ to: 'nikos@example.gr', subject: `Your order ${order.number} has shipped` });
    expect(mail!.text).toContain('ACS');
    expect(mail!.text).toContain('7012345678');
    expect(mail!.text).toContain(shipment.trackingUrl);

    expect(await markOrderDelivered(desk.ctx(), desk.staff.warehouse, order.id, 3)).toMatchObject({ ok: true });
    expect((await desk.orderRow(order.id)).state).toBe('completed');

    const history = await desk.db
      .select({ from: orderEvents.fromState, to: orderEvents.toState, actor: orderEvents.actorUserId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id);
    expect(history).toEqual([
      { from: null, to: 'processing', actor: null },
      { from: 'processing', to: 'ready', actor: desk.staff.warehouse.userId },
      { from: 'ready', to: 'shipped', actor: desk.staff.warehouse.userId },
      { from: 'shipped', to: 'completed', actor: desk.staff.warehouse.userId },
    ]);
    expect((await desk.auditOf(order.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'orders.deliver',
        { state: 'shipped', deliveredAt: null },
        { state: 'completed', deliveredAt: expect.any(String) },
      ],
      [
        'orders.ship',
        { state: 'ready', carrier: null, trackingNumber: null, trackingUrl: null, shippedAt: null },
        { state: 'shipped', ...shipment, shippedAt: expect.any(String) },
      ],
      ['orders.pack', { state: 'processing', packedAt: null }, { state: 'ready', packedAt: expect.any(String) }],
    ]);
  });

  it('refuses moves the order tables do not allow', async () => {
    const unpaid = await desk.place({ paymentMethod: 'bank-transfer' });
    for (const action of [
      packOrder(desk.ctx(), desk.staff.owner, unpaid.id, 1),
      shipOrder(desk.ctx(), desk.staff.owner, unpaid.id, 1, shipment),
      markOrderDelivered(desk.ctx(), desk.staff.owner, unpaid.id, 1),
    ])
      expect(await action).toEqual({ ok: false, error: { code: 'INVALID_TRANSITION' } });

    const pickup = await desk.place({ shippingMethod: 'pickup' });
    expect(await shipOrder(desk.ctx(), desk.staff.owner, pickup.id, 1, shipment)).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    // Collected at the counter: completed straight from processing.
    expect(await markOrderDelivered(desk.ctx(), desk.staff.warehouse, pickup.id, 1)).toMatchObject({ ok: true });

    const courier = await desk.place();
    expect(await markOrderDelivered(desk.ctx(), desk.staff.owner, courier.id, 1)).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    await packOrder(desk.ctx(), desk.staff.owner, courier.id, 1);
    expect(await packOrder(desk.ctx(), desk.staff.owner, courier.id, 2)).toEqual({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect(await desk.auditOf(unpaid.id)).toEqual([]);
  });

  it('refuses the accountant packing or shipping, and a shipment without a tracking number', async () => {
    const order = await desk.place();
    expect(await packOrder(desk.ctx(), desk.staff.accountant, order.id, 1)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(await shipOrder(desk.ctx(), desk.staff.accountant, order.id, 1, shipment)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(
      await shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 1, {
        carrier: 'ACS',
        trackingNumber: ' ',
        trackingUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        problems: [
          { field: 'trackingNumber', reason: 'required' },
          { field: 'trackingUrl', reason: 'trackingUrl' },
        ],
      },
    });
    expect(await desk.orderRow(order.id)).toMatchObject({ state: 'processing', version: 1 });
  });

  it('gives the second of two staff members acting on the same version "changed, reload", never a lost update', async () => {
    const order = await desk.place();
    const [first, second] = await Promise.all([
      shipOrder(desk.ctx(), desk.staff.warehouse, order.id, 1, shipment),
      shipOrder(desk.ctx(), desk.staff.manager, order.id, 1, { ...shipment, carrier: 'ELTA', trackingNumber: 'EL1' }),
    ]);
    const results = [first, second];
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: { code: 'ORDER_CHANGED' } }]);
    const winner = first.ok ? shipment.carrier : 'ELTA';
    expect(await desk.orderRow(order.id)).toMatchObject({ state: 'shipped', version: 2, carrier: winner });
    expect((await desk.auditOf(order.id)).map((entry) => entry.action)).toEqual(['orders.ship']);

    // A page still showing version 1 is refused too, even for a move the order allows now.
    expect(await markOrderDelivered(desk.ctx(), desk.staff.warehouse, order.id, 1)).toEqual({
      ok: false,
      error: { code: 'ORDER_CHANGED' },
    });
    expect(await markOrderDelivered(desk.ctx(), desk.staff.warehouse, order.id, 2)).toMatchObject({ ok: true });
  });

  it('answers NOT_FOUND for an order that does not exist', async () => {
    expect(await packOrder(desk.ctx(), desk.staff.owner, 987_654, 1)).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
