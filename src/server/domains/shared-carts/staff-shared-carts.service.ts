import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';
import { shortCodeAlphabet, shortCodeLength } from '@/shared/shared-cart-rules';
import { sharedCartLines, sharedCarts } from './shared-carts.tables';
import { sharedCartRow, stateOf, viewOfRow, type SharedCartState, type SharedCartView } from './shared-cart-view';
import { staffMaySee, type Ctx } from './staff-cart-write';

export type SharedCartSummary = {
  id: number;
  shortCode: string;
  state: SharedCartState;
  ownerEmail: string;
  customerEmail: string | null;
  customerPhone: string | null;
  lineCount: number;
  createdAt: Date;
  expiresAt: Date;
};

/** The carts the actor may see, newest first: their own, or every cart for owner and manager. */
export async function staffSharedCarts(
  ctx: Ctx,
  actor: StaffActor,
  state: SharedCartState | null,
): Promise<SharedCartSummary[]> {
  if (!staffMay(actor.role, 'carts.create')) return [];
  const now = ctx.now();
  const byState: Record<SharedCartState, SQL | undefined> = {
    open: and(eq(sharedCarts.status, 'open'), gt(sharedCarts.expiresAt, now)),
    expired: and(eq(sharedCarts.status, 'open'), lte(sharedCarts.expiresAt, now)),
    closed: eq(sharedCarts.status, 'closed'),
  };
  const rows = await ctx.db
    .select({
      id: sharedCarts.id,
      shortCode: sharedCarts.shortCode,
      status: sharedCarts.status,
      ownerEmail: users.email,
      customerEmail: sharedCarts.customerEmail,
      customerPhone: sharedCarts.customerPhone,
      createdAt: sharedCarts.createdAt,
      expiresAt: sharedCarts.expiresAt,
      lineCount: ctx.db.$count(sharedCartLines, eq(sharedCartLines.sharedCartId, sharedCarts.id)),
    })
    .from(sharedCarts)
    .innerJoin(users, eq(users.id, sharedCarts.ownerStaffUserId))
    .where(
      and(
        staffMay(actor.role, 'carts.edit-any') ? undefined : eq(sharedCarts.ownerStaffUserId, actor.userId),
        state ? byState[state] : undefined,
      ),
    )
    .orderBy(desc(sharedCarts.id))
    .limit(200);
  return rows.map(({ status, ...row }) => ({ ...row, state: stateOf({ status, expiresAt: row.expiresAt }, now) }));
}

/** One cart for the back office; null for a cart the actor may not see, as for an unknown id. */
export async function staffSharedCart(ctx: Ctx, actor: StaffActor, cartId: number): Promise<SharedCartView | null> {
  if (!staffMay(actor.role, 'carts.create')) return null;
  const row = await sharedCartRow(ctx.db, { id: cartId });
  return row && staffMaySee(actor, row) ? viewOfRow(ctx, row) : null;
}

/** The version of a cart the actor may see, for the back office page's poll (one indexed row). */
export async function staffSharedCartVersion(ctx: Ctx, actor: StaffActor, cartId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ version: sharedCarts.version, ownerStaffUserId: sharedCarts.ownerStaffUserId })
    .from(sharedCarts)
    .where(eq(sharedCarts.id, cartId));
  return row && staffMay(actor.role, 'carts.create') && staffMaySee(actor, row) ? row.version : null;
}

function newShortCode(): string {
  return Array.from({ length: shortCodeLength }, () => shortCodeAlphabet[randomInt(shortCodeAlphabet.length)]).join('');
}

/**
 * A new empty cart owned by the actor, open for `SHARED_CART_DAYS`. Its link carries 192 random bits; its short
 * code is drawn again in the unlikely case another cart has it.
 */
export async function createSharedCart(
  ctx: Ctx,
  actor: StaffActor,
  customerLocale: Locale,
): Promise<{ ok: true; id: number } | { ok: false; error: 'NOT_PERMITTED' }> {
  if (!staffMay(actor.role, 'carts.create')) return { ok: false, error: 'NOT_PERMITTED' };
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sharedCartDays * 86_400_000);
  for (let attempt = 0; ; attempt++) {
    const created = await ctx.db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(sharedCarts)
        .values({
          token: randomBytes(24).toString('base64url'),
          shortCode: newShortCode(),
          ownerStaffUserId: actor.userId,
          locale: customerLocale,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: sharedCarts.id, expiresAt: sharedCarts.expiresAt });
      if (!row) return null;
      await appendAudit(
        tx,
        actor,
        { entity: 'shared-cart', entityId: row.id, action: 'create', after: { locale: customerLocale, expiresAt } },
        now,
      );
      return row.id;
    });
    if (created !== null) return { ok: true, id: created };
    if (attempt >= 5) throw new Error('no free short code for a shared cart');
  }
}
