import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import {
  addSharedCartLine,
  attachSharedCartCustomer,
  changeSharedCartDetails,
  changeSharedCartLine,
  closeSharedCart,
  removeSharedCartLine,
  sendSharedCartLink,
  staffSharedCart,
  staffSharedCarts,
} from './index';
import { sharedCartWorld } from './testing';

/** The back office's side of phone orders: who may see and edit a cart, discount limits, expiry, the audit log. */
describe.each(testDatabases)('shared carts in the back office on $name', ({ open }) => {
  let database: Database;
  let world: Awaited<ReturnType<typeof sharedCartWorld>>;
  const team = {} as Record<'warehouse' | 'otherWarehouse' | 'manager' | 'owner' | 'accountant', StaffActor>;

  beforeAll(async () => {
    database = await open();
    world = await sharedCartWorld(database);
    team.warehouse = await world.staff('warehouse');
    team.otherWarehouse = await world.staff('warehouse');
    team.manager = await world.staff('manager');
    team.owner = await world.staff('owner');
    team.accountant = await world.staff('accountant');
  });
  afterAll(() => database.close());

  const version = async (id: number) => (await staffSharedCart(world.ctx(), team.owner, id))!.version;

  it.each([
    ['the staff member who made it', 'warehouse', true],
    ['a manager', 'manager', true],
    ['an owner', 'owner', true],
    ['another warehouse member', 'otherWarehouse', false],
    ['an accountant', 'accountant', false],
  ] as const)('%s sees and edits a warehouse member’s cart: %s', async (_, who, allowed) => {
    const id = await world.newCart(team.warehouse);
    const actor = team[who];
    expect((await staffSharedCart(world.ctx(), actor, id)) !== null).toBe(allowed);
    expect((await staffSharedCarts(world.ctx(), actor, 'open')).some((cart) => cart.id === id)).toBe(allowed);
    const added = await addSharedCartLine(world.ctx(), actor, id, world.variantIds[0]!, 1);
    expect(added).toEqual(allowed ? { ok: true } : { ok: false, error: 'NOT_FOUND' });
  });

  it.each<[StaffRole, string, string, boolean]>([
    ['warehouse', '5', '0', true],
    ['warehouse', '5.01', '0', false],
    ['warehouse', '3', '3', false], // 3 % and 3 % take 5.91 %
    ['manager', '20', '0', true],
    ['manager', '10', '12', false],
    ['manager', '21', '0', false],
    ['owner', '50', '0', true],
    ['owner', '50,5', '0', false],
    ['accountant', '0.01', '0', false],
  ])('a %s may give a line %s percent on a cart with %s percent: %s', async (role, line, cart, allowed) => {
    const actor = await world.staff(role);
    const id = await world.newCart(actor);
    await addSharedCartLine(world.ctx(), actor, id, world.variantIds[0]!, 2);
    // The cart's discount set by an owner first, so only the line's is the actor's decision.
    expect(
      await changeSharedCartDetails(world.ctx(), team.owner, id, await version(id), { discount: cart, note: '' }),
    ).toEqual({ ok: true });
    const changed = await changeSharedCartLine(world.ctx(), actor, id, await version(id), world.variantIds[0]!, {
      quantity: 2,
      discount: line,
    });
    expect(changed).toEqual(allowed ? { ok: true } : { ok: false, error: 'DISCOUNT_TOO_LARGE' });
  });

  it('refuses a cart discount that with a line’s goes past the role’s limit, and bad input', async () => {
    const id = await world.newCart(team.warehouse);
    await addSharedCartLine(world.ctx(), team.warehouse, id, world.variantIds[0]!, 1);
    await changeSharedCartLine(world.ctx(), team.warehouse, id, await version(id), world.variantIds[0]!, {
      quantity: 1,
      discount: '4',
    });
    const details = (discount: string) =>
      changeSharedCartDetails(world.ctx(), team.warehouse, id, 0, { discount, note: '' }).then(async () =>
        changeSharedCartDetails(world.ctx(), team.warehouse, id, await version(id), { discount, note: 'x' }),
      );
    expect(await details('2')).toEqual({ ok: false, error: 'DISCOUNT_TOO_LARGE' });
    expect(await details('1')).toEqual({ ok: true });
    expect(await details('abc')).toEqual({ ok: false, error: 'INVALID_INPUT' });
    expect(await addSharedCartLine(world.ctx(), team.warehouse, id, world.variantIds[0]!, 0)).toEqual({
      ok: false,
      error: 'INVALID_INPUT',
    });
  });

  it('refuses an edit made against an older version ("changed, reload")', async () => {
    const id = await world.newCart(team.warehouse);
    const before = await version(id);
    await addSharedCartLine(world.ctx(), team.warehouse, id, world.variantIds[0]!, 1);
    expect(
      await changeSharedCartDetails(world.ctx(), team.warehouse, id, before, { discount: '0', note: 'late' }),
    ).toEqual({ ok: false, error: 'VERSION_CONFLICT' });
  });

  it('keeps a cart open for SHARED_CART_DAYS, then refuses every edit', async () => {
    const id = await world.newCart(team.warehouse);
    const cart = (await staffSharedCart(world.ctx(), team.warehouse, id))!;
    expect(cart.expiresAt.getTime() - world.clock.now.getTime()).toBe(testConfig.sharedCartDays * 86_400_000);
    expect(testConfig.sharedCartDays).toBe(7);
    const later = world.clock.now;
    world.clock.now = new Date(cart.expiresAt.getTime() + 1);
    try {
      expect((await staffSharedCart(world.ctx(), team.warehouse, id))!.state).toBe('expired');
      expect(await addSharedCartLine(world.ctx(), team.warehouse, id, world.variantIds[0]!, 1)).toEqual({
        ok: false,
        error: 'NOT_ALLOWED',
      });
      expect((await staffSharedCarts(world.ctx(), team.warehouse, 'expired')).map((each) => each.id)).toContain(id);
    } finally {
      world.clock.now = later;
    }
  });

  it('audits every staff write with its actor, and never writes the link’s token', async () => {
    const id = await world.newCart(team.warehouse, 'en');
    const [first, second] = world.variantIds as [number, number];
    await addSharedCartLine(world.ctx(), team.warehouse, id, first, 2);
    await addSharedCartLine(world.ctx(), team.warehouse, id, second, 1);
    await changeSharedCartLine(world.ctx(), team.manager, id, await version(id), first, {
      quantity: 3,
      discount: '10',
    });
    await removeSharedCartLine(world.ctx(), team.warehouse, id, second);
    await changeSharedCartDetails(world.ctx(), team.warehouse, id, await version(id), { discount: '', note: 'Hi' });
    const customer = await world.member();
    expect(
      await attachSharedCartCustomer(world.ctx(), team.warehouse, id, await version(id), {
        email: customer.email.toUpperCase(),
        phone: '',
      }),
    ).toEqual({ ok: true });
    expect(await sendSharedCartLink(world.ctx(), team.warehouse, id)).toEqual({ ok: true });
    await closeSharedCart(world.ctx(), team.warehouse, id, await version(id));
    const entries = await auditEntries(database.db, { entity: 'shared-cart', entityId: id });
    expect(entries.map((entry) => [entry.action, entry.actorUserId]).reverse()).toEqual([
      ['create', team.warehouse.userId],
      ['add-line', team.warehouse.userId],
      ['add-line', team.warehouse.userId],
      ['change-line', team.manager.userId],
      ['remove-line', team.warehouse.userId],
      ['change-details', team.warehouse.userId],
      ['attach-customer', team.warehouse.userId],
      ['send-link', team.warehouse.userId],
      ['close', team.warehouse.userId],
    ]);
    const cart = (await staffSharedCart(world.ctx(), team.owner, id))!;
    expect(cart.memberUserId).toBe(customer.id);
    expect(JSON.stringify(entries)).not.toContain(cart.token);

    const mailer = keptMailer();
    await runDueJobs({ db: database.db, deps: { ctx: world.ctx(), mailer }, handlers: jobHandlers });
    const mail = mailer.sent.find((each) => each.to === customer.email)!;
    expect(mail.subject).toBe('Your cart from Tractor Parts Hellas');
    expect(mailer.linkIn(mail)).toBe(`${testConfig.siteUrl}/en/shopping-cart?shared=${cart.token}`);
    expect(mail.text).toContain(`${cart.shortCode.slice(0, 4)}-${cart.shortCode.slice(4)}`);
  });

  it('attaches a guest by e-mail, a member by a saved phone, and refuses a phone nobody has', async () => {
    const id = await world.newCart(team.warehouse);
    expect(
      await attachSharedCartCustomer(world.ctx(), team.warehouse, id, await version(id), {
        email: 'guest@example.gr',
        phone: '690 123 4567',
      }),
    ).toEqual({ ok: true });
    const cart = (await staffSharedCart(world.ctx(), team.warehouse, id))!;
    expect([cart.memberUserId, cart.customerEmail, cart.customerPhone]).toEqual([
      null,
      'guest@example.gr',
      '690 123 4567',
    ]);
    expect(
      await attachSharedCartCustomer(world.ctx(), team.warehouse, id, await version(id), {
        email: '',
        phone: '+30 699 999 9999',
      }),
    ).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(
      await attachSharedCartCustomer(world.ctx(), team.warehouse, id, await version(id), { email: '', phone: '' }),
    ).toEqual({ ok: false, error: 'INVALID_INPUT' });
  });
});
