import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable, Tx } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import type { CardProvider } from '@/server/domains/payments';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { ErrorCodes } from '@/shared/error-codes';
import type { FieldProblem } from '@/shared/order-desk-rules';
import { orderEvents, orders } from '../orders.tables';
import { deskActionAllowed, permissionOf, type DeskAction } from './order-desk.rules';
import { loadOrder, type LoadedOrder } from './order-facts';
import type { OrderUpdate } from './order-update-emails';

/**
 * What desk actions receive: the domain context, and the card provider on a given database (card refunds go
 * through it inside the action's transaction: the sandbox gateway keeps its books in the shop's database).
 */
export type DeskContext = Pick<DomainContext, 'db' | 'now' | 'config'> & {
  cardProviderFor?: (db: Queryable) => CardProvider | null;
};

export type DeskError =
  | {
      code: ErrorCodes<
        | 'NOT_PERMITTED'
        | 'NOT_FOUND'
        | 'ORDER_CHANGED'
        | 'INVALID_TRANSITION'
        | 'REFUND_REQUIRED'
        | 'REFUND_TOO_LARGE'
        | 'REFUND_FAILED'
        | 'RETURN_TOO_MANY'
      >;
    }
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: FieldProblem[] };

/** `version`: the order's version after the action, for the page's next form. */
export type DeskResult = { ok: true; version: number; stockChanged: boolean } | { ok: false; error: DeskError };

/** An expected refusal found inside the transaction: thrown to undo what was written, answered as its error. */
export class DeskRefusal extends Error {
  constructor(readonly error: DeskError) {
    super(error.code);
  }
}

export type OrderEventInput = {
  kind: string;
  /** Omitted: the order's state before and after (a move of the order), or its state for an event beside it. */
  fromState?: string | null;
  toState?: string;
  detail?: Record<string, unknown>;
};

/** An e-mail to the customer, of the order being changed. */
export type OrderUpdateOf = OrderUpdate extends infer U ? (U extends unknown ? Omit<U, 'orderId'> : never) : never;

export type OrderChange = {
  /** The order's columns to set; the version and the time of the change are set here. */
  set?: Partial<typeof orders.$inferInsert>;
  events: OrderEventInput[];
  audit: { before: unknown; after: unknown };
  emails?: OrderUpdateOf[];
  stockChanged?: boolean;
};

export type ChangeRequest = {
  action: DeskAction;
  orderId: number;
  /** The version the staff member saw; null for additions that cannot conflict (a note, a resent e-mail). */
  expectedVersion: number | null;
};

/**
 * The one way the order desk changes an order, in one transaction: the role is checked against the permission
 * table, the order's row is locked and its version compared with the one the page showed (ORDER_CHANGED when
 * another staff member got there first), the action's state rule is checked, then the action's work runs and the
 * order is written with `version = version + 1 where version = expected`, its history event (with the staff
 * member), the audit entry (before and after) and the customer's e-mail, all or nothing.
 */
export async function changeOrder(
  ctx: DeskContext,
  actor: StaffActor,
  request: ChangeRequest,
  work: (tx: Tx, loaded: LoadedOrder) => Promise<OrderChange>,
): Promise<DeskResult> {
  if (!staffMay(actor.role, permissionOf(request.action))) return { ok: false, error: { code: 'NOT_PERMITTED' } };
  try {
    return await ctx.db.transaction(async (tx: Tx) => {
      const loaded = await loadOrder(tx, request.orderId, true);
      if (!loaded) throw new DeskRefusal({ code: 'NOT_FOUND' });
      const { order } = loaded;
      if (request.expectedVersion !== null && order.version !== request.expectedVersion)
        throw new DeskRefusal({ code: 'ORDER_CHANGED' });
      if (!deskActionAllowed(request.action, loaded.facts)) throw new DeskRefusal({ code: 'INVALID_TRANSITION' });

      const change = await work(tx, loaded);
      const now = ctx.now();
      let version = order.version;
      if (request.expectedVersion !== null) {
        const updated = await tx
          .update(orders)
          .set({ ...change.set, version: sql`${orders.version} + 1`, updatedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.version, request.expectedVersion)))
          .returning({ version: orders.version });
        if (updated.length === 0) throw new DeskRefusal({ code: 'ORDER_CHANGED' });
        version = updated[0]!.version;
      }
      const stateAfter = change.set?.state ?? order.state;
      if (change.events.length > 0)
        await tx.insert(orderEvents).values(
          change.events.map((event) => ({
            orderId: order.id,
            kind: event.kind,
            fromState: event.fromState === undefined ? order.state : event.fromState,
            toState: event.toState ?? stateAfter,
            actorUserId: actor.userId,
            detail: event.detail ?? null,
            createdAt: now,
          })),
        );
      await appendAudit(
        tx,
        actor,
        { entity: 'order', entityId: order.id, action: permissionOf(request.action), ...change.audit },
        now,
      );
      for (const email of change.emails ?? [])
        await enqueue({ db: tx, now: ctx.now }, 'order-update', { ...email, orderId: order.id } as OrderUpdate);
      return { ok: true as const, version, stockChanged: change.stockChanged ?? false };
    });
  } catch (error) {
    if (error instanceof DeskRefusal) return { ok: false, error: error.error };
    throw error;
  }
}
