import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/api-client/generated';
import { OrderFieldsFragmentDoc, ReceiptDocument, type ReceiptQuery } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { shipOrder } from '@/server/domains/orders';
import { orderDesk, type OrderDesk } from '@/server/domains/orders/desk/testing';
import { headersFor, persistedRequest, testApi } from './testing';

/** The customer sees what staff entered when shipping: carrier, tracking number and the carrier's tracking page. */
describe.each(testDatabases)('order tracking through the API on $name', ({ open }) => {
  let database: Database;
  let desk: OrderDesk;
  let api: ReturnType<typeof testApi>;
  const receipt = async (id: string) => {
    const response = await api.post<ReceiptQuery>(persistedRequest(ReceiptDocument, { id }), headersFor('en'));
    return getFragmentData(OrderFieldsFragmentDoc, response.data!.receipt);
  };

  beforeAll(async () => {
    database = await open();
    desk = await orderDesk(database);
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it('shows no shipment before shipping, then the carrier, the number and the tracking link', async () => {
    const placed = await desk.place();
    expect(await receipt(placed.receiptId)).toMatchObject({ tracking: null, shipment: null });
    await shipOrder(desk.ctx(), desk.staff.warehouse, placed.id, 1, {
      carrier: 'ELTA Courier',
      trackingNumber: 'EL123456789GR',
      trackingUrl: 'https://itemsearch.elta.gr/el-GR/Query/Direct/EL123456789GR',
    });
    expect(await receipt(placed.receiptId)).toMatchObject({
      state: 'shipped',
      tracking: 'EL123456789GR',
      shipment: {
        carrier: 'ELTA Courier',
        trackingNumber: 'EL123456789GR',
        trackingUrl: 'https://itemsearch.elta.gr/el-GR/Query/Direct/EL123456789GR',
        shippedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });
});
