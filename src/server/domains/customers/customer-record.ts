import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { orderNumber } from '@/server/domains/orders';
import { ownedBy, type CustomerRef } from './customer-ref';

type Ctx = Pick<DomainContext, 'db'>;

export type CustomerRecord = {
  ref: CustomerRef;
  email: string;
  account: { locale: string; createdAt: Date; emailVerifiedAt: Date | null; tractorModel: string | null } | null;
  addresses: Record<string, unknown>[];
  orders: {
    number: string;
    placedAt: Date;
    state: string;
    totalCents: number;
    revenueCents: number;
    billingAddress: unknown;
    shippingAddress: unknown;
    invoice: unknown;
    lines: { sku: string; name: string; quantity: number; lineCents: number }[];
  }[];
  requests: {
    publicId: string;
    createdAt: Date;
    status: string;
    name: string;
    phone: string | null;
    message: string;
  }[];
  newsletter: { status: string; locale: string; consentedAt: Date | null; confirmedAt: Date | null } | null;
  totals: { orders: number; revenueCents: number };
};

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Everything the shop holds about one customer: the account (never its password), saved addresses, orders with
 * their lines, contact requests, the newsletter subscription, and totals (revenue excluding VAT, cancelled orders
 * left out). The customer page shows it; the privacy export is this record. Null for an unknown customer.
 */
export async function customerRecord(ctx: Ctx, ref: CustomerRef): Promise<CustomerRecord | null> {
  const account =
    ref.kind === 'member'
      ? rowsOf<{
          email: string;
          locale: string;
          created_at: string;
          email_verified_at: string | null;
          tractor_model_key: string | null;
        }>(
          await ctx.db.execute(sql`select email, locale, created_at, email_verified_at, tractor_model_key from users
            where id = ${ref.userId} and not exists (select 1 from staff_members s where s.user_id = users.id)`),
        )[0]
      : null;
  if (ref.kind === 'member' && !account) return null;
  const email = account?.email ?? (ref.kind === 'guest' ? ref.email.trim().toLowerCase() : '');
  const owned = ownedBy(ref, email);
  const [addresses, orders, requests, newsletter] = await Promise.all([
    ref.kind === 'member'
      ? ctx.db.execute(sql`select first_name, last_name, company, address1, address2, floor, doorbell, phone,
          alternative_phone, country, region, city, postal_code from addresses where user_id = ${ref.userId} order by id`)
      : null,
    ctx.db.execute(sql`select t.id, t.created_at, t.state, t.total_cents, t.total_cents - t.tax_cents as revenue,
        t.billing_address, t.shipping_address, t.invoice,
        (select coalesce(json_agg(json_build_object('sku', i.sku, 'name', i.name, 'quantity', i.quantity,
          'lineCents', i.line_cents) order by i.id), '[]') from order_items i where i.order_id = t.id) as lines
      from orders t where ${owned} order by t.id desc`),
    ctx.db.execute(sql`select t.public_id, t.created_at, t.status, t.name, t.phone, t.message
      from requests t where ${owned} order by t.id desc`),
    ctx.db.execute(
      sql`select status, locale, consented_at, confirmed_at from newsletter_subscribers where email = ${email}`,
    ),
  ]);
  if (ref.kind === 'guest' && rowsOf(orders).length === 0 && rowsOf(requests).length === 0) return null;
  const orderRows = rowsOf<{
    id: number;
    created_at: string;
    state: string;
    total_cents: number;
    revenue: number;
    billing_address: unknown;
    shipping_address: unknown;
    invoice: unknown;
    lines: string | CustomerRecord['orders'][number]['lines'];
  }>(orders).map((row) => ({
    number: orderNumber(row.id),
    placedAt: new Date(row.created_at),
    state: row.state,
    totalCents: row.total_cents,
    revenueCents: Number(row.revenue),
    billingAddress: row.billing_address,
    shippingAddress: row.shipping_address,
    invoice: row.invoice,
    lines: typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines,
  }));
  const counted = orderRows.filter((order) => order.state !== 'canceled');
  const subscription = rowsOf<{
    status: string;
    locale: string;
    consented_at: string | null;
    confirmed_at: string | null;
  }>(newsletter)[0];
  return {
    ref,
    email,
    account: account
      ? {
          locale: account.locale,
          createdAt: new Date(account.created_at),
          emailVerifiedAt: date(account.email_verified_at),
          tractorModel: account.tractor_model_key,
        }
      : null,
    addresses: addresses ? rowsOf<Record<string, unknown>>(addresses) : [],
    orders: orderRows,
    requests: rowsOf<{
      public_id: string;
      created_at: string;
      status: string;
      name: string;
      phone: string | null;
      message: string;
    }>(requests).map((row) => ({
      publicId: row.public_id,
      createdAt: new Date(row.created_at),
      status: row.status,
      name: row.name,
      phone: row.phone,
      message: row.message,
    })),
    newsletter: subscription
      ? {
          status: subscription.status,
          locale: subscription.locale,
          consentedAt: date(subscription.consented_at),
          confirmedAt: date(subscription.confirmed_at),
        }
      : null,
    totals: { orders: counted.length, revenueCents: counted.reduce((sum, order) => sum + order.revenueCents, 0) },
  };
}
