import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';

type Ctx = Pick<DomainContext, 'db'>;

/** One line of the customer list: a member, or a guest (no account) found through their orders. */
export type CustomerListRow = {
  kind: 'member' | 'guest';
  userId: number | null;
  email: string;
  name: string | null;
  phone: string | null;
  orders: number;
  lastOrderAt: Date | null;
  /** The account's creation, or a guest's latest order. */
  since: Date;
};

const pageSize = 50;

/**
 * Customers matching `q` in their e-mail, names or phone numbers (as saved in addresses and written on orders),
 * newest first; members and guests (orders without an account, grouped by e-mail) alike.
 */
export async function findCustomers(ctx: Ctx, q: string | undefined): Promise<CustomerListRow[]> {
  const pattern = q
    ? `%${q
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const rows = rowsOf<{
    kind: 'member' | 'guest';
    user_id: number | null;
    email: string;
    name: string | null;
    phone: string | null;
    orders: number;
    last_order_at: string | Date | null;
    since: string | Date;
  }>(
    await ctx.db.execute(sql`
      (select 'member' as kind, u.id as user_id, u.email,
        coalesce(a.first_name || ' ' || a.last_name, lo.name) as name, coalesce(a.phone, lo.phone) as phone,
        (select count(*) from orders o where o.user_id = u.id)::int as orders, lo.created_at as last_order_at,
        u.created_at as since
      from users u
      left join lateral (select a.first_name, a.last_name, a.phone from addresses a where a.user_id = u.id
        order by a.id desc limit 1) a on true
      left join lateral (select o.created_at, o.billing_address->>'phone' as phone,
          concat_ws(' ', o.billing_address->>'firstName', o.billing_address->>'lastName') as name
        from orders o where o.user_id = u.id order by o.id desc limit 1) lo on true
      where not exists (select 1 from staff_members s where s.user_id = u.id)
        and (${pattern}::text is null or u.email like ${pattern}
          or exists (select 1 from addresses x where x.user_id = u.id
            and lower(x.first_name || ' ' || x.last_name || ' ' || x.phone) like ${pattern})
          or exists (select 1 from orders x where x.user_id = u.id and x.search_text like ${pattern}))
      order by u.id desc limit ${pageSize})
      union all
      (select 'guest', null, g.email, g.name, g.phone, g.orders, g.last_order_at, g.last_order_at
      from (select lower(o.email) as email, count(*)::int as orders, max(o.created_at) as last_order_at,
          (array_agg(concat_ws(' ', o.billing_address->>'firstName', o.billing_address->>'lastName') order by o.id desc))[1] as name,
          (array_agg(o.billing_address->>'phone' order by o.id desc))[1] as phone
        from orders o
        where o.user_id is null and (${pattern}::text is null or o.search_text like ${pattern})
        group by lower(o.email)) g
      where not exists (select 1 from users u where u.email = g.email)
      order by g.last_order_at desc limit ${pageSize})`),
  );
  return rows
    .map((row) => ({
      kind: row.kind,
      userId: row.user_id,
      email: row.email,
      name: row.name?.trim() || null,
      phone: row.phone || null,
      orders: Number(row.orders),
      lastOrderAt: row.last_order_at ? new Date(row.last_order_at) : null,
      since: new Date(row.since),
    }))
    .sort((a, b) => +b.since - +a.since)
    .slice(0, pageSize);
}
