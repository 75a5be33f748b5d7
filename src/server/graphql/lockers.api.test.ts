import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/api-client/generated';
import {
  AddToCartDocument,
  CartFieldsFragmentDoc,
  CheckoutQuoteDocument,
  LockersDocument,
  OrderFieldsFragmentDoc,
  PlaceOrderDocument,
  type PlaceOrderInput,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { boxNowEmulator } from '@/server/domains/shipping';
import { serveEmulator, type RunningEmulator } from '@/server/domains/shipping/carriers/emulators/serve';
import { greekCustomer } from '@/server/domains/orders/testing';
import { testApi, testConfig } from './testing';

/** The checkout's BOX NOW lockers through the API: the list, the quote's locker method, the locker on the order. */
describe.each(testDatabases)('BOX NOW lockers through the API on $name', ({ open }) => {
  let database: Database;
  let server: RunningEmulator;
  let api: ReturnType<typeof testApi>;
  let variantId: number;
  const order = (cartToken: string, lockerId: string | null): PlaceOrderInput => ({
    ...(greekCustomer as Omit<PlaceOrderInput, 'checkoutToken'>),
    shippingMethod: 'boxnow',
    lockerId,
    cartToken,
    checkoutToken: randomBytes(18).toString('base64url'),
  });
  const cartOf = async (weightGrams: number) => {
    await database.db.update(variants).set({ weightGrams, stockOnHand: 5 }).where(eq(variants.id, variantId));
    const { addToCart } = await api.run(AddToCartDocument, { token: null, variantId: String(variantId), quantity: 1 });
    return getFragmentData(CartFieldsFragmentDoc, addToCart.cart)!.token!;
  };

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
    server = await serveEmulator(boxNowEmulator().handle);
    const shipping = { ...testConfig.shipping, boxnow: { ...testConfig.shipping.boxnow, url: server.url } };
    api = testApi(database, { config: { ...testConfig, shipping } });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lists the lockers near a postal code', async () => {
    const { lockers } = await api.run(LockersDocument, { postalCode: '54622' });
    expect(lockers.error).toBeNull();
    expect(lockers.lockers[0]).toEqual({
      id: '7',
      name: 'BOX NOW Θεσσαλονίκη Καμάρα',
      address: 'Εγνατία 120, Θεσσαλονίκη',
      postalCode: '54622',
    });
  });

  it('quotes BOX NOW as a locker method, refusing a parcel over the locker limits, and places the order with it', async () => {
    const heavy = await cartOf(21_000);
    const quoted = async (cartToken: string) =>
      (
        await api.run(CheckoutQuoteDocument, {
          input: { cartToken, country: 'GR', postalCode: '41222', shippingMethod: 'boxnow' },
        })
      ).checkoutQuote.shippingMethods;
    expect(await quoted(heavy)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'courier', toLocker: false, refusal: null }),
        expect.objectContaining({ code: 'boxnow', toLocker: true, refusal: 'PARCEL_TOO_LARGE' }),
      ]),
    );
    expect((await api.run(PlaceOrderDocument, { input: order(heavy, '4') })).placeOrder).toMatchObject({
      order: null,
      error: 'PARCEL_TOO_LARGE',
    });

    const light = await cartOf(3_000);
    expect((await quoted(light)).find((method) => method.code === 'boxnow')).toMatchObject({ refusal: null });
    expect((await api.run(PlaceOrderDocument, { input: order(light, null) })).placeOrder.error).toBe('LOCKER_REQUIRED');
    const { placeOrder } = await api.run(PlaceOrderDocument, { input: order(light, '4') }, 'en');
    expect(getFragmentData(OrderFieldsFragmentDoc, placeOrder.order)).toMatchObject({
      shippingMethod: 'boxnow',
      locker: { id: '4', name: 'BOX NOW Λάρισα Κέντρο', address: 'Κύπρου 20, Λάρισα', postalCode: '41222' },
      shipment: null,
    });
  });
});
