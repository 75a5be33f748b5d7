import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import type { Queryable } from '@/server/db';
import { newToken, tokenHash } from '@/server/domains/auth';
import { loadSummaries, type ImageView } from '@/server/domains/catalog';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { cartItems, carts } from './cart.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now'>;

/** Whose cart: a member's (by account) or a guest's (by the token the browser keeps; none yet for a first add). */
export type CartOwner = { userId: number } | { token: string | null };

/** Spec §8 cart errors, as codes. */
export type CartError = ErrorCodes<'NOT_ADDED' | 'NO_LONGER_AVAILABLE' | 'INSUFFICIENT_STOCK'>;

export type CartLine = {
  variantId: number;
  productId: number;
  name: string;
  slug: string;
  sku: string;
  mpn: string | null;
  condition: string | null;
  image: ImageView | null;
  quantity: number;
  /** Today's price excluding VAT (the sale price when there is one). */
  unitCents: number;
  lineCents: number;
  currency: string;
  /** The most the stepper allows: the stock, or a bound for parts that can be back-ordered. */
  maxQuantity: number;
  /** Units on the shelf now: of a back-orderable part, more than these ship later (`backorderSplit`). */
  onShelf: number;
  backorderable: boolean;
  /** For shipping costs; parts without a weight count as one kilogram. */
  weightGrams: number;
  /** False when the product was withdrawn or its stock fell below the quantity: checkout refuses it. */
  orderable: boolean;
  /** The product is no longer sold (spec §8 'Product no longer available to order'). */
  withdrawn: boolean;
};

export type CartView = {
  token: string | null;
  lines: CartLine[];
  totalItems: number;
  itemsCents: number;
  currency: string;
  expiresAt: Date | null;
};

/** A guest cart is kept this long after its last change. */
export const cartLifetimeDays = 30;
/** Most of one part per order line: enough for a workshop, a bound against typing mistakes. */
export const maxLineQuantity = 99;
const defaultWeightGrams = 1000;

type FoundCart = { id: number; token: string | null; expiresAt: Date };

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + cartLifetimeDays * 86_400_000);
}

async function findCart(ctx: Ctx, owner: CartOwner): Promise<FoundCart | null> {
  if ('userId' in owner) {
    const [row] = await ctx.db
      .select({ id: carts.id, expiresAt: carts.expiresAt })
      .from(carts)
      .where(eq(carts.userId, owner.userId));
    return row ? { ...row, token: null } : null;
  }
  if (!owner.token) return null;
  const [row] = await ctx.db
    .select({ id: carts.id, expiresAt: carts.expiresAt })
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash(owner.token)), gt(carts.expiresAt, ctx.now())));
  return row ? { ...row, token: owner.token } : null;
}

/** The owner's cart, made on the first add; every change moves its expiry on. */
async function cartForChange(ctx: Ctx, owner: CartOwner): Promise<FoundCart> {
  const now = ctx.now();
  const expiresAt = expiryFrom(now);
  const found = await findCart(ctx, owner);
  if (found) {
    await ctx.db.update(carts).set({ expiresAt, updatedAt: now }).where(eq(carts.id, found.id));
    return { ...found, expiresAt };
  }
  if ('userId' in owner) {
    await ctx.db.insert(carts).values({ userId: owner.userId, expiresAt }).onConflictDoNothing();
    const [row] = await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, owner.userId));
    return { id: row!.id, token: null, expiresAt };
  }
  const token = newToken();
  const [row] = await ctx.db
    .insert(carts)
    .values({ tokenHash: tokenHash(token), expiresAt })
    .returning({ id: carts.id });
  return { id: row!.id, token, expiresAt };
}

