import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { users } from '@/server/domains/auth/auth.tables';
import type { CartLine } from '@/server/domains/cart';
import { loadSummaries } from '@/server/domains/catalog';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { discountedCents, sharedCartLimits } from '@/shared/shared-cart-rules';
import { sharedCartLines, sharedCarts } from './shared-carts.tables';

export type SharedCartRow = typeof sharedCarts.$inferSelect;

/**
 * A shared cart's line as both sides see it: the locked price, its discounts and what is left to pay, with
 * today's stock (nothing is reserved until checkout). It is a cart line too, so checkout places it unchanged.
 */
export type SharedCartLine = CartLine & {
  /** The price locked when staff added the line, before discounts. */
  listUnitCents: number;
  discountBasisPoints: number;
  /** How many the shop can still sell now (stock may have gone since staff added the line). */
  available: number;
};

export type SharedCartState = 'open' | 'closed' | 'expired';

export type SharedCartView = {
  id: number;
  token: string;
  shortCode: string;
  state: SharedCartState;
  version: number;
  ownerStaffUserId: number;
  ownerEmail: string;
  memberUserId: number | null;
  customerEmail: string | null;
  customerPhone: string | null;
  locale: SharedCartRow['locale'];
  note: string;
  discountBasisPoints: number;
  expiresAt: Date;
  createdAt: Date;
  lines: SharedCartLine[];
  itemsCents: number;
  currency: string;
  /** Some line cannot be ordered as it is: sold (in part) or withdrawn meanwhile. */
  soldMeanwhile: boolean;
};

const defaultWeightGrams = 1000;

export function stateOf(row: Pick<SharedCartRow, 'status' | 'expiresAt'>, now: Date): SharedCartState {
  if (row.status === 'closed') return 'closed';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The lines of a shared cart, in the order they were added, named in the context's language. */
export async function sharedCartLinesOf(
  ctx: Pick<DomainContext, 'db' | 'locale'>,
  cart: Pick<SharedCartRow, 'id' | 'discountBasisPoints'>,
): Promise<SharedCartLine[]> {
  const rows = await ctx.db
    .select({
      variantId: sharedCartLines.variantId,
      quantity: sharedCartLines.quantity,
      listUnitCents: sharedCartLines.unitCents,
      currency: sharedCartLines.currency,
      discountBasisPoints: sharedCartLines.discountBasisPoints,
      productId: variants.productId,
      sku: variants.sku,
      mpn: variants.mpn,
      stockOnHand: variants.stockOnHand,
      backorderable: variants.backorderable,
      weightGrams: variants.weightGrams,
      active: sql<boolean>`${products.status} = 'active'`,
    })
    .from(sharedCartLines)
    .innerJoin(variants, eq(variants.id, sharedCartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(sharedCartLines.sharedCartId, cart.id))
    .orderBy(sharedCartLines.addedAt, sharedCartLines.variantId);
  const summaries = new Map(
    (await loadSummaries(ctx, [...new Set(rows.map((row) => row.productId))])).map((summary) => [summary.id, summary]),
  );
  return rows.map((row) => {
    const summary = summaries.get(row.productId);
    const available = row.backorderable ? sharedCartLimits.maxQuantity : row.stockOnHand;
    const unitCents = discountedCents(row.listUnitCents, row.discountBasisPoints, cart.discountBasisPoints);
    return {
      variantId: row.variantId,
      productId: row.productId,
      name: summary?.name ?? row.sku,
      slug: summary?.slug ?? '',
      sku: row.sku,
      mpn: row.mpn,
      condition: summary?.condition?.name ?? null,
      image: summary?.image ?? null,
      quantity: row.quantity,
      listUnitCents: row.listUnitCents,
      discountBasisPoints: row.discountBasisPoints,
      unitCents,
      lineCents: unitCents * row.quantity,
      currency: row.currency,
      maxQuantity: row.quantity,
      onShelf: row.stockOnHand,
      backorderable: row.backorderable,
      weightGrams: row.weightGrams ?? defaultWeightGrams,
      available,
      orderable: row.active && row.quantity <= available,
      withdrawn: !row.active,
    };
  });
}

export async function sharedCartRow(db: Queryable, where: { id: number } | { token: string }) {
  const [row] = await db
    .select()
    .from(sharedCarts)
    .where('id' in where ? eq(sharedCarts.id, where.id) : eq(sharedCarts.token, where.token));
  return row ?? null;
}

export async function viewOfRow(
  ctx: Pick<DomainContext, 'db' | 'locale' | 'now'>,
  row: SharedCartRow,
): Promise<SharedCartView> {
  const lines = await sharedCartLinesOf(ctx, row);
  const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, row.ownerStaffUserId));
  return {
    id: row.id,
    token: row.token,
    shortCode: row.shortCode,
    state: stateOf(row, ctx.now()),
    version: row.version,
    ownerStaffUserId: row.ownerStaffUserId,
    ownerEmail: owner?.email ?? '',
    memberUserId: row.memberUserId,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    locale: row.locale,
    note: row.note,
    discountBasisPoints: row.discountBasisPoints,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    lines,
    itemsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    currency: lines[0]?.currency ?? 'EUR',
    soldMeanwhile: lines.some((line) => !line.orderable),
  };
}
