import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { addToCart } from '@/server/domains/cart';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import { orders } from './orders.tables';
import { ownedIdempotencyKey, placeOrder } from './place-order';
import { releaseUnpaidCardOrders } from './release-unpaid';
import { greekCustomer } from './testing';
import type { CheckoutInput } from '@/shared/checkout-rules';

const checkoutToken = () => randomBytes(18).toString('base64url');

/** Placing orders: one transaction, stock taken once, the same checkout token never makes two orders. */
describe.each(testDatabases)('placing orders on $name', ({ open }) => {
  let database: Database;
  let variantId: number;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig });
  const guestWith = async (quantity = 1) => {
    const added = await addToCart(ctx(), { token: null }, variantId, quantity);
    if (!added.ok) throw new Error(added.error);
    return { token: added.cart.token! };
  };
  const stockOf = async () =>
    (await database.db.select({ stock: variants.stockOnHand }).from(variants).where(eq(variants.id, variantId)))[0]!
      .stock;

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
  });
  afterAll(async () => database.close());

  it('tells the staff of each new order when STAFF_ORDER_EMAIL is set, and nobody when it is not', async () => {
    await database.db.update(variants).set({ stockOnHand: 5 }).where(eq(variants.id, variantId));
    const staffOrderEmail = 'orders@tractorparts-hellas.example';
    const withStaffMail = { ...ctx(), locale: 'en' as const, config: { ...testConfig, staffOrderEmail } };
    const placed = await placeOrder(withStaffMail, {
      owner: await guestWith(),
      userId: null,
      idempotencyKey: checkoutToken(),
      input: { ...greekCustomer, paymentMethod: 'bank-transfer' },
      cardAvailable: true,
    });
    const without = await placeOrder(ctx(), {
      owner: await guestWith(),
      userId: null,
      idempotencyKey: checkoutToken(),
      input: greekCustomer,
      cardAvailable: true,
    });
    if (!placed.ok || !without.ok) throw new Error('not placed');
    const mailer = keptMailer();
    await runDueJobs({ db: database.db, deps: { ctx: withStaffMail, mailer }, handlers: jobHandlers });
    const toStaff = mailer.sent.filter((mail) => mail.to === staffOrderEmail);
    // In the shop's own language, whatever the customer's.
    expect(toStaff.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(`^Νέα παραγγελία ${placed.order.number} `),
    ]);
    expect(toStaff[0]!.text).toContain('τραπεζική κατάθεση');
    expect(mailer.linkIn(toStaff[0])).toBe(`${testConfig.siteUrl}/staff/orders/${placed.order.number}`);
  });

  it('sells the last unit of a one-off part to exactly one of 50 simultaneous buyers, 20 rounds in a row', async () => {
    for (let round = 0; round < 20; round += 1) {
      await database.db
        .update(variants)
        .set({ stockOnHand: 1, backorderable: false })
        .where(eq(variants.id, variantId));
      const buyers = await Promise.all(Array.from({ length: 50 }, () => guestWith()));
      const results = await Promise.all(
        buyers.map((owner) =>
          placeOrder(ctx(), {
            owner,
            userId: null,
            idempotencyKey: checkoutToken(),
            input: greekCustomer,
            cardAvailable: true,
          }),
        ),
      );
      const placed = results.filter((result) => result.ok);
      const refused = results.filter((result) => !result.ok);
      expect(placed, `round ${round}`).toHaveLength(1);
      expect(refused.map((result) => !result.ok && result.error.code)).toEqual(Array(49).fill('OUT_OF_STOCK'));
      expect(await stockOf()).toBe(0);
    }
  });

  it('gives the first order again for the same checkout token, even when both arrive at once', async () => {
    await database.db.update(variants).set({ stockOnHand: 5 }).where(eq(variants.id, variantId));
    const owner = await guestWith(2);
    const key = checkoutToken();
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        placeOrder(ctx(), { owner, userId: null, idempotencyKey: key, input: greekCustomer, cardAvailable: true }),
      ),
    );
    const third = await placeOrder(ctx(), {
      owner,
      userId: null,
      idempotencyKey: key,
      input: greekCustomer,
      cardAvailable: true,
    });
    const numbers = [first, second, third].map((result) => (result!.ok ? result!.order.number : result!.error.code));
    expect(new Set(numbers).size).toBe(1);
    expect(
      (
        await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.idempotencyKey, ownedIdempotencyKey(owner, key)))
      ).length,
    ).toBe(1);
    expect(await stockOf()).toBe(3);
  });

  it('sends the confirmation of a committed order exactly once, even when the customer never got the answer and retried', async () => {
    await database.db.update(variants).set({ stockOnHand: 5 }).where(eq(variants.id, variantId));
    const owner = await guestWith(1);
    const key = checkoutToken();
    const placed = await placeOrder(ctx(), {
      owner,
      userId: null,
      idempotencyKey: key,
      input: greekCustomer,
      cardAvailable: true,
    });
    // The answer is lost here (a killed process, a dropped connection); the browser retries the same checkout.
    const retried = await placeOrder(ctx(), {
      owner,
      userId: null,
      idempotencyKey: key,
      input: greekCustomer,
      cardAvailable: true,
    });
    expect(retried.ok && placed.ok && retried.order.number === placed.order.number).toBe(true);
    const mailer = keptMailer();
    await runDueJobs({ db: database.db, deps: { ctx: ctx(), mailer }, handlers: jobHandlers });
    const number = placed.ok ? placed.order.number : '';
    expect(mailer.sent.filter((mail) => mail.subject.includes(number))).toHaveLength(1);
    expect(mailer.sent.at(-1)).toMatchObject({
      to: greekCustomer.email,
      subject: `Η παραγγελία σας ${number} στο Tractor Parts Hellas`,
    });
    expect(mailer.linkIn(mailer.sent.at(-1))).toContain(`${testConfig.siteUrl}/receipt/`);
  });

  it('refuses a quantity the stock no longer covers, and leaves stock and orders as they were', async () => {
    await database.db.update(variants).set({ stockOnHand: 3 }).where(eq(variants.id, variantId));
    const owner = await guestWith(3);
    await database.db.update(variants).set({ stockOnHand: 2 }).where(eq(variants.id, variantId));
    const before = (await database.db.select({ id: orders.id }).from(orders)).length;
    const result = await placeOrder(ctx(), {
      owner,
      userId: null,
      idempotencyKey: checkoutToken(),
      input: greekCustomer,
      cardAvailable: true,
    });
    expect(result.ok ? 'placed' : result.error.code).toBe('OUT_OF_STOCK');
    expect(await stockOf()).toBe(2);
    expect((await database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('cancels a card order left unpaid past the payment window and returns its part to stock', async () => {
    await database.db.update(variants).set({ stockOnHand: 1 }).where(eq(variants.id, variantId));
    const placedAt = new Date('2026-11-22T10:00:00Z');
    const at = (date: Date) => ({ ...ctx(), now: () => date });
    const owner = await guestWith();
    const placed = await placeOrder(at(placedAt), {
      owner,
      userId: null,
      idempotencyKey: checkoutToken(),
      input: { ...greekCustomer, paymentMethod: 'card' },
      cardAvailable: true,
    });
    if (!placed.ok) throw new Error(placed.error.code);
    expect(await stockOf()).toBe(0);
    expect(await releaseUnpaidCardOrders(at(new Date('2026-11-22T10:29:00Z')))).toEqual([]);
    expect(await releaseUnpaidCardOrders(at(new Date('2026-11-22T10:31:00Z')))).toEqual([placed.order.id]);
    expect(await stockOf()).toBe(1);
    const [order] = await database.db
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    expect(order?.state).toBe('canceled');
    expect(await releaseUnpaidCardOrders(at(new Date('2026-11-22T12:00:00Z')))).toEqual([]);
  });

  it('refuses an empty cart, a method that does not reach the destination, and a bad form', async () => {
    const place = (input: CheckoutInput, owner: { token: string | null } = { token: null }) =>
      placeOrder(ctx(), { owner, userId: null, idempotencyKey: checkoutToken(), input, cardAvailable: true });
    expect(await place(greekCustomer)).toMatchObject({ ok: false, error: { code: 'EMPTY_CART' } });
    await database.db.update(variants).set({ stockOnHand: 5 }).where(eq(variants.id, variantId));
    const owner = await guestWith();
    expect(await place({ ...greekCustomer, shippingMethod: 'international' }, owner)).toMatchObject({
      ok: false,
      error: { code: 'NO_SHIPPING_METHOD' },
    });
    expect(
      await place(
        {
          ...greekCustomer,
          billing: { ...greekCustomer.billing, country: 'DE', postalCode: '10115' },
          shippingMethod: 'international',
        },
        owner,
      ),
    ).toMatchObject({ ok: false, error: { code: 'NO_PAYMENT_METHOD' } });
    const invalid = await place(
      {
        ...greekCustomer,
        email: 'not-an-address',
        document: 'invoice',
        invoice: { companyName: 'Αγρός ΑΕ', activity: 'Γεωργία', vatNumber: '123456789', taxOffice: 'Λάρισας' },
      },
      owner,
    );
    expect(invalid).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        problems: expect.arrayContaining([
          { field: 'email', reason: 'email' },
          { field: 'invoice.vatNumber', reason: 'vatNumber' },
        ]),
      },
    });
  });
});
