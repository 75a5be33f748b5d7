import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { orderNumber } from '@/server/domains/orders';
import { insertDeskOrder } from '@/server/domains/orders/testing/desk-orders';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { staffMembers } from '@/server/domains/staff/staff.tables';
import type { RequestDeskFilters } from '@/shared/request-desk-filters';
import { assignRequest, customerOtherItems, requestAssignees, staffRequest, staffRequests } from './index';
import { requests } from './requests.tables';

const now = new Date('2026-03-10T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

/** The request desk in the domain: filters and their order, assignment (audited, never lost), the customer's other items. */
describe.each(testDatabases)('the request desk on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  let manager: StaffActor;
  const ctx = () => ({ db: database.db, now: () => now });
  const tag = randomBytes(3).toString('hex');

  const staff = async (role: StaffRole): Promise<StaffActor> => {
    const email = `${role}-${randomBytes(4).toString('hex')}@tractorparts-hellas.example`;
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'argon-secret' }).returning();
    await database.db.insert(staffMembers).values({ userId: user!.id, role });
    return { userId: user!.id, email, role, address: '192.0.2.1' };
  };
  const request = async (fields: {
    name: string;
    email: string;
    partNumber?: string;
    createdAt: Date;
    status?: 'pending' | 'resolved';
    userId?: number;
  }) => {
    const publicId = randomBytes(32).toString('base64url');
    await database.db.insert(requests).values({
      publicId,
      message: 'Έχετε αυτό το ανταλλακτικό;',
      locale: 'el',
      updatedAt: fields.createdAt,
      ...fields,
    });
    return publicId;
  };
  const list = async (actor: StaffActor, filters: Partial<RequestDeskFilters>) =>
    (await staffRequests(ctx(), actor, { status: 'pending', assignee: 'anyone', q: tag, ...filters }))!.map(
      (row) => row.publicId,
    );

  beforeAll(async () => {
    database = await open();
    owner = await staff('owner');
    manager = await staff('manager');
  });
  afterAll(() => database.close());

  it('lists waiting requests oldest first, others newest first, and searches e-mail, name and part number', async () => {
    const old = await request({ name: `Νίκος ${tag}`, email: `nikos-${tag}@example.gr`, createdAt: daysAgo(3) });
    const recent = await request({
      name: `Ελένη ${tag}`,
      email: `eleni-${tag}@example.gr`,
      partNumber: `3C081-${tag}`,
      createdAt: daysAgo(1),
    });
    const done = await request({
      name: `Κώστας ${tag}`,
      email: `kostas-${tag}@example.gr`,
      createdAt: daysAgo(2),
      status: 'resolved',
    });
    expect(await list(owner, {})).toEqual([old, recent]);
    expect(await list(owner, { status: 'resolved' })).toEqual([done]);
    expect(await list(owner, { status: 'all' })).toEqual([recent, done, old]);
    expect(await list(owner, { status: 'all', q: `NIKOS-${tag}@EXAMPLE` })).toEqual([old]);
    expect(await list(owner, { status: 'all', q: `Κώστας ${tag}` })).toEqual([done]);
    // A part number found as typed, and without its dash.
    expect(await list(owner, { status: 'all', q: `3C081-${tag}` })).toEqual([recent]);
    expect(await list(owner, { status: 'all', q: `3c081${tag}` })).toEqual([recent]);
    // LIKE's own characters are taken literally.
    expect(await list(owner, { status: 'all', q: '%_' })).toEqual([]);
  });

  it('assigns to a member and to nobody, audited; filters by assignee; a stale assignment changes nothing', async () => {
    const mine = await request({ name: `Άννα ${tag}`, email: `anna-${tag}@assign.example`, createdAt: daysAgo(5) });
    const theirs = await request({
      name: `Βασίλης ${tag}`,
      email: `vasilis-${tag}@assign.example`,
      createdAt: daysAgo(4),
    });
    const nobodys = await request({
      name: `Γιάννης ${tag}`,
      email: `giannis-${tag}@assign.example`,
      createdAt: daysAgo(3),
    });
    const q = `-${tag}@assign.example`;

    expect((await requestAssignees(ctx(), owner)).map((member) => member.userId)).toEqual(
      expect.arrayContaining([owner.userId, manager.userId]),
    );
    expect(await assignRequest(ctx(), owner, mine, { to: owner.userId, seen: null })).toEqual({ ok: true });
    expect(await assignRequest(ctx(), owner, theirs, { to: manager.userId, seen: null })).toEqual({ ok: true });
    // Someone else took it meanwhile: the second of two assignments from the same view is refused.
    expect(await assignRequest(ctx(), manager, theirs, { to: manager.userId, seen: null })).toEqual({
      ok: false,
      error: 'VERSION_CONFLICT',
    });

    expect(await list(owner, { q, assignee: 'me' })).toEqual([mine]);
    expect(await list(manager, { q, assignee: 'me' })).toEqual([theirs]);
    expect(await list(owner, { q, assignee: manager.userId })).toEqual([theirs]);
    expect(await list(owner, { q, assignee: 'unassigned' })).toEqual([nobodys]);
    expect(await list(owner, { q })).toEqual([mine, theirs, nobodys]);
    const [row] = (await staffRequests(ctx(), owner, { status: 'pending', assignee: 'me', q }))!;
    expect(row!.assignee).toEqual({ userId: owner.userId, email: owner.email });
    expect((await staffRequest(ctx(), owner, theirs))!.assignee).toEqual({
      userId: manager.userId,
      email: manager.email,
    });

    expect(await assignRequest(ctx(), owner, mine, { to: null, seen: owner.userId })).toEqual({ ok: true });
    expect((await staffRequest(ctx(), owner, mine))!.assignee).toBeNull();
    const [id] = await database.db.select({ id: requests.id }).from(requests).where(eq(requests.publicId, mine));
    const audit = await auditEntries(database.db, { entity: 'request', entityId: id!.id });
    expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.before, entry.after])).toEqual([
      ['unassign', owner.userId, { assigneeUserId: owner.userId }, { assigneeUserId: null }],
      ['assign', owner.userId, { assigneeUserId: null }, { assigneeUserId: owner.userId }],
    ]);
  });

  it('assigns only to members who may work on requests, and only for roles that may assign', async () => {
    const publicId = await request({ name: `Ζωή ${tag}`, email: `zoi-${tag}@example.gr`, createdAt: daysAgo(1) });
    const warehouse = await staff('warehouse');
    const customer = (
      await database.db
        .insert(users)
        .values({ email: `c-${tag}@example.gr`, passwordHash: 'argon-secret' })
        .returning()
    )[0]!;
    for (const to of [warehouse.userId, customer.id])
      expect(await assignRequest(ctx(), owner, publicId, { to, seen: null })).toEqual({
        ok: false,
        error: 'INVALID_INPUT',
      });
    expect(await assignRequest(ctx(), warehouse, publicId, { to: warehouse.userId, seen: null })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await assignRequest(ctx(), owner, 'x'.repeat(43), { to: null, seen: null })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await staffRequests(ctx(), warehouse, { status: 'all', assignee: 'anyone', q: null })).toBeNull();
    expect(await customerOtherItems(ctx(), warehouse, publicId)).toBeNull();
  });

  it('shows the customer’s other requests and orders, by e-mail in any letter case and by account', async () => {
    const email = `maria-${tag}@example.gr`;
    const [member] = await database.db
      .insert(users)
      .values({ email: `m-${tag}@example.gr`, passwordHash: 'argon-secret' })
      .returning();
    const current = await request({ name: 'Μαρία', email, createdAt: daysAgo(1), userId: member!.id });
    const earlier = await request({
      name: 'Μαρία',
      email: email.toUpperCase(),
      partNumber: 'AL-1',
      createdAt: daysAgo(9),
    });
    const signedIn = await request({
      name: 'Μαρία',
      email: `m-${tag}@example.gr`,
      createdAt: daysAgo(5),
      userId: member!.id,
    });
    await request({ name: 'Άλλη', email: `other-${tag}@example.gr`, createdAt: daysAgo(2) });
    const spec = {
      firstName: 'Μαρία',
      lastName: 'Κ',
      phone: '6900000000',
      paymentMethod: 'card',
      payments: ['approved'],
    } as const;
    const orderId = await insertDeskOrder(database.db, {
      ...spec,
      payments: [...spec.payments],
      email,
      state: 'shipped',
      shippingMethod: 'courier',
      createdAt: daysAgo(20),
    });
    await insertDeskOrder(database.db, {
      ...spec,
      payments: [...spec.payments],
      email: `other-${tag}@example.gr`,
      state: 'shipped',
      shippingMethod: 'courier',
      createdAt: daysAgo(20),
    });

    const items = (await customerOtherItems(ctx(), manager, current))!;
    expect(items.requests.map((each) => [each.publicId, each.subject])).toEqual([
      [signedIn, null],
      [earlier, 'AL-1'],
    ]);
    expect(items.orders).toEqual([
      expect.objectContaining({ number: orderNumber(orderId), state: 'shipped', currency: 'EUR' }),
    ]);
  });
});
