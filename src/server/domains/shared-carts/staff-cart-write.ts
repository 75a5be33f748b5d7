import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { sharedCarts } from './shared-carts.tables';
import { sharedCartRow, stateOf, type SharedCartRow } from './shared-cart-view';

export type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now' | 'config'>;

export type StaffCartError = ErrorCodes<
  'NOT_FOUND' | 'NOT_PERMITTED' | 'NOT_ALLOWED' | 'VERSION_CONFLICT' | 'INVALID_INPUT' | 'DISCOUNT_TOO_LARGE'
>;
export type StaffCartOutcome = { ok: true } | { ok: false; error: StaffCartError };

/** The cart's owner and the roles that may edit any cart; to everyone else a cart does not exist. */
export function staffMaySee(actor: StaffActor, row: Pick<SharedCartRow, 'ownerStaffUserId'>): boolean {
  return row.ownerStaffUserId === actor.userId || staffMay(actor.role, 'carts.edit-any');
}

/** What a change did, for the audit log (never the link's token: that is the customer's key). */
export type CartChange = { action: string; before?: unknown; after?: unknown } | StaffCartError;

/**
 * Every staff write to a shared cart: the cart must be one the actor may see and still open; the version moves on
 * (so both sides' pages notice, and an edit made against an older version is refused when `expectedVersion` is
 * given), the change is made and its audit entry appended, all in one transaction.
 */
export async function writeAsStaff(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  expectedVersion: number | null,
  change: (tx: Tx, row: SharedCartRow) => Promise<CartChange>,
): Promise<StaffCartOutcome> {
  if (!staffMay(actor.role, 'carts.create')) return { ok: false, error: 'NOT_PERMITTED' };
  const row = await sharedCartRow(ctx.db, { id: cartId });
  if (!row || !staffMaySee(actor, row)) return { ok: false, error: 'NOT_FOUND' };
  if (stateOf(row, ctx.now()) !== 'open') return { ok: false, error: 'NOT_ALLOWED' };
  const now = ctx.now();
  const result = await ctx.db
    .transaction(async (tx: Tx) => {
      const [bumped] = await tx
        .update(sharedCarts)
        .set({ version: sql`${sharedCarts.version} + 1`, updatedAt: now })
        .where(
          and(
            eq(sharedCarts.id, cartId),
            eq(sharedCarts.status, 'open'),
            expectedVersion === null ? undefined : eq(sharedCarts.version, expectedVersion),
          ),
        )
        .returning();
      if (!bumped) return 'VERSION_CONFLICT' as const;
      const done = await change(tx, bumped);
      // A refused change leaves nothing behind, not even the new version.
      if (typeof done === 'string') throw new RolledBack(done);
      await appendAudit(tx, actor, { entity: 'shared-cart', entityId: cartId, ...done }, now);
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.code;
      throw error;
    });
  return result ? { ok: false, error: result } : { ok: true };
}

class RolledBack extends Error {
  constructor(readonly code: StaffCartError) {
    super(code);
  }
}
