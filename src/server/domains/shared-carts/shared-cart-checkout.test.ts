import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { variants } from '@/server/domains/catalog/product.tables';
import { orderItems, orders } from '@/server/domains/orders/orders.tables';
import { placeOrder, type PlaceOrderRequest } from '@/server/domains/orders/place-order';
import { greekCustomer } from '@/server/domains/orders/testing';
import type { StaffActor } from '@/server/domains/staff';
import {
  addSharedCartLine,
  attachSharedCartCustomer,
  changeSharedCartDetails,
  changeSharedCartLine,
  lowerSharedCartQuantity,
  openSharedCartByCode,
  sharedCartForCustomer,
  ShortCodeThrottle,
  shortCodeLimits,
  staffSharedCart,
} from './index';
import { sharedCartWorld } from './testing';

/** The customer's side of phone orders: who opens the link, the short code, locked prices through checkout. */
describe.each(testDatabases)('shared carts for the customer on $name', ({ open }) => {
  let database: Database;
  let world: Awaited<ReturnType<typeof sharedCartWorld>>;
  let seller: StaffActor;
  let member: { id: number; email: string };

  beforeAll(async () => {
    database = await open();
    world = await sharedCartWorld(database);
    seller = await world.staff('manager');
    member = await world.member();
  });
  afterAll(() => database.close());

  /** A cart with 2 of the first part at 10 % off and 1 of the second, then 5 % off the cart, made for `customer`. */
  const preparedCart = async (customer: { email: string; phone?: string }) => {
    const id = await world.newCart(seller);
    const [first, second] = world.variantIds as [number, number];
    const version = async () => (await staffSharedCart(world.ctx(), seller, id))!.version;
    await addSharedCartLine(world.ctx(), seller, id, first, 2);
    await addSharedCartLine(world.ctx(), seller, id, second, 1);
    await changeSharedCartLine(world.ctx(), seller, id, await version(), first, { quantity: 2, discount: '10' });
    await changeSharedCartDetails(world.ctx(), seller, id, await version(), { discount: '5', note: 'Καλή σοδειά' });
    await attachSharedCartCustomer(world.ctx(), seller, id, await version(), { phone: '', ...customer });
    return (await staffSharedCart(world.ctx(), seller, id))!;
  };
  const checkout = (token: string, overrides: Partial<PlaceOrderRequest> = {}): Promise<unknown> =>
    placeOrder(world.ctx(), {
      owner: { token: null },
      userId: null,
      idempotencyKey: randomBytes(18).toString('base64url'),
      input: { ...greekCustomer, email: 'guest@example.gr' },
      cardAvailable: false,
      sharedCartToken: token,
      ...overrides,
    });

  it.each([
    ['the member it was made for', 'member', true],
    ['anybody with the link, signed out', 'anonymous', true],
    ['another member with the link', 'other', false],
  ] as const)('%s sees a member’s cart: %s', async (_, who, sees) => {
    const cart = await preparedCart({ email: member.email });
    const other = await world.member();
    const userId = { member: member.id, anonymous: null, other: other.id }[who];
    expect((await sharedCartForCustomer(world.ctx(), cart.token, { userId }))?.id ?? null).toBe(sees ? cart.id : null);
    // The link with its last character changed (to one it is not: a random token ends in "x" one time in 64).
    const wrongToken = `${cart.token.slice(0, -1)}${cart.token.endsWith('x') ? 'y' : 'x'}`;
    expect(await sharedCartForCustomer(world.ctx(), wrongToken, { userId })).toBeNull();
  });

  it('places the agreed prices whatever the catalogue says now, records the staff member and closes the cart', async () => {
    const cart = await preparedCart({ email: 'guest@example.gr' });
    const [first, second] = world.variantIds as [number, number];
    const [firstPrice, secondPrice] = [await world.priceOf(first), await world.priceOf(second)];
    // The catalogue's price rises after the call; the agreed one stays.
    await database.db
      .update(variants)
      .set({ priceCents: firstPrice * 3, salePriceCents: null })
      .where(eq(variants.id, first));
    const placed = (await checkout(cart.token)) as { ok: true; order: { id: number } };
    expect(placed.ok).toBe(true);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
    const agreed = (price: number, line: number) => Math.round((price * (10_000 - line) * 9_500) / 100_000_000);
    expect(items.map((item) => [item.variantId, item.quantity, item.unitCents]).sort()).toEqual(
      [
        [first, 2, agreed(firstPrice, 1000)],
        [second, 1, agreed(secondPrice, 0)],
      ].sort(),
    );
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect([order!.sharedCartId, order!.phoneOrderStaffUserId, order!.itemsCents]).toEqual([
      cart.id,
      seller.userId,
      agreed(firstPrice, 1000) * 2 + agreed(secondPrice, 0),
    ]);
    expect((await sharedCartForCustomer(world.ctx(), cart.token, { userId: null }))!.state).toBe('closed');
    expect(await checkout(cart.token)).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('lets the customer lower a quantity or remove a line, never raise one', async () => {
    const cart = await preparedCart({ email: 'guest@example.gr' });
    const first = world.variantIds[0]!;
    const lower = (quantity: number) =>
      lowerSharedCartQuantity(world.ctx(), cart.token, { userId: null }, first, quantity);
    expect(await lower(3)).toEqual({ ok: false, error: 'NOT_ALLOWED' });
    const lowered = await lower(1);
    expect(lowered.ok && lowered.cart.lines.find((line) => line.variantId === first)?.quantity).toBe(1);
    expect(lowered.ok && lowered.cart.version).toBeGreaterThan(cart.version);
    expect(await lower(2)).toEqual({ ok: false, error: 'NOT_ALLOWED' });
    const removed = await lower(0);
    expect(removed.ok && removed.cart.lines.map((line) => line.variantId)).toEqual([world.variantIds[1]]);
    // A guest's cart is the link holder's, signed in or not (its order is bound to the e-mail).
    const other = await world.member();
    const second = world.variantIds[1]!;
    expect(await lowerSharedCartQuantity(world.ctx(), cart.token, { userId: other.id }, second, 0)).toEqual({
      ok: true,
      cart: expect.anything(),
    });
  });

  it('binds the order to the cart’s e-mail and to its member', async () => {
    const cart = await preparedCart({ email: member.email });
    const other = await world.member();
    expect(await checkout(cart.token)).toEqual({ ok: false, error: { code: 'SHARED_CART_EMAIL' } });
    expect(await checkout(cart.token, { userId: other.id, input: { ...greekCustomer, email: member.email } })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await checkout('not-a-token')).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('says when a part sold meanwhile, and checkout refuses it until the customer lowers the line', async () => {
    const cart = await preparedCart({ email: 'guest@example.gr' });
    const first = world.variantIds[0]!;
    await database.db.update(variants).set({ stockOnHand: 1 }).where(eq(variants.id, first));
    try {
      const seen = (await sharedCartForCustomer(world.ctx(), cart.token, { userId: null }))!;
      const line = seen.lines.find((each) => each.variantId === first)!;
      expect([seen.soldMeanwhile, line.orderable, line.available]).toEqual([true, false, 1]);
      const refused = (await checkout(cart.token)) as { ok: false; error: { code: string } };
      expect(refused.error.code).toBe('OUT_OF_STOCK');
      await lowerSharedCartQuantity(world.ctx(), cart.token, { userId: null }, first, 1);
      expect(((await checkout(cart.token)) as { ok: boolean }).ok).toBe(true);
    } finally {
      await database.db.update(variants).set({ stockOnHand: 10 }).where(eq(variants.id, first));
    }
  });

  it('expires after its days: the customer can no longer change or order it', async () => {
    const cart = await preparedCart({ email: 'guest@example.gr' });
    const now = world.clock.now;
    world.clock.now = new Date(cart.expiresAt.getTime() + 1000);
    try {
      expect((await sharedCartForCustomer(world.ctx(), cart.token, { userId: null }))!.state).toBe('expired');
      expect(await checkout(cart.token)).toEqual({ ok: false, error: { code: 'SHARED_CART_EXPIRED' } });
      expect(await lowerSharedCartQuantity(world.ctx(), cart.token, { userId: null }, world.variantIds[0]!, 0)).toEqual(
        { ok: false, error: 'NOT_ALLOWED' },
      );
    } finally {
      world.clock.now = now;
    }
  });

  it('opens by the short code with the customer’s e-mail or phone, and limits the tries per address', async () => {
    const cart = await preparedCart({ email: 'kostas@example.gr', phone: '+30 690 555 1234' });
    const throttle = new ShortCodeThrottle();
    const code = `${cart.shortCode.slice(0, 4).toLowerCase()}-${cart.shortCode.slice(4)}`;
    const tryCode = (contact: string, address = '198.51.100.7', typed = code) =>
      openSharedCartByCode(world.ctx(), throttle, address, { code: typed, contact });
    expect(await tryCode('Kostas@Example.gr')).toEqual({ ok: true, token: cart.token });
    expect(await tryCode('6905551234')).toEqual({ ok: true, token: cart.token });
    expect(await tryCode('someone@example.gr')).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await tryCode('kostas@example.gr', undefined, 'ABC')).toEqual({ ok: false, error: 'INVALID_INPUT' });
    for (let tries = 4; tries < shortCodeLimits.perAddress; tries++) await tryCode('nobody@example.gr');
    expect(await tryCode('kostas@example.gr')).toEqual({ ok: false, error: 'TOO_MANY_ATTEMPTS' });
    expect(await tryCode('kostas@example.gr', '198.51.100.8')).toEqual({ ok: true, token: cart.token });
  });
});
