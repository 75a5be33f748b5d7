import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@/server/db/testing';
import type { Database } from '@/server/db/client';
import { variants } from '@/server/domains/catalog/product.tables';
import { packOrder } from '@/server/domains/orders/desk/fulfilment-actions';
import { orderDesk, type OrderDesk } from '@/server/domains/orders/desk/testing';
import { readShippingSettings } from './shipping-settings';
import { acsCarrier } from './carriers/acs';
import { boxNowCarrier } from './carriers/boxnow';
import type { Carrier } from './carriers/carrier';
import { acsEmulator } from './carriers/emulators/acs-emulator';
import { boxNowEmulator } from './carriers/emulators/boxnow-emulator';
import { serveEmulator, type RunningEmulator } from './carriers/emulators/serve';
import { cancelVoucher, createVoucher, currentShipment, pollShipments, voucherLabel } from './shipments.service';
import { jobs } from '@/server/jobs/jobs.tables';
import { closeOutDay, nextCloseOut } from './close-out';
import { shipments } from './shipping.tables';

/** Couriers over HTTP against their emulators: vouchers with the COD amount, labels, cancelling, tracking. */
describe.each(testDatabases)('courier vouchers on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  const acs = acsEmulator();
  const boxnow = boxNowEmulator();
  let servers: RunningEmulator[];
  let carriers: Record<'acs' | 'boxnow', Carrier>;
  const shipping = readShippingSettings({ SHIPPING_CARRIERS: 'courier:acs,pickup:manual' }, 'http://shop.test');
  const ctx = () => ({
    ...desk.ctx(),
    config: { ...desk.ctx().config, shipping },
    carrierFor: (code: Carrier['code']) => carriers[code as 'acs' | 'boxnow'],
  });
  const readyOrder = async (paidByCard = false) => {
    const order = paidByCard ? await desk.placePaidByCard() : await desk.place();
    const { version } = await desk.orderRow(order.id);
    expect(await packOrder(desk.ctx(), desk.staff.warehouse, order.id, version)).toMatchObject({ ok: true });
    return { ...order, version: version + 1 };
  };

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
    servers = await Promise.all([serveEmulator(acs.handle), serveEmulator(boxnow.handle)]);
    carriers = {
      acs: acsCarrier({ ...shipping.acs, url: servers[0]!.url }),
      boxnow: boxNowCarrier({ ...shipping.boxnow, url: servers[1]!.url }),
    };
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
  });

  it('makes an ACS voucher with the cash-on-delivery amount; the customer is e-mailed the tracking link', async () => {
    const order = await readyOrder();
    const result = await createVoucher(ctx(), desk.staff.warehouse, order.id, 2);
    expect(result).toMatchObject({ ok: true });
    const row = await desk.orderRow(order.id);
    expect(row).toMatchObject({ state: 'shipped', carrier: 'ACS' });
    const sent = acs.vouchers.get(row.trackingNumber!)!;
    expect(sent.parameters).toMatchObject({ Cod_Ammount: row.totalCents / 100, Recipient_Zipcode: '41222' });
    expect(row.trackingUrl).toContain(row.trackingNumber);
    const mails = await desk.sentMails();
    expect(mails.find((mail) => mail.to === order.email && mail.text.includes(row.trackingNumber!))).toBeDefined();
    const label = await voucherLabel(ctx(), desk.staff.warehouse, order.id);
    expect(label.ok && Buffer.from(label.pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('cancels a voucher before pickup: the order is ready to ship again', async () => {
    const order = await readyOrder();
    await createVoucher(ctx(), desk.staff.owner, order.id, 2);
    expect(await cancelVoucher(ctx(), desk.staff.accountant, order.id)).toEqual({
      ok: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(await cancelVoucher(ctx(), desk.staff.warehouse, order.id)).toEqual({ ok: true });
    expect(await desk.orderRow(order.id)).toMatchObject({ state: 'ready', trackingNumber: null });
    expect(await currentShipment(database.db, order.id)).toBeNull();
    expect((await desk.auditOf(order.id)).map((entry) => entry.action)).toContain('orders.cancel-voucher');
  });

  it("closes out ACS's day at 18:00 Athens time: the pickup list goes on the day's live vouchers", async () => {
    const kept = await readyOrder();
    const cancelled = await readyOrder();
    await createVoucher(ctx(), desk.staff.warehouse, kept.id, kept.version);
    await createVoucher(ctx(), desk.staff.warehouse, cancelled.id, cancelled.version);
    expect(await cancelVoucher(ctx(), desk.staff.warehouse, cancelled.id)).toEqual({ ok: true });

    // One job for the day, whichever voucher asked first, due at the closing time.
    const { day, at } = nextCloseOut(ctx().now());
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'carrier-close-out'));
    expect(queued.map((job) => ({ payload: job.payload, runAt: job.runAt }))).toEqual([
      { payload: { carrier: 'acs', day }, runAt: at },
    ]);
    expect(at.toLocaleTimeString('en-GB', { timeZone: 'Europe/Athens' })).toBe('18:00:00');

    const list = await closeOutDay(ctx(), { carrier: 'acs', day });
    expect(list).toBe(`PL-${day}`);
    const lists = await database.db
      .select({ orderId: shipments.orderId, pickupList: shipments.pickupList })
      .from(shipments)
      .where(eq(shipments.carrier, 'acs'));
    expect(lists.find((row) => row.orderId === kept.id)?.pickupList).toBe(list);
    expect(lists.find((row) => row.orderId === cancelled.id)?.pickupList).toBeNull();
  });

  it('takes vouchers made after the closing time into the next day', () => {
    expect(nextCloseOut(new Date('2026-11-24T15:59:00Z'))).toEqual({
      day: '2026-11-24',
      at: new Date('2026-11-24T16:00:00Z'),
    });
    expect(nextCloseOut(new Date('2026-11-24T16:00:00Z'))).toEqual({
      day: '2026-11-25',
      at: new Date('2026-11-25T16:00:00Z'),
    });
    // Summer time: 18:00 in Athens is 15:00 UTC.
    expect(nextCloseOut(new Date('2026-07-01T09:00:00Z')).at).toEqual(new Date('2026-07-01T15:00:00Z'));
  });

  it('polls tracking: a delivered parcel completes its order', async () => {
    // A prepaid (card) order: the voucher collects nothing.
    const order = await readyOrder(true);
    expect(await createVoucher(ctx(), desk.staff.owner, order.id, order.version)).toMatchObject({ ok: true });
    const row = await desk.orderRow(order.id);
    const [shipment] = await database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(shipment!.codCents).toBe(0);
    await database.db.update(shipments).set({ status: 'delivered' }).where(eq(shipments.status, 'created'));
    await database.db.update(shipments).set({ status: 'created' }).where(eq(shipments.orderId, order.id));
    expect(await pollShipments(ctx())).toBe(0);
    acs.advance(row.trackingNumber!);
    expect(await pollShipments(ctx())).toBe(0);
    expect((await currentShipment(database.db, order.id))!.status).toBe('in_transit');
    acs.advance(row.trackingNumber!);
    expect(await pollShipments(ctx())).toBe(1);
    expect(await desk.orderRow(order.id)).toMatchObject({ state: 'completed', deliveredAt: expect.any(Date) });
  });

  it('BOX NOW refuses a parcel over the locker limits with a clear reason, and needs a locker', async () => {
    const lockers = await (carriers.boxnow as ReturnType<typeof boxNowCarrier>).lockers('41222');
    expect(lockers.map((locker) => locker.id)).toContain('4');
    const heavy = boxnowShipping();
    const order = await readyOrder();
    await database.db.update(variants).set({ weightGrams: 25_000 }).where(eq(variants.id, desk.variantIds[0]!));
    expect(await createVoucher(heavy, desk.staff.owner, order.id, 2, { lockerId: '4' })).toEqual({
      ok: false,
      error: { code: 'PARCEL_TOO_LARGE' },
    });
    expect(await createVoucher(heavy, desk.staff.owner, order.id, 2)).toEqual({
      ok: false,
      error: { code: 'LOCKER_REQUIRED' },
    });
    await database.db.update(variants).set({ weightGrams: 1_000 }).where(eq(variants.id, desk.variantIds[0]!));
    expect(await createVoucher(heavy, desk.staff.owner, order.id, 2, { lockerId: '4' })).toMatchObject({ ok: true });
    const row = await desk.orderRow(order.id);
    expect(boxnow.parcels.get(row.trackingNumber!)!.request).toMatchObject({
      paymentMode: 'cod',
      amountToBeCollected: (row.totalCents / 100).toFixed(2),
      destination: { locationId: '4' },
    });
    const label = await voucherLabel(heavy, desk.staff.owner, order.id);
    expect(label.ok && Buffer.from(label.pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  /** The same desk with the courier method handed to BOX NOW. */
  function boxnowShipping() {
    return {
      ...ctx(),
      config: { ...ctx().config, shipping: { ...shipping, carriers: { courier: 'boxnow' as const } } },
    };
  }
});
