import 'server-only';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { orderNumber } from '@/server/domains/orders';
import { staffMay, staffWhoMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import type { OrderState } from '@/shared/order-lifecycle';
import type { RequestDeskFilters } from '@/shared/request-desk-filters';
import { findRequest, requestRow, summaryColumns, type RequestSummary, type RequestView } from './requests.service';
import { requests, type RequestStatus } from './requests.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type RequestAssignee = { userId: number; email: string };
export type RequestDeskRow = RequestSummary & { assignee: RequestAssignee | null };
export type StaffRequestView = RequestView & { assignee: RequestAssignee | null };

const assignees = alias(users, 'assignees');
/** How many requests one view of the desk lists: the waiting pile is short; older history is found by search. */
const deskLimit = 500;

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text search: e-mail, name, or part number (also written without its dashes and spaces). */
function searchCondition(q: string): SQL | undefined {
  const compact = q.replace(/[^\p{L}\p{N}]/gu, '');
  return or(
    ilike(requests.email, containing(q)),
    ilike(requests.name, containing(q)),
    ilike(requests.partNumber, containing(q)),
    compact
      ? sql`regexp_replace(coalesce(${requests.partNumber}, ''), '[^[:alnum:]]', '', 'g') ilike ${containing(compact)}`
      : undefined,
  );
}

function assigneeCondition(actor: StaffActor, assignee: RequestDeskFilters['assignee']): SQL | undefined {
  if (assignee === 'anyone') return undefined;
  if (assignee === 'unassigned') return isNull(requests.assigneeUserId);
  return eq(requests.assigneeUserId, assignee === 'me' ? actor.userId : assignee);
}

/**
 * The request desk: requests by status, assignee and a text search. Waiting requests come oldest first (the one
 * that has waited longest is answered next); the others newest first. Null for a role that may not see requests.
 */
export async function staffRequests(
  ctx: Pick<Ctx, 'db'>,
  actor: StaffActor,
  filters: RequestDeskFilters,
): Promise<RequestDeskRow[] | null> {
  if (!staffMay(actor.role, 'requests.view')) return null;
  const status: RequestStatus | null = filters.status === 'all' ? null : filters.status;
  const rows = await ctx.db
    .select({ ...summaryColumns, assigneeUserId: requests.assigneeUserId, assigneeEmail: assignees.email })
    .from(requests)
    .leftJoin(assignees, eq(assignees.id, requests.assigneeUserId))
    .where(
      and(
        status ? eq(requests.status, status) : undefined,
        assigneeCondition(actor, filters.assignee),
        filters.q ? searchCondition(filters.q) : undefined,
      ),
    )
    .orderBy(
      ...(status === 'pending'
        ? [asc(requests.createdAt), asc(requests.id)]
        : [desc(requests.createdAt), desc(requests.id)]),
    )
    .limit(deskLimit);
  return rows.map(({ assigneeUserId, assigneeEmail, ...summary }) => ({
    ...summary,
    assignee:
      assigneeUserId !== null && assigneeEmail !== null ? { userId: assigneeUserId, email: assigneeEmail } : null,
  }));
}

/** One request with whom it is assigned to; null for a role that may not see requests, as for an unknown id. */
export async function staffRequest(
  ctx: Pick<Ctx, 'db'>,
  actor: StaffActor,
  publicId: string,
): Promise<StaffRequestView | null> {
  if (!staffMay(actor.role, 'requests.view')) return null;
  const [view, [assigned]] = await Promise.all([
    findRequest(ctx, publicId),
    ctx.db
      .select({ userId: assignees.id, email: assignees.email })
      .from(requests)
      .innerJoin(assignees, eq(assignees.id, requests.assigneeUserId))
      .where(eq(requests.publicId, publicId)),
  ]);
  return view && { ...view, assignee: assigned ?? null };
}

/** The members a request can be handed to: those whose role may work on requests. */
export async function requestAssignees(ctx: Pick<Ctx, 'db'>, actor: StaffActor): Promise<RequestAssignee[]> {
  if (!staffMay(actor.role, 'requests.view')) return [];
  return (await staffWhoMay(ctx, 'requests.view')).map(({ userId, email }) => ({ userId, email }));
}

export type AssignError = ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'INVALID_INPUT' | 'VERSION_CONFLICT'>;

/**
 * Hands a request to a member (or to nobody, `to: null`), audited. `seen` is the assignee the member saw on the
 * page: when someone else changed it meanwhile, nothing changes and the answer is VERSION_CONFLICT (reload).
 */
export async function assignRequest(
  ctx: Ctx,
  actor: StaffActor,
  publicId: string,
  change: { to: number | null; seen: number | null },
): Promise<{ ok: true } | { ok: false; error: AssignError }> {
  if (!staffMay(actor.role, 'requests.assign')) return { ok: false, error: 'NOT_PERMITTED' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  if (change.to !== null && !(await requestAssignees(ctx, actor)).some((member) => member.userId === change.to))
    return { ok: false, error: 'INVALID_INPUT' };
  const now = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(requests)
      .set({ assigneeUserId: change.to })
      .where(
        and(
          eq(requests.id, row.id),
          change.seen === null ? isNull(requests.assigneeUserId) : eq(requests.assigneeUserId, change.seen),
        ),
      )
      .returning({ id: requests.id });
    if (updated.length === 0) return false;
    await appendAudit(
      tx,
      actor,
      {
        entity: 'request',
        entityId: row.id,
        action: change.to === null ? 'unassign' : 'assign',
        before: { assigneeUserId: change.seen },
        after: { assigneeUserId: change.to },
      },
      now,
    );
    return true;
  });
  return changed ? { ok: true } : { ok: false, error: 'VERSION_CONFLICT' };
}

