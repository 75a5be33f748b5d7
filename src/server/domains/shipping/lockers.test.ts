import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { variants } from '@/server/domains/catalog/product.tables';
import { orderByReceipt } from '@/server/domains/orders';
import { packOrder } from '@/server/domains/orders/desk/fulfilment-actions';
import { orderDesk, type OrderDesk } from '@/server/domains/orders/desk/testing';
import { testConfig } from '@/server/graphql/testing';
import { boxNowEmulator } from './carriers/emulators/boxnow-emulator';
import { serveEmulator, type RunningEmulator } from './carriers/emulators/serve';
import { chosenLocker, lockerDelivery, lockersNear } from './lockers';
import { createVoucher, pollShipments } from './shipments.service';

/** BOX NOW at checkout against its emulator: the locker list, the locker kept with the order, the locker limits. */
describe.each(testDatabases)('BOX NOW lockers on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  let server: RunningEmulator;
  const boxnow = boxNowEmulator();
  let config: typeof testConfig;
  const ctx = () => ({ ...desk.ctx(), config });
  const setWeight = (weightGrams: number) =>
    database.db.update(variants).set({ weightGrams }).where(eq(variants.id, desk.variantIds[0]!));

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
    server = await serveEmulator(boxnow.handle);
    config = {
      ...testConfig,
      shipping: { ...testConfig.shipping, boxnow: { ...testConfig.shipping.boxnow, url: server.url } },
    };
    await setWeight(2_000);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lists the lockers nearest a postal code, nearest first, and none before the code has three digits', async () => {
    expect(await lockersNear(config.shipping, '41')).toEqual([]);
    const near = await lockersNear(config.shipping, '412 22', 3);
    expect(near.map((locker) => locker.id)).toEqual(['4', '5', '9']);
    expect(near[0]).toEqual({
      id: '4',
      name: 'BOX NOW Λάρισα Κέντρο',
      address: 'Κύπρου 20, Λάρισα',
      postalCode: '41222',
    });
    expect((await lockersNear(config.shipping, '54630'))[0]!.name).toBe('BOX NOW Θεσσαλονίκη Καμάρα');
  });

  it('is offered as a locker method in Greece by default, and says when a parcel is over the locker limits', () => {
    expect(testConfig.checkout.shippingMethods.find((method) => method.code === 'boxnow')).toMatchObject({
      zone: 'gr',
    });
    expect(lockerDelivery(config.shipping, 'boxnow', 20_000)).toEqual({ toLocker: true, refusal: null });
    expect(lockerDelivery(config.shipping, 'boxnow', 20_001)).toEqual({ toLocker: true, refusal: 'PARCEL_TOO_LARGE' });
    expect(lockerDelivery(config.shipping, 'courier', 25_000)).toEqual({ toLocker: false, refusal: null });
  });

  it('places a BOX NOW order only with a locker of the list, and keeps its name and address with the order', async () => {
    const boxnowOrder = (lockerId?: string) =>
      desk.place({ config, shippingMethod: 'boxnow', input: lockerId ? { lockerId } : {} });
    await expect(boxnowOrder()).rejects.toThrow('LOCKER_REQUIRED');
    await expect(boxnowOrder('999')).rejects.toThrow('LOCKER_REQUIRED');
    const placed = await boxnowOrder('5');
    const locker = {
      id: '5',
      name: 'BOX NOW Λάρισα ΑΒ Βασιλόπουλος',
      address: 'Ηρώων Πολυτεχνείου 180, Λάρισα',
      postalCode: '41335',
    };
    expect((await desk.orderRow(placed.id)).locker).toEqual(locker);
    expect(await orderByReceipt(ctx(), placed.receiptId)).toMatchObject({ shippingMethod: 'boxnow', locker });
    // A door-to-door order keeps no locker, whatever the browser sent.
    const courier = await desk.place({ config, input: { lockerId: '5' } });
    expect((await desk.orderRow(courier.id)).locker).toBeNull();
  });

  it('refuses a parcel over the locker limits before the order is placed', async () => {
    await setWeight(25_000);
    try {
      await expect(desk.place({ config, shippingMethod: 'boxnow', input: { lockerId: '4' } })).rejects.toThrow(
        'PARCEL_TOO_LARGE',
      );
      expect(
        await chosenLocker(config.shipping, { shippingMethod: 'boxnow', weightGrams: 25_000, lockerId: '4' }),
      ).toEqual({
        ok: false,
        code: 'PARCEL_TOO_LARGE',
      });
    } finally {
      await setWeight(2_000);
    }
  });

  it('makes the voucher for the chosen locker; the customer sees the parcel at the locker, then delivered', async () => {
    const placed = await desk.place({ config, shippingMethod: 'boxnow', input: { lockerId: '4' } });
    const { version } = await desk.orderRow(placed.id);
    expect(await packOrder(ctx(), desk.staff.warehouse, placed.id, version)).toMatchObject({ ok: true });
    expect(await createVoucher(ctx(), desk.staff.warehouse, placed.id, version + 1)).toMatchObject({ ok: true });
    const { trackingNumber } = await desk.orderRow(placed.id);
    expect(boxnow.parcels.get(trackingNumber!)!.request).toMatchObject({ destination: { locationId: '4' } });
    const shipped = await orderByReceipt(ctx(), placed.receiptId);
    expect(shipped!.shipment).toMatchObject({ carrier: 'BOX NOW', trackingNumber, status: 'created' });

    boxnow.advance(trackingNumber!);
    boxnow.advance(trackingNumber!);
    await pollShipments(ctx());
    const atLocker = (await orderByReceipt(ctx(), placed.receiptId))!;
    expect(atLocker).toMatchObject({ state: 'shipped', shipment: { status: 'at_locker' } });
    expect(atLocker.shipment!.statusChangedAt.getTime()).toBeGreaterThanOrEqual(
      shipped!.shipment!.statusChangedAt.getTime(),
    );

    boxnow.advance(trackingNumber!);
    await pollShipments(ctx());
    expect(await orderByReceipt(ctx(), placed.receiptId)).toMatchObject({
      state: 'completed',
      shipment: { status: 'delivered' },
    });
  });
});