/** The lines of a cart with today's prices, stock and names, in the order they were added. */
export async function cartLines(ctx: Pick<Ctx, 'db' | 'locale'>, cartId: number): Promise<CartLine[]> {
  const rows = await ctx.db
    .select({
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      productId: variants.productId,
      sku: variants.sku,
      mpn: variants.mpn,
      priceCents: variants.priceCents,
      salePriceCents: variants.salePriceCents,
      currency: variants.currency,
      stockOnHand: variants.stockOnHand,
      backorderable: variants.backorderable,
      weightGrams: variants.weightGrams,
      active: sql<boolean>`${products.status} = 'active'`,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.addedAt, cartItems.variantId);
  const summaries = new Map(
    (await loadSummaries(ctx, [...new Set(rows.map((row) => row.productId))])).map((summary) => [summary.id, summary]),
  );
  return rows.flatMap((row) => {
    const summary = summaries.get(row.productId);
    if (!summary) return [];
    const unitCents = row.salePriceCents ?? row.priceCents;
    const maxQuantity = row.backorderable ? maxLineQuantity : Math.min(row.stockOnHand, maxLineQuantity);
    return [
      {
        variantId: row.variantId,
        productId: row.productId,
        name: summary.name,
        slug: summary.slug,
        sku: row.sku,
        mpn: row.mpn,
        condition: summary.condition?.name ?? null,
        image: summary.image,
        quantity: row.quantity,
        unitCents,
        lineCents: unitCents * row.quantity,
        currency: row.currency,
        maxQuantity,
        onShelf: row.stockOnHand,
        backorderable: row.backorderable,
        weightGrams: row.weightGrams ?? defaultWeightGrams,
        orderable: row.active && row.quantity <= maxQuantity,
        withdrawn: !row.active,
      },
    ];
  });
}

async function viewOf(ctx: Ctx, cart: FoundCart | null): Promise<CartView> {
  const lines = cart ? await cartLines(ctx, cart.id) : [];
  return {
    token: cart?.token ?? null,
    lines,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    itemsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    currency: lines[0]?.currency ?? 'EUR',
    expiresAt: cart?.expiresAt ?? null,
  };
}

export async function readCart(ctx: Ctx, owner: CartOwner): Promise<CartView> {
  return viewOf(ctx, await findCart(ctx, owner));
}

type Change = { ok: true; cart: CartView } | { ok: false; error: CartError };

/** What the shop can still sell of a variant, decided here and never by the client. */
async function stockOf(db: Queryable, variantId: number) {
  const [row] = await db
    .select({
      stockOnHand: variants.stockOnHand,
      backorderable: variants.backorderable,
      active: sql<boolean>`${products.status} = 'active'`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  return row && row.active
    ? { max: row.backorderable ? maxLineQuantity : Math.min(row.stockOnHand, maxLineQuantity) }
    : null;
}

/** Adds `quantity` of a variant, refused when the product is withdrawn or the cart would hold more than the stock. */
export async function addToCart(ctx: Ctx, owner: CartOwner, variantId: number, quantity: number): Promise<Change> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxLineQuantity)
    return { ok: false, error: 'NOT_ADDED' };
  const stock = await stockOf(ctx.db, variantId);
  if (!stock) return { ok: false, error: 'NO_LONGER_AVAILABLE' };
  if (quantity > stock.max) return { ok: false, error: 'INSUFFICIENT_STOCK' };
  const cart = await cartForChange(ctx, owner);
  // The line grows only while it stays within the stock, decided on the row itself: simultaneous adds cannot overshoot.
  const added = await ctx.db
    .insert(cartItems)
    .values({ cartId: cart.id, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock.max}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (added.length === 0) return { ok: false, error: 'INSUFFICIENT_STOCK' };
  return { ok: true, cart: await viewOf(ctx, cart) };
}

/** Sets a line's quantity (0 removes it); more than the stock is refused. */
export async function setCartQuantity(
  ctx: Ctx,
  owner: CartOwner,
  variantId: number,
  quantity: number,
): Promise<Change> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > maxLineQuantity)
    return { ok: false, error: 'NOT_ADDED' };
  const found = await findCart(ctx, owner);
  if (quantity === 0) {
    if (found)
      await ctx.db.delete(cartItems).where(and(eq(cartItems.cartId, found.id), eq(cartItems.variantId, variantId)));
    return { ok: true, cart: await viewOf(ctx, found) };
  }
  const stock = await stockOf(ctx.db, variantId);
  if (!stock) return { ok: false, error: 'NO_LONGER_AVAILABLE' };
  if (quantity > stock.max) return { ok: false, error: 'INSUFFICIENT_STOCK' };
  const cart = await cartForChange(ctx, owner);
  await ctx.db
    .insert(cartItems)
    .values({ cartId: cart.id, variantId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity } });
  return { ok: true, cart: await viewOf(ctx, cart) };
}

/**
 * At sign-in the guest's cart joins the member's. A part in both keeps the larger quantity, not the sum: a one-off
 * used part put in the cart on two devices is still one part.
 */
export async function mergeGuestCart(ctx: Ctx, userId: number, guestToken: string): Promise<CartView> {
  const guest = await findCart(ctx, { token: guestToken });
  if (guest) {
    const member = await cartForChange(ctx, { userId });
    await ctx.db.execute(sql`
      insert into ${cartItems} (cart_id, variant_id, quantity, added_at)
      select ${member.id}, variant_id, quantity, added_at from ${cartItems} where cart_id = ${guest.id}
      on conflict (cart_id, variant_id) do update set quantity = greatest(${cartItems.quantity}, excluded.quantity)`);
    await ctx.db.delete(carts).where(eq(carts.id, guest.id));
  }
  return readCart(ctx, { userId });
}

/** The cart's id for placing an order; null when the owner has none. */
export async function cartIdOf(ctx: Ctx, owner: CartOwner): Promise<number | null> {
  return (await findCart(ctx, owner))?.id ?? null;
}
