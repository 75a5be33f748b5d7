import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { orderDeskCounts } from '@/server/domains/orders';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'locale'>;

/** A contact request nobody has answered yet, and since when its customer has been waiting. */
export type WaitingRequest = {
  publicId: string;
  name: string;
  partNumber: string | null;
  waitingSince: Date;
  ageHours: number;
};

/** A part that is out of stock while customers keep asking for it (by its SKU or part number, in requests). */
export type AskedForPart = { sku: string; mpn: string | null; name: string; requests: number; lastAskedAt: Date };

export type NeedsAction = {
  orders: { toConfirmPayment: number; toPack: number; toShip: number };
  waitingRequests: { total: number; oldest: WaitingRequest[] };
  askedForParts: AskedForPart[];
  failedJobs: number;
};

const shownRequests = 5;
const shownParts = 10;
/** Requests older than this no longer say what customers want now. */
const askedWithinDays = 90;

/**
 * Pending requests whose latest word is the customer's (new, or written to again after a staff reply), oldest
 * first. A request staff already answered is the customer's turn, not the shop's.
 */
async function waitingRequests(ctx: Ctx): Promise<NeedsAction['waitingRequests']> {
  const rows = rowsOf<{
    public_id: string;
    name: string;
    part_number: string | null;
    since: string | Date;
    total: number;
  }>(
    await ctx.db.execute(sql`
      with waiting as (
        select r.public_id, r.name, r.part_number, last.kind, last.created_at as since
        from requests r
        cross join lateral (select e.kind, e.created_at from request_events e where e.request_id = r.id
          order by e.created_at desc, e.id desc limit 1) last
        where r.status = 'pending' and last.kind <> 'staff_reply')
      select w.public_id, w.name, w.part_number, w.since, (select count(*) from waiting)::int as total
      from waiting w
      order by w.since, w.public_id
      limit ${shownRequests}`),
  );
  const now = ctx.now().getTime();
  return {
    total: rows[0]?.total ?? 0,
    oldest: rows.map((row) => {
      const waitingSince = new Date(row.since);
      return {
        publicId: row.public_id,
        name: row.name,
        partNumber: row.part_number,
        waitingSince,
        ageHours: Math.max(0, Math.floor((now - waitingSince.getTime()) / 3_600_000)),
      };
    }),
  };
}

/** Parts with nothing on the shelf (and no backorder) that requests of the last 90 days named, most asked first. */
async function askedForParts(ctx: Ctx): Promise<AskedForPart[]> {
  const since = new Date(ctx.now().getTime() - askedWithinDays * 86_400_000);
  const rows = rowsOf<{ sku: string; mpn: string | null; name: string | null; requests: number; last: string | Date }>(
    await ctx.db.execute(sql`
      with asked as (
        select r.id, lower(trim(r.part_number)) as number, r.created_at from requests r
        where r.part_number is not null and trim(r.part_number) <> ''
          and r.created_at >= ${since.toISOString()}::timestamptz),
      out_of_stock as (
        select v.id, v.sku, v.mpn, v.product_id from variants v where v.stock_on_hand = 0 and not v.backorderable),
      -- By SKU and by part number as two equality joins (one "either" join would compare every pair).
      matched as (
        select o.id as variant_id, a.id as request_id, a.created_at from asked a join out_of_stock o on lower(o.sku) = a.number
        union
        select o.id, a.id, a.created_at from asked a join out_of_stock o on lower(o.mpn) = a.number)
      select o.sku, o.mpn, (select pt.name from product_translations pt
          where pt.product_id = o.product_id and pt.locale = ${ctx.locale}) as name,
        count(*)::int as requests, max(m.created_at) as last
      from matched m join out_of_stock o on o.id = m.variant_id
      group by o.id, o.sku, o.mpn, o.product_id
      order by requests desc, last desc
      limit ${shownParts}`),
  );
  return rows.map((row) => ({
    sku: row.sku,
    mpn: row.mpn,
    name: row.name ?? row.sku,
    requests: row.requests,
    lastAskedAt: new Date(row.last),
  }));
}

/** Background work (e-mails, refreshes) that gave up after its last attempt and waits for staff to retry it. */
async function failedJobCount(ctx: Ctx): Promise<number> {
  const rows = rowsOf<{ failed: number }>(
    await ctx.db.execute(sql`select count(*)::int as failed from jobs where state = 'failed'`),
  );
  return rows[0]!.failed;
}

/** Everything on the dashboard that waits for someone in the shop. */
export async function needsAction(ctx: Ctx): Promise<NeedsAction> {
  const [counts, requests, parts, failedJobs] = await Promise.all([
    orderDeskCounts(ctx, {}),
    waitingRequests(ctx),
    askedForParts(ctx),
    failedJobCount(ctx),
  ]);
  return {
    orders: { toConfirmPayment: counts['to-confirm-payment'], toPack: counts['to-pack'], toShip: counts['to-ship'] },
    waitingRequests: requests,
    askedForParts: parts,
    failedJobs,
  };
}
