import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, users } from '@/server/domains/auth/auth.tables';
import type { StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import {
  discountPercent,
  phoneDigits,
  sharedCartCustomerSchema,
  sharedCartNoteSchema,
  type SharedCartCustomerInput,
} from '@/shared/shared-cart-rules';
import { sharedCartEmail, sharedCartLink } from './shared-cart-link';
import { sharedCartLines, sharedCarts } from './shared-carts.tables';
import { withinDiscountLimit } from './staff-cart-lines';
import { writeAsStaff, type Ctx, type StaffCartOutcome } from './staff-cart-write';

/** The cart's discount (on every line, after the line's own) and its note, saved together from one form. */
export async function changeSharedCartDetails(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  version: number,
  input: { discount: string; note: string },
): Promise<StaffCartOutcome> {
  const discount = discountPercent.safeParse(input.discount);
  const note = sharedCartNoteSchema.safeParse(input.note);
  if (!discount.success || !note.success) return { ok: false, error: 'INVALID_INPUT' };
  return writeAsStaff(ctx, actor, cartId, version, async (tx, cart) => {
    if (discount.data !== cart.discountBasisPoints) {
      const lines = await tx
        .select({ discount: sharedCartLines.discountBasisPoints })
        .from(sharedCartLines)
        .where(eq(sharedCartLines.sharedCartId, cartId));
      const deepest = Math.max(0, ...lines.map((line) => line.discount));
      if (!withinDiscountLimit(actor, deepest, discount.data)) return 'DISCOUNT_TOO_LARGE';
    }
    await tx
      .update(sharedCarts)
      .set({ discountBasisPoints: discount.data, note: note.data })
      .where(eq(sharedCarts.id, cartId));
    return {
      action: 'change-details',
      before: { discountBasisPoints: cart.discountBasisPoints, note: cart.note },
      after: { discountBasisPoints: discount.data, note: note.data },
    };
  });
}

/**
 * Attaches the caller: a member found by e-mail, or by a phone on one of their saved addresses; otherwise a guest
 * by e-mail. A phone alone must find a member (a guest's order needs an e-mail to be bound to).
 */
export async function attachSharedCartCustomer(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  version: number,
  input: SharedCartCustomerInput,
): Promise<StaffCartOutcome> {
  const parsed = sharedCartCustomerSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const { email, phone } = parsed.data;
  const found = email
    ? await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
    : await ctx.db
        .selectDistinct({ id: users.id, email: users.email })
        .from(addresses)
        .innerJoin(users, eq(users.id, addresses.userId))
        .where(sql`right(regexp_replace(${addresses.phone}, '\\D', '', 'g'), 10) = ${phoneDigits(phone).slice(-10)}`)
        .limit(2);
  // Two members with the same phone: neither is assumed.
  const member = found.length === 1 ? found[0] : undefined;
  if (!member && !email) return { ok: false, error: 'NOT_FOUND' };
  const customer = {
    memberUserId: member?.id ?? null,
    customerEmail: member?.email.toLowerCase() ?? email,
    customerPhone: phone || null,
  };
  return writeAsStaff(ctx, actor, cartId, version, async (tx, cart) => {
    await tx.update(sharedCarts).set(customer).where(eq(sharedCarts.id, cartId));
    return {
      action: 'attach-customer',
      before: { memberUserId: cart.memberUserId, email: cart.customerEmail, phone: cart.customerPhone },
      after: { memberUserId: customer.memberUserId, email: customer.customerEmail, phone: customer.customerPhone },
    };
  });
}

/** Sends the link and short code to the attached customer's e-mail, through the job queue (same transaction). */
export async function sendSharedCartLink(ctx: Ctx, actor: StaffActor, cartId: number): Promise<StaffCartOutcome> {
  return writeAsStaff(ctx, actor, cartId, null, async (tx, cart) => {
    if (!cart.customerEmail) return 'INVALID_INPUT';
    const mail = sharedCartEmail(
      cart.locale,
      sharedCartLink(ctx.config, cart.locale, cart.token),
      cart.shortCode,
      cart.expiresAt,
    );
    await enqueue({ db: tx, now: ctx.now }, 'send-email', { to: cart.customerEmail, ...mail });
    return { action: 'send-link', after: { to: cart.customerEmail } };
  });
}

/** Staff close a cart the customer will not order (it can no longer be opened or checked out). */
export async function closeSharedCart(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  version: number,
): Promise<StaffCartOutcome> {
  return writeAsStaff(ctx, actor, cartId, version, async (tx) => {
    const now = ctx.now();
    await tx
      .update(sharedCarts)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(sharedCarts.id, cartId), eq(sharedCarts.status, 'open')));
    return { action: 'close', before: { status: 'open' }, after: { status: 'closed' } };
  });
}