export type CustomerOtherItems = {
  requests: { publicId: string; status: RequestStatus; createdAt: Date; subject: string | null }[];
  /** Null for a role that may not see orders. */
  orders: { number: string; state: OrderState; createdAt: Date; totalCents: number; currency: string }[] | null;
};

/** How many of the customer's other requests and orders the page shows beside the conversation. */
const besideLimit = 20;

/**
 * The customer's other requests and orders, newest first: by the request's e-mail (any letter case), and by
 * their account when they sent it signed in. Orders only for a role that may see orders.
 */
export async function customerOtherItems(
  ctx: Pick<Ctx, 'db'>,
  actor: StaffActor,
  publicId: string,
): Promise<CustomerOtherItems | null> {
  if (!staffMay(actor.role, 'requests.view')) return null;
  const row = await requestRow(ctx, publicId);
  if (!row) return null;
  const email = row.email.trim().toLowerCase();
  const owned =
    row.userId === null
      ? sql`lower(t.email) = ${email}`
      : sql`(lower(t.email) = ${email} or t.user_id = ${row.userId})`;
  const [others, orders] = await Promise.all([
    ctx.db.execute(sql`select t.public_id, t.status, t.created_at, t.part_number, t.tractor_model from requests t
      where ${owned} and t.id <> ${row.id} order by t.created_at desc, t.id desc limit ${besideLimit}`),
    staffMay(actor.role, 'orders.view')
      ? ctx.db.execute(sql`select t.id, t.state, t.created_at, t.total_cents, t.currency from orders t
          where ${owned} order by t.id desc limit ${besideLimit}`)
      : null,
  ]);
  return {
    requests: rowsOf<{
      public_id: string;
      status: RequestStatus;
      created_at: string | Date;
      part_number: string | null;
      tractor_model: string | null;
    }>(others).map((other) => ({
      publicId: other.public_id,
      status: other.status,
      createdAt: new Date(other.created_at),
      subject: [other.tractor_model, other.part_number].filter(Boolean).join(' · ') || null,
    })),
    orders:
      orders === null
        ? null
        : rowsOf<{ id: number; state: OrderState; created_at: string | Date; total_cents: number; currency: string }>(
            orders,
          ).map((order) => ({
            number: orderNumber(order.id),
            state: order.state,
            createdAt: new Date(order.created_at),
            totalCents: order.total_cents,
            currency: order.currency,
          })),
  };
}
