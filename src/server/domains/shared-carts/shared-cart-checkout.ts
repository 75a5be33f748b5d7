import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import type { ErrorCodes } from '@/shared/error-codes';
import { sharedCarts } from './shared-carts.tables';
import { sharedCartForCustomer } from './customer-shared-carts';
import type { CartViewer } from './customer-shared-carts';
import type { SharedCartLine } from './shared-cart-view';

export type SharedCheckoutError = ErrorCodes<'NOT_FOUND' | 'SHARED_CART_EXPIRED' | 'SHARED_CART_EMAIL'>;

export type SharedCheckout = {
  sharedCartId: number;
  ownerStaffUserId: number;
  version: number;
  /** With the locked, discounted prices: what checkout quotes and places, whatever the request says. */
  lines: SharedCartLine[];
};

/**
 * What checkout places for a shared cart's link: its lines at the agreed prices, for an open cart this viewer may
 * see. A cart made for a customer is ordered with that customer's e-mail (`email` null: only quoting).
 */
export async function sharedCartForCheckout(
  ctx: Pick<DomainContext, 'db' | 'locale' | 'now'>,
  token: string,
  viewer: CartViewer,
  email: string | null,
): Promise<{ ok: true; checkout: SharedCheckout } | { ok: false; error: SharedCheckoutError }> {
  const cart = await sharedCartForCustomer(ctx, token, viewer);
  if (!cart || cart.state === 'closed') return { ok: false, error: 'NOT_FOUND' };
  if (cart.state === 'expired') return { ok: false, error: 'SHARED_CART_EXPIRED' };
  if (email !== null && cart.customerEmail !== null && cart.customerEmail !== email.trim().toLowerCase())
    return { ok: false, error: 'SHARED_CART_EMAIL' };
  return {
    ok: true,
    checkout: {
      sharedCartId: cart.id,
      ownerStaffUserId: cart.ownerStaffUserId,
      version: cart.version,
      lines: cart.lines,
    },
  };
}

/**
 * Closes the cart as its order is placed, in the order's transaction. False when it changed since its lines were
 * read (staff or the customer edited it, or another checkout closed it): that order must not be placed.
 */
export async function closeOrderedSharedCart(
  tx: Queryable,
  checkout: Pick<SharedCheckout, 'sharedCartId' | 'version'>,
  now: Date,
): Promise<boolean> {
  const closed = await tx
    .update(sharedCarts)
    .set({ status: 'closed', closedAt: now, updatedAt: now, version: checkout.version + 1 })
    .where(
      and(
        eq(sharedCarts.id, checkout.sharedCartId),
        eq(sharedCarts.status, 'open'),
        eq(sharedCarts.version, checkout.version),
      ),
    )
    .returning({ id: sharedCarts.id });
  return closed.length === 1;
}
