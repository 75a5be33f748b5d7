import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { addresses, users } from '@/server/domains/auth/auth.tables';
import { newsletterSubscribers } from '@/server/domains/newsletter/newsletter.tables';
import { orderByReceipt } from '@/server/domains/orders';
import { insertDeskOrder } from '@/server/domains/orders/testing/desk-orders';
import { insertRequest } from '@/server/domains/dashboard/testing/dashboard-fixture';
import type { StaffActor } from '@/server/domains/staff';
import { customerRecord, eraseCustomer, exportCustomer, findCustomers, sendCustomerPasswordReset } from '.';

const config = readConfig({ NODE_ENV: 'test' });
const now = new Date('2026-03-01T10:00:00Z');
const receipt = 'r'.repeat(43);

describe.each(testDatabases)('customers in the back office on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  let manager: StaffActor;
  let eleniId: number;
  const ctx = () => ({ db: database.db, now: () => now, config });
  const eleni = { firstName: 'Ελένη', lastName: 'Μαρκου', email: 'eleni@example.gr', phone: '6977123456' };

  beforeAll(async () => {
    database = await open();
    const db = database.db;
    const user = async (email: string) =>
      (await db.insert(users).values({ email, passwordHash: 'argon-secret' }).returning({ id: users.id }))[0]!.id;
    owner = {
      userId: await user('owner@tractorparts-hellas.example'),
      email: 'owner@tractorparts-hellas.example',
      role: 'owner',
      address: null,
    };
    manager = {
      userId: await user('manager@tractorparts-hellas.example'),
      email: 'manager@tractorparts-hellas.example',
      role: 'manager',
      address: null,
    };
    await db.execute(
      sql`insert into staff_members (user_id, role) values (${owner.userId}, 'owner'), (${manager.userId}, 'manager')`,
    );
    eleniId = await user(eleni.email);
    await db.insert(addresses).values({
      userId: eleniId,
      firstName: 'Ελένη',
      lastName: 'Μάρκου',
      address1: 'Οδός 1',
      phone: eleni.phone,
      country: 'GR',
      city: 'Βόλος',
      postalCode: '38221',
    });
    const order = { ...eleni, paymentMethod: 'card', payments: ['approved'], shippingMethod: 'courier' } as const;
    const first = await insertDeskOrder(db, {
      ...order,
      payments: [...order.payments],
      state: 'completed',
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await insertDeskOrder(db, {
      ...order,
      payments: ['canceled'],
      state: 'canceled',
      createdAt: new Date('2026-01-20T10:00:00Z'),
    });
    await db.execute(
      sql`update orders set user_id = ${eleniId}, receipt_id = ${receipt}, notes = 'ring twice' where id = ${first}`,
    );
    await insertRequest(db, { name: 'Ελένη', partNumber: 'AL1', status: 'pending', events: [['created', now]] });
    await db.execute(sql`update requests set email = ${eleni.email}, user_id = ${eleniId}`);
    await db
      .insert(newsletterSubscribers)
      .values({ email: eleni.email, locale: 'el', status: 'subscribed', unsubscribeToken: 'u'.repeat(40) });
    // A guest who never registered.
    await insertDeskOrder(db, {
      firstName: 'Guest',
      lastName: 'Buyer',
      email: 'guest@example.com',
      phone: '2101234567',
      paymentMethod: 'bank-transfer',
      payments: ['pending'],
      shippingMethod: 'pickup',
      state: 'pending',
      createdAt: now,
    });
  });
  afterAll(() => database.close());

  it.each([
    ['e-mail', 'ELENI@example', 'eleni@example.gr'],
    ['name on an order', 'μαρκου', 'eleni@example.gr'],
    ['phone', '6977123', 'eleni@example.gr'],
    ['a guest by e-mail', 'guest@', 'guest@example.com'],
  ])('finds a customer by %s, never staff', async (_, q, email) => {
    const found = await findCustomers(ctx(), q);
    expect(found.map((row) => row.email)).toEqual([email]);
    expect((await findCustomers(ctx(), undefined)).map((row) => row.email)).not.toContain(owner.email);
  });

  it('shows a customer whole: orders, requests, addresses, newsletter and totals without cancelled orders', async () => {
    const record = (await customerRecord(ctx(), { kind: 'member', userId: eleniId }))!;
    expect(record.orders).toHaveLength(2);
    expect(record.requests).toHaveLength(1);
    expect(record.addresses).toHaveLength(1);
    expect(record.newsletter).toMatchObject({ status: 'subscribed' });
    expect(record.totals).toEqual({ orders: 1, revenueCents: 1500 });
    expect(JSON.stringify(record)).not.toContain('argon-secret');
  });

  it('exports only for the owner, and audits it', async () => {
    expect(await exportCustomer(ctx(), manager, { kind: 'member', userId: eleniId })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    const exported = await exportCustomer(ctx(), owner, { kind: 'guest', email: 'Guest@example.com' });
    expect(exported.ok && exported.record.orders.map((order) => order.state)).toEqual(['pending']);
    expect((await auditEntries(database.db, { entity: 'customer' }))[0]).toMatchObject({
      action: 'export',
      entityId: 'guest',
    });
  });

  it('queues a reset link and audits it', async () => {
    expect(await sendCustomerPasswordReset(ctx(), manager, eleniId)).toEqual({ ok: true });
    const jobs = rowsOf<{ kind: string; payload: { email: string } }>(
      await database.db.execute(sql`select kind, payload from jobs`),
    );
    expect(jobs).toEqual([{ kind: 'password-reset', payload: { email: eleni.email } }]);
  });

  it('erases: personal data gone, orders kept with their invoice fields, the receipt still opens', async () => {
    expect(await eraseCustomer(ctx(), manager, { kind: 'member', userId: eleniId })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await eraseCustomer(ctx(), owner, { kind: 'member', userId: eleniId })).toEqual({
      ok: true,
      orders: 2,
      requests: 1,
    });
    const count = async (table: string) =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.raw(table === 'users' || table === 'newsletter_subscribers' ? 'email' : table === 'addresses' ? 'phone' : 'email')} = ${table === 'addresses' ? eleni.phone : eleni.email}`,
        ),
      )[0]!.n;
    for (const table of ['users', 'addresses', 'requests', 'newsletter_subscribers', 'orders'])
      expect(await count(table)).toBe(0);
    const orders = rowsOf<{ user_id: number | null; notes: string | null; billing: string }>(
      await database.db.execute(
        sql`select user_id, notes, billing_address->>'lastName' as billing from orders where email like 'erased-%'`,
      ),
    );
    expect(orders).toEqual([
      { user_id: null, notes: null, billing: 'Μαρκου' },
      { user_id: null, notes: null, billing: 'Μαρκου' },
    ]);
    const view = await orderByReceipt(ctx(), receipt);
    expect(view).not.toBeNull();
    expect(JSON.stringify(view)).toContain('Μαρκου');
    expect(JSON.stringify(view)).not.toContain(eleni.email);
    const [entry] = await auditEntries(database.db, { entity: 'customer' });
    expect(entry).toMatchObject({ action: 'erase', entityId: String(eleniId), actorEmail: owner.email });
    expect(JSON.stringify(entry)).not.toContain(eleni.email);
    expect(await customerRecord(ctx(), { kind: 'member', userId: eleniId })).toBeNull();
  });
});
