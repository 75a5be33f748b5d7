import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import type { ErrorCodes } from '@/shared/error-codes';
import { phoneDigits, shortCodeSchema } from '@/shared/shared-cart-rules';
import { sharedCartLines, sharedCarts } from './shared-carts.tables';
import { sharedCartRow, stateOf, viewOfRow, type SharedCartRow, type SharedCartView } from './shared-cart-view';
import type { ShortCodeThrottle } from './shared-cart-throttle';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now'>;

/** Who opens the link on the storefront: a signed-in member, or nobody (a guest). */
export type CartViewer = { userId: number | null };

/**
 * The link is the key, with one exception: a cart made for a member is not-found for anyone signed in as another
 * member (the link forwarded, or pasted into the wrong chat).
 */
function viewerMaySee(row: SharedCartRow, viewer: CartViewer): boolean {
  return row.memberUserId === null || viewer.userId === null || viewer.userId === row.memberUserId;
}

async function rowForCustomer(ctx: Ctx, token: string, viewer: CartViewer): Promise<SharedCartRow | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const row = await sharedCartRow(ctx.db, { token });
  return row && viewerMaySee(row, viewer) ? row : null;
}

/** The cart of a link, as the customer sees it; null when there is none for this viewer. */
export async function sharedCartForCustomer(
  ctx: Ctx,
  token: string,
  viewer: CartViewer,
): Promise<SharedCartView | null> {
  const row = await rowForCustomer(ctx, token, viewer);
  return row ? viewOfRow(ctx, row) : null;
}

export type ShortCodeError = ErrorCodes<'INVALID_INPUT' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS'>;

/**
 * The short code read out on the phone, with the customer's e-mail or phone: the link's token when both match an
 * open cart. Every try counts against the address's limit, right or wrong.
 */
export async function openSharedCartByCode(
  ctx: Ctx,
  throttle: ShortCodeThrottle,
  address: string,
  input: { code: string; contact: string },
): Promise<{ ok: true; token: string } | { ok: false; error: ShortCodeError }> {
  if (!(await throttle.mayTry(address))) return { ok: false, error: 'TOO_MANY_ATTEMPTS' };
  const parsed = shortCodeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const [row] = await ctx.db
    .select()
    .from(sharedCarts)
    .where(
      and(
        eq(sharedCarts.shortCode, parsed.data.code),
        eq(sharedCarts.status, 'open'),
        gt(sharedCarts.expiresAt, ctx.now()),
      ),
    );
  const contact = parsed.data.contact.toLowerCase();
  const digits = phoneDigits(contact);
  const matches =
    row &&
    ((row.customerEmail !== null && row.customerEmail === contact) ||
      (row.customerPhone !== null && digits.length >= 6 && phoneDigits(row.customerPhone) === digits));
  return matches ? { ok: true, token: row.token } : { ok: false, error: 'NOT_FOUND' };
}

export type CustomerChangeError = ErrorCodes<'NOT_FOUND' | 'NOT_ALLOWED' | 'INVALID_INPUT'>;

/**
 * The customer lowers a line's quantity (0 removes it). Raising it, or touching a price, is not theirs to do:
 * the line's price stays the one staff locked.
 */
export async function lowerSharedCartQuantity(
  ctx: Ctx,
  token: string,
  viewer: CartViewer,
  variantId: number,
  quantity: number,
): Promise<{ ok: true; cart: SharedCartView } | { ok: false; error: CustomerChangeError }> {
  if (!Number.isInteger(quantity) || quantity < 0) return { ok: false, error: 'INVALID_INPUT' };
  const row = await rowForCustomer(ctx, token, viewer);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  if (stateOf(row, ctx.now()) !== 'open') return { ok: false, error: 'NOT_ALLOWED' };
  const changed = await ctx.db.transaction(async (tx: Tx) => {
    const where = and(eq(sharedCartLines.sharedCartId, row.id), eq(sharedCartLines.variantId, variantId));
    const [line] = await tx.select({ quantity: sharedCartLines.quantity }).from(sharedCartLines).where(where);
    if (!line) return 'NOT_FOUND' as const;
    if (quantity > line.quantity) return 'NOT_ALLOWED' as const;
    if (quantity === 0) await tx.delete(sharedCartLines).where(where);
    else await tx.update(sharedCartLines).set({ quantity }).where(where);
    await tx
      .update(sharedCarts)
      .set({ version: sql`${sharedCarts.version} + 1`, updatedAt: ctx.now() })
      .where(eq(sharedCarts.id, row.id));
    return null;
  });
  if (changed) return { ok: false, error: changed };
  return { ok: true, cart: (await sharedCartForCustomer(ctx, token, viewer))! };
}
