import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { discountLimitBasisPoints, type StaffActor } from '@/server/domains/staff';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { combinedDiscount, sharedCartLimits, sharedCartLineSchema } from '@/shared/shared-cart-rules';
import { sharedCartLines } from './shared-carts.tables';
import { writeAsStaff, type Ctx, type StaffCartOutcome } from './staff-cart-write';

/** Whether the actor's role may give this line discount on top of the cart's (or this cart discount on every line). */
export function withinDiscountLimit(actor: StaffActor, lineBasisPoints: number, cartBasisPoints: number): boolean {
  return combinedDiscount(lineBasisPoints, cartBasisPoints) <= discountLimitBasisPoints[actor.role];
}

/**
 * Adds a part at today's price (the sale price when there is one), which the line then keeps; adding a part the
 * cart has already raises its quantity at the price it was locked with. Stock is checked, not reserved.
 */
export async function addSharedCartLine(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  variantId: number,
  quantity: number,
): Promise<StaffCartOutcome> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > sharedCartLimits.maxQuantity)
    return { ok: false, error: 'INVALID_INPUT' };
  // Lines are added while the customer may be removing others: no version is expected.
  return writeAsStaff(ctx, actor, cartId, null, async (tx) => {
    const [variant] = await tx
      .select({
        sku: variants.sku,
        priceCents: sql<number>`coalesce(${variants.salePriceCents}, ${variants.priceCents})`,
        currency: variants.currency,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(variants.id, variantId), eq(products.status, 'active')));
    if (!variant) return 'NOT_FOUND';
    const [line] = await tx
      .insert(sharedCartLines)
      .values({ sharedCartId: cartId, variantId, quantity, unitCents: variant.priceCents, currency: variant.currency })
      .onConflictDoUpdate({
        target: [sharedCartLines.sharedCartId, sharedCartLines.variantId],
        set: { quantity: sql`least(${sharedCartLines.quantity} + excluded.quantity, ${sharedCartLimits.maxQuantity})` },
      })
      .returning({ quantity: sharedCartLines.quantity, unitCents: sharedCartLines.unitCents });
    return {
      action: 'add-line',
      after: { variantId, sku: variant.sku, quantity: line!.quantity, unitCents: line!.unitCents },
    };
  });
}

/** Staff set a line's quantity and discount (basis points), within their role's limit together with the cart's. */
export async function changeSharedCartLine(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  version: number,
  variantId: number,
  input: { quantity: string | number; discount: string },
): Promise<StaffCartOutcome> {
  const parsed = sharedCartLineSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const { quantity, discount } = parsed.data;
  return writeAsStaff(ctx, actor, cartId, version, async (tx, cart) => {
    const [before] = await tx
      .select()
      .from(sharedCartLines)
      .where(and(eq(sharedCartLines.sharedCartId, cartId), eq(sharedCartLines.variantId, variantId)));
    if (!before) return 'NOT_FOUND';
    if (discount !== before.discountBasisPoints && !withinDiscountLimit(actor, discount, cart.discountBasisPoints))
      return 'DISCOUNT_TOO_LARGE';
    await tx
      .update(sharedCartLines)
      .set({ quantity, discountBasisPoints: discount })
      .where(and(eq(sharedCartLines.sharedCartId, cartId), eq(sharedCartLines.variantId, variantId)));
    return {
      action: 'change-line',
      before: { variantId, quantity: before.quantity, discountBasisPoints: before.discountBasisPoints },
      after: { variantId, quantity, discountBasisPoints: discount },
    };
  });
}

export async function removeSharedCartLine(
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  variantId: number,
): Promise<StaffCartOutcome> {
  return writeAsStaff(ctx, actor, cartId, null, async (tx) => {
    const [removed] = await tx
      .delete(sharedCartLines)
      .where(and(eq(sharedCartLines.sharedCartId, cartId), eq(sharedCartLines.variantId, variantId)))
      .returning();
    if (!removed) return 'NOT_FOUND';
    return { action: 'remove-line', before: { variantId, quantity: removed.quantity, unitCents: removed.unitCents } };
  });
}
