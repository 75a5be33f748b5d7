import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/api-client/generated';
import {
  AddressesDocument,
  AddressFieldsFragmentDoc,
  AddToCartDocument,
  CartDocument,
  CartFieldsFragmentDoc,
  CheckoutQuoteDocument,
  MergeCartDocument,
  MyOrderDocument,
  MyOrdersDocument,
  OrderFieldsFragmentDoc,
  PayOrderDocument,
  PlaceOrderDocument,
  ReceiptDocument,
  RefreshPaymentDocument,
  SetCartQuantityDocument,
  type PlaceOrderInput,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { createAccount, SignInThrottle } from '@/server/domains/auth';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { orders } from '@/server/domains/orders/orders.tables';
import { tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import { sandboxGateway, sandboxCards } from '@/server/domains/payments';
import { startViesEmulator } from '@/server/domains/checkout/providers/vies-emulator';
import { keptMailer } from '@/server/mail/testing';
import { headersFor, persistedRequest, testApi, testConfig, type AppDocument } from './testing';

const customer: Omit<PlaceOrderInput, 'checkoutToken'> = {
  email: 'eleni@example.gr',
  billing: {
    firstName: 'Ελένη',
    lastName: 'Κωνσταντίνου',
    address1: 'Αγίου Νικολάου 3',
    phone: '+30 690 555 6666',
    country: 'GR',
    city: 'Ηράκλειο',
    postalCode: '712 02',
  },
  shipToBilling: true,
  document: 'receipt',
  shippingMethod: 'courier',
  paymentMethod: 'cash-on-delivery',
};
const newCheckoutToken = () => randomBytes(18).toString('base64url');
const card = { holder: 'Eleni K', expiryMonth: '12', expiryYear: '2031', cvv: '123', installments: 1 };

/** Cart, checkout and orders through the API: the server decides prices and stock, nobody sees another's order. */
describe.each(testDatabases)('checkout API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const mailer = keptMailer();
  let variantIds: number[];
  const as = async <R, V>(
    token: string | null,
    document: AppDocument<R, V>,
    variables: V,
    locale: 'el' | 'en' = 'el',
  ) => {
    const response = await api.post<R>(
      persistedRequest(document, variables),
      headersFor(locale, token ? { authorization: `Bearer ${token}` } : {}),
    );
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
    return response.data!;
  };
  const member = async () => {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const ctx = { db: database.db, now: () => new Date(), config: testConfig };
    await createAccount(ctx, { email, password: 'correct horse battery', locale: 'el' });
    return (
      await postTo(tokenEndpoint, { ctx, throttle: new SignInThrottle() }, { email, password: 'correct horse battery' })
    ).body.access_token!;
  };
  const stock = (id: number, stockOnHand: number) =>
    database.db.update(variants).set({ stockOnHand, backorderable: false }).where(eq(variants.id, id));
  const guestCart = async (variantId: number, quantity = 1) => {
    const { addToCart } = await as(null, AddToCartDocument, { token: null, variantId: String(variantId), quantity });
    return getFragmentData(CartFieldsFragmentDoc, addToCart.cart)!.token!;
  };

  beforeAll(async () => {
    database = await open();
    api = testApi(database, { mailer });
    variantIds = await smallCatalogueVariants(database.db, 6);
    await database.db
      .update(variants)
      .set({ priceCents: 10_000, salePriceCents: null, weightGrams: 1500 })
      .where(eq(variants.id, variantIds[0]!));
  });
  afterAll(async () => database.close());

  it('keeps a guest cart by its token with the server’s prices, and answers the spec’s errors', async () => {
    const [id] = variantIds;
    await stock(id!, 2);
    const token = await guestCart(id!);
    const cart = getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token })).cart);
    expect(cart).toMatchObject({
      totalItems: 1,
      subtotal: { amount: 10_000 },
      lines: [
        {
          quantity: 1,
          maxQuantity: 2,
          orderable: true,
          unitPrice: { formatted: expect.stringMatching(/^100,00\s€$/) },
        },
      ],
    });
    const more = await as(null, AddToCartDocument, { token, variantId: String(id), quantity: 2 });
    expect(more.addToCart.error).toBe('INSUFFICIENT_STOCK');
    expect(
      (await as(null, SetCartQuantityDocument, { token, variantId: String(id), quantity: 0 })).setCartQuantity.error,
    ).toBeNull();
    expect((await as(null, AddToCartDocument, { token, variantId: String(id), quantity: 0 })).addToCart.error).toBe(
      'NOT_ADDED',
    );
    await database.db
      .update(products)
      .set({ status: 'draft' })
      .where(sql`${products.id} = (select product_id from variants where id = ${variantIds[5]!})`);
    expect(
      (await as(null, AddToCartDocument, { token, variantId: String(variantIds[5]), quantity: 1 })).addToCart.error,
    ).toBe('NO_LONGER_AVAILABLE');
    // Another token, or none, is another (empty) cart: never someone else's.
    for (const other of [randomBytes(32).toString('base64url'), null])
      expect(
        getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token: other })).cart).lines,
      ).toEqual([]);
  });

  it('has no field for a client price, and ignores a quantity the stock does not cover', async () => {
    const token = await guestCart(variantIds[1]!);
    const withPrice = await api.post(
      persistedRequest(PlaceOrderDocument, {
        input: { ...customer, cartToken: token, checkoutToken: newCheckoutToken(), price: 1 } as PlaceOrderInput,
      }),
    );
    expect(withPrice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await stock(variantIds[1]!, 1);
    expect(
      (await as(null, SetCartQuantityDocument, { token, variantId: String(variantIds[1]), quantity: 5 }))
        .setCartQuantity.error,
    ).toBe('INSUFFICIENT_STOCK');
  });

  it('computes Greek VAT on items, island shipping and the cash-on-delivery fee, and mails the receipt link', async () => {
    await stock(variantIds[0]!, 5);
    const token = await guestCart(variantIds[0]!, 2);
    const { checkoutQuote } = await as(null, CheckoutQuoteDocument, {
      input: {
        cartToken: token,
        country: 'GR',
        postalCode: '712 02',
        shippingMethod: 'courier',
        paymentMethod: 'cash-on-delivery',
      },
    });
    expect(checkoutQuote.shippingMethods.map((method) => [method.code, method.price.amount])).toEqual([
      ['courier', 500 + 100 + 300],
      ['pickup', 0],
      ['boxnow', 300 + 300],
    ]);
    // 2 × 100.00 + 9.00 shipping (3 kg, Crete) + 2.00 fee = 211.00; VAT 24 % = 50.64.
    expect(checkoutQuote.totals).toMatchObject({
      items: { amount: 20_000 },
      shipping: { amount: 900 },
      paymentFee: { amount: 200 },
      net: { amount: 21_100 },
      tax: { amount: 5064 },
      total: { amount: 26_164 },
      vatRate: 24,
    });
    expect(checkoutQuote.installments).toEqual({ min: 2, max: 3 });
    const { placeOrder } = await as(null, PlaceOrderDocument, {
      input: { ...customer, cartToken: token, checkoutToken: newCheckoutToken() },
    });
    const order = getFragmentData(OrderFieldsFragmentDoc, placeOrder.order)!;
    expect(order).toMatchObject({
      state: 'processing',
      outcome: 'completed',
      total: { amount: 26_164 },
      taxTotal: { amount: 5064 },
      paymentMethod: 'cash-on-delivery',
    });
    expect(order.receiptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token })).cart).totalItems).toBe(0);
    const mail = mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'eleni@example.gr', subject: expect.stringContaining(order.number) });
    expect(mailer.linkIn(mail)).toBe(`http://shop.test/receipt/${order.receiptId}`);
  });

  it('charges no VAT to an EU business with a valid VAT number (reverse charge) and none outside the EU', async () => {
    await stock(variantIds[0]!, 5);
    const token = await guestCart(variantIds[0]!);
    const quote = async (country: string, vatNumber: string | null) =>
      (
        await as(null, CheckoutQuoteDocument, {
          input: {
            cartToken: token,
            country,
            postalCode: '10115',
            vatNumber,
            shippingMethod: 'international',
            paymentMethod: 'bank-transfer',
          },
        })
      ).checkoutQuote.totals;
    expect(await quote('DE', null)).toMatchObject({ vatRate: 19, reverseCharge: false });
    expect(await quote('DE', 'DE123456789')).toMatchObject({ vatRate: 0, reverseCharge: true, tax: { amount: 0 } });
    expect(await quote('CH', null)).toMatchObject({ vatRate: 0, reverseCharge: false });
    const { checkoutQuote } = await as(null, CheckoutQuoteDocument, {
      input: { cartToken: token, country: 'DE', postalCode: '10115' },
    });
    expect(checkoutQuote.paymentMethods.map((method) => method.code)).toEqual(['bank-transfer', 'card']);
  });

  it('gives reverse charge only to a German business whose number VIES verified; any other number pays German VAT', async () => {
    await stock(variantIds[0]!, 10);
    const token = await guestCart(variantIds[0]!);
    const quoteOn = async (on: ReturnType<typeof testApi>, vatNumber: string | null, country = 'DE') => {
      const response = await on.post<{ checkoutQuote: { totals: { vatRate: number; reverseCharge: boolean } } }>(
        persistedRequest(CheckoutQuoteDocument, {
          input: { cartToken: token, country, postalCode: '10115', vatNumber, shippingMethod: 'international' },
        }),
      );
      if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
      const { vatRate, reverseCharge } = response.data!.checkoutQuote.totals;
      return { vatRate, reverseCharge };
    };
    const germanVat = { vatRate: 19, reverseCharge: false };
    expect(await quoteOn(api, 'DE 123 456 789')).toEqual({ vatRate: 0, reverseCharge: true });
    // Well-formed, but VIES has no such number.
    expect(await quoteOn(api, 'DE987654321')).toEqual(germanVat);
    expect(await quoteOn(api, 'DE12')).toEqual(germanVat);
    // Poland's registry answers MS_UNAVAILABLE: nobody could verify the number.
    expect(await quoteOn(api, 'PL1234567890', 'PL')).toEqual({ vatRate: 23, reverseCharge: false });
    // A registered number that cannot be verified now (VIES unreachable), or with the check off, pays VAT too.
    const unreachable = await startViesEmulator();
    await unreachable.close();
    const viesDown = testApi(database, {
      mailer,
      config: { ...testConfig, checkout: { ...testConfig.checkout, viesUrl: unreachable.url } },
    });
    expect(await quoteOn(viesDown, 'DE123456789')).toEqual(germanVat);
    const checkOff = testApi(database, {
      mailer,
      config: { ...testConfig, checkout: { ...testConfig.checkout, vatNumberCheck: 'off' } },
    });
    expect(await quoteOn(checkOff, 'DE123456789')).toEqual(germanVat);

    // Placing the order decides the same way, and keeps the VIES check that allowed reverse charge.
    const germanBusiness = (vatNumber: string): Omit<PlaceOrderInput, 'checkoutToken'> => ({
      ...customer,
      email: 'einkauf@landtechnik.example',
      billing: { ...customer.billing, country: 'DE', city: 'Berlin', postalCode: '10115', phone: '+49 30 1234567' },
      document: 'invoice',
      invoice: { companyName: 'Landtechnik Beispiel GmbH', activity: 'Landmaschinen', vatNumber },
      shippingMethod: 'international',
      paymentMethod: 'bank-transfer',
    });
    const place = async (on: ReturnType<typeof testApi>, vatNumber: string) => {
      const cartToken = await guestCart(variantIds[0]!);
      const response = await on.post<{ placeOrder: { order: unknown; error: string | null } }>(
        persistedRequest(PlaceOrderDocument, {
          input: { ...germanBusiness(vatNumber), cartToken, checkoutToken: newCheckoutToken() },
        }),
      );
      if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
      const order = getFragmentData(OrderFieldsFragmentDoc, response.data!.placeOrder.order as never)!;
      const [row] = await database.db
        .select({ reverseCharge: orders.reverseCharge, invoice: orders.invoice })
        .from(orders)
        .where(eq(orders.receiptId, order.receiptId));
      return { order, row: row! };
    };
    const granted = await place(api, 'DE123456789');
    expect(granted.order).toMatchObject({ vatRate: 0, reverseCharge: true, taxTotal: { amount: 0 } });
    expect(granted.row.invoice?.vatNumberCheck).toEqual({
      service: 'vies',
      checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      registeredName: 'Landtechnik Beispiel GmbH',
    });
    for (const [on, vatNumber] of [
      [api, 'DE987654321'],
      [viesDown, 'DE123456789'],
    ] as const) {
      const refused = await place(on, vatNumber);
      expect(refused.order).toMatchObject({ vatRate: 19, reverseCharge: false });
      const { subtotal, shipmentTotal, paymentFee, taxTotal } = refused.order;
      expect(taxTotal.amount).toBe(
        Math.round(((subtotal.amount + shipmentTotal.amount + paymentFee.amount) * 19) / 100),
      );
      expect(taxTotal.amount).toBeGreaterThan(0);
      expect(refused.row).toMatchObject({ reverseCharge: false, invoice: { vatNumber } });
      expect(refused.row.invoice).not.toHaveProperty('vatNumberCheck');
    }
  });

  it('refuses a country code that is no country, in the quote and in the order', async () => {
    await stock(variantIds[0]!, 5);
    const token = await guestCart(variantIds[0]!);
    const quote = await api.post(
      persistedRequest(CheckoutQuoteDocument, { input: { cartToken: token, country: 'QQ', postalCode: '10115' } }),
    );
    expect(quote.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', statusCode: 400 });
    const { placeOrder } = await as(null, PlaceOrderDocument, {
      input: {
        ...customer,
        billing: { ...customer.billing, country: 'QQ', postalCode: '10115' },
        shippingMethod: 'international',
        paymentMethod: 'bank-transfer',
        cartToken: token,
        checkoutToken: newCheckoutToken(),
      },
    });
    expect(placeOrder).toMatchObject({
      order: null,
      error: 'INVALID_INPUT',
      problems: [{ field: 'billing.country', reason: 'country' }],
    });
  });

  it('shows a member only their own orders; another member’s number and an unknown receipt are not found', async () => {
    const [alice, bob] = [await member(), await member()];
    await stock(variantIds[2]!, 3);
    await as(alice, AddToCartDocument, { token: null, variantId: String(variantIds[2]), quantity: 1 });
    const { placeOrder } = await as(alice, PlaceOrderDocument, {
      input: { ...customer, paymentMethod: 'bank-transfer', checkoutToken: newCheckoutToken() },
    });
    const order = getFragmentData(OrderFieldsFragmentDoc, placeOrder.order)!;
    expect(order.bankTransfer).toMatchObject({ reference: order.number });
    expect((await as(alice, MyOrdersDocument, {})).orders.map((entry) => entry.number)).toEqual([order.number]);
    expect((await as(alice, MyOrderDocument, { number: order.number })).order).not.toBeNull();
    expect((await as(bob, MyOrdersDocument, {})).orders).toEqual([]);
    expect((await as(bob, MyOrderDocument, { number: order.number })).order).toBeNull();
    expect((await as(null, MyOrderDocument, { number: order.number })).order).toBeNull();
    expect((await as(null, ReceiptDocument, { id: randomBytes(32).toString('base64url') })).receipt).toBeNull();
    expect((await as(null, ReceiptDocument, { id: order.receiptId })).receipt).not.toBeNull();
  });

  it('answers a replayed checkout token only to the owner who placed the order; anyone else gets a plain error', async () => {
    const [bob, carol] = [await member(), await member()];
    await stock(variantIds[2]!, 3);
    await as(bob, AddToCartDocument, { token: null, variantId: String(variantIds[2]), quantity: 1 });
    const checkoutToken = newCheckoutToken();
    const placed = getFragmentData(
      OrderFieldsFragmentDoc,
      (await as(bob, PlaceOrderDocument, { input: { ...customer, checkoutToken } })).placeOrder.order,
    )!;
    // Bob's own retry finds his order.
    expect(
      getFragmentData(
        OrderFieldsFragmentDoc,
        (await as(bob, PlaceOrderDocument, { input: { ...customer, checkoutToken } })).placeOrder.order,
      )!.number,
    ).toBe(placed.number);
    const guest = await guestCart(variantIds[3]!, 1);
    for (const [token, cartToken] of [
      [carol, null],
      [null, null],
      [null, guest],
    ] as const) {
      const { placeOrder } = await as(token, PlaceOrderDocument, {
        input: { ...customer, email: 'mallory@example.com', cartToken, checkoutToken },
      });
      const replayed = getFragmentData(OrderFieldsFragmentDoc, placeOrder.order);
      expect(replayed?.number).not.toBe(placed.number);
      expect(JSON.stringify(placeOrder)).not.toContain(placed.receiptId);
      if (!cartToken) expect(placeOrder).toMatchObject({ order: null, error: 'EMPTY_CART' });
    }
    const short = await api.post(
      persistedRequest(PlaceOrderDocument, { input: { ...customer, checkoutToken: 'A'.repeat(21) } }),
      headersFor('el'),
    );
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('merges a guest cart into the member’s at sign-in, keeping the larger quantity of a part in both', async () => {
    const token = await member();
    await stock(variantIds[3]!, 4);
    await stock(variantIds[4]!, 4);
    await as(token, AddToCartDocument, { token: null, variantId: String(variantIds[3]), quantity: 2 });
    const guest = await guestCart(variantIds[3]!, 1);
    await as(null, AddToCartDocument, { token: guest, variantId: String(variantIds[4]), quantity: 1 });
    const merged = getFragmentData(
      CartFieldsFragmentDoc,
      (await as(token, MergeCartDocument, { token: guest })).mergeCart,
    );
    expect(merged.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token: guest })).cart).lines).toEqual(
      [],
    );
  });

  it('takes a card payment on the sandbox gateway: a declined card leaves the order unpaid, another card pays it, once', async () => {
    await stock(variantIds[0]!, 5);
    const token = await guestCart(variantIds[0]!);
    const { placeOrder } = await as(null, PlaceOrderDocument, {
      input: { ...customer, paymentMethod: 'card', cartToken: token, checkoutToken: newCheckoutToken() },
    });
    const order = getFragmentData(OrderFieldsFragmentDoc, placeOrder.order)!;
    expect(placeOrder.payment).toMatchObject({ testMode: true, maxInstallments: 3 });
    const gateway = sandboxGateway(testConfig, database.db)!;
    const refOf = (payUrl: string) => payUrl.split('/').pop()!;
    expect(
      await gateway.pay(refOf(placeOrder.payment!.payUrl), { ...card, number: sandboxCards.declined }),
    ).toMatchObject({ status: 'declined' });
    const failed = getFragmentData(
      OrderFieldsFragmentDoc,
      (await as(null, RefreshPaymentDocument, { receiptId: order.receiptId })).refreshPayment,
    )!;
    expect(failed).toMatchObject({ outcome: 'failed', state: 'pending' });

    const { payOrder } = await as(null, PayOrderDocument, { receiptId: order.receiptId });
    expect(
      await gateway.pay(refOf(payOrder.payment!.payUrl), { ...card, number: sandboxCards.challenge, installments: 3 }),
    ).toMatchObject({ status: 'challenge' });
    expect(
      getFragmentData(
        OrderFieldsFragmentDoc,
        (await as(null, RefreshPaymentDocument, { receiptId: order.receiptId })).refreshPayment,
      )!.outcome,
    ).toBe('processing');
    expect(await gateway.confirm(refOf(payOrder.payment!.payUrl), true)).toBe(`/receipt/${order.receiptId}`);
    for (let time = 0; time < 2; time += 1) {
      const paid = getFragmentData(
        OrderFieldsFragmentDoc,
        (await as(null, RefreshPaymentDocument, { receiptId: order.receiptId })).refreshPayment,
      )!;
      expect(paid).toMatchObject({ outcome: 'completed', state: 'processing', installments: 3 });
      expect(paid.payments.filter((payment) => payment.state === 'approved')).toHaveLength(1);
    }
    expect((await as(null, PayOrderDocument, { receiptId: order.receiptId })).payOrder.ok).toBe(false);
  });

  it('refuses a callback that the gateway did not sign', async () => {
    const provider = sandboxGateway(testConfig, database.db)!.provider;
    expect(
      await provider.readCallback(
        JSON.stringify({ providerRef: 'sbx_x', outcome: { state: 'approved' } }),
        new Headers({ 'x-sandbox-signature': 'f'.repeat(64) }),
      ),
    ).toBeNull();
    expect(await provider.readCallback('{}', new Headers())).toBeNull();
  });

  it('says what ships now and what later when a line asks for more than the shelf of a back-orderable part', async () => {
    const [shelved, plenty] = [variantIds[4]!, variantIds[3]!];
    await database.db.update(variants).set({ stockOnHand: 3, backorderable: true }).where(eq(variants.id, shelved));
    await stock(plenty, 10);
    const token = await guestCart(shelved, 5);
    await as(null, AddToCartDocument, { token, variantId: String(plenty), quantity: 2 });
    const cart = getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token })).cart);
    expect(cart.lines.map((line) => [line.quantity, line.backorder])).toEqual([
      [5, { shipNow: 3, later: 2, days: 10 }],
      [2, null],
    ]);
    // The checkout summary lists the same lines, priced by the server.
    const { checkoutQuote } = await as(
      null,
      CheckoutQuoteDocument,
      { input: { cartToken: token, country: 'GR', postalCode: '104 31' } },
      'en',
    );
    expect(checkoutQuote.lines).toEqual(
      cart.lines.map((line) => ({
        variantId: line.variantId,
        name: expect.any(String),
        quantity: line.quantity,
        unitPrice: { ...line.unitPrice, formatted: expect.stringMatching(/^€/) },
        lineTotal: { ...line.lineTotal, formatted: expect.stringMatching(/^€/) },
        backorder: line.backorder,
      })),
    );
    expect(checkoutQuote.totals.items.amount).toBe(cart.subtotal.amount);
    // Back on the shelf: everything ships now.
    await database.db.update(variants).set({ stockOnHand: 5 }).where(eq(variants.id, shelved));
    expect(
      getFragmentData(CartFieldsFragmentDoc, (await as(null, CartDocument, { token })).cart).lines[0]!.backorder,
    ).toBeNull();
  });

  it('keeps a member’s order addresses in their address book, the last used first, never twice', async () => {
    const token = await member();
    const addressBook = async () =>
      getFragmentData(AddressFieldsFragmentDoc, (await as(token, AddressesDocument, {})).addresses).map(
        (address) => address.city,
      );
    const order = async (input: Partial<PlaceOrderInput>) => {
      await stock(variantIds[2]!, 3);
      await as(token, AddToCartDocument, { token: null, variantId: String(variantIds[2]), quantity: 1 });
      const { placeOrder } = await as(token, PlaceOrderDocument, {
        input: { ...customer, ...input, checkoutToken: newCheckoutToken() },
      });
      expect(placeOrder).toMatchObject({ error: null, problems: [] });
    };
    const farm = { ...customer.billing, address1: 'Αγροτική οδός 1', city: 'Λάρισα', postalCode: '412 22' };
    await order({ shipToBilling: false, shipping: farm });
    expect(await addressBook()).toEqual(['Ηράκλειο', 'Λάρισα']);
    // The same billing address typed a little differently is the same address.
    await order({ billing: { ...customer.billing, city: ' ηράκλειο ', address1: 'Αγίου  Νικολάου 3' } });
    expect(await addressBook()).toEqual(['Ηράκλειο', 'Λάρισα']);
    await order({ billing: farm });
    expect(await addressBook()).toEqual(['Λάρισα', 'Ηράκλειο']);
    // A guest's order goes into nobody's address book.
    const guest = await guestCart(variantIds[2]!);
    await as(null, PlaceOrderDocument, {
      input: { ...customer, billing: { ...farm, city: 'Βόλος' }, cartToken: guest, checkoutToken: newCheckoutToken() },
    });
    expect(await addressBook()).toEqual(['Λάρισα', 'Ηράκλειο']);
  });

  it('has the order count per idempotency key at one', async () => {
    const rows = await database.db.execute(
      sql`select idempotency_key, count(*)::int as n from ${orders} group by 1 having count(*) > 1`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
