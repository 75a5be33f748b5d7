import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import { rememberOrderAddresses } from '@/server/domains/auth';
import { cartIdOf, cartLines, type CartLine, type CartOwner } from '@/server/domains/cart';
import { cartItems } from '@/server/domains/cart/cart.tables';
import { closeOrderedSharedCart, sharedCartForCheckout, type SharedCheckout } from '@/server/domains/shared-carts';
import { takeForSale } from '@/server/domains/stock';
import { enqueue } from '@/server/jobs/queue';
import { quote } from '@/server/domains/checkout';
import { chosenLocker } from '@/server/domains/shipping';
import { verifiedVatNumber } from '@/server/domains/checkout';
import { isAllowedInstallments } from '@/server/domains/checkout';
import {
  checkoutProblems,
  checkoutSchema,
  destinationOf,
  type CheckoutDetails,
  type CheckoutInput,
} from '@/shared/checkout-rules';
import { orderNumber } from './order-number';
import { releaseUnpaidCardOrdersNow } from './release-unpaid';
import { orderEvents, orderItems, orders, payments } from './orders.tables';
import type { OrderState, PaymentState } from './order-states';
import type { ErrorCodes } from '@/shared/error-codes';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now' | 'config'>;

export type PlaceOrderRequest = {
  owner: CartOwner;
  userId: number | null;
  /** The browser's checkout session token (at least 128 random bits): the same owner and key twice place one order. */
  idempotencyKey: string;
  input: CheckoutInput;
  /** Whether a card provider is configured. */
  cardAvailable: boolean;
  /** A phone order: the shared cart's link token, whose lines and agreed prices are placed instead of the cart's. */
  sharedCartToken?: string | null;
};

export type PlaceOrderError =
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: { field: string; reason: string }[] }
  | { code: ErrorCodes<'EMPTY_CART'> }
  | { code: ErrorCodes<'OUT_OF_STOCK'>; sku: string }
  | { code: ErrorCodes<'NO_LONGER_AVAILABLE'>; sku: string }
  | { code: ErrorCodes<'NO_SHIPPING_METHOD'> }
  | { code: ErrorCodes<'NO_PAYMENT_METHOD'> }
  | { code: ErrorCodes<'INVALID_INSTALLMENTS'> }
  | { code: ErrorCodes<'LOCKER_REQUIRED' | 'PARCEL_TOO_LARGE' | 'CARRIER_FAILED'> }
  | { code: ErrorCodes<'NOT_FOUND' | 'SHARED_CART_EXPIRED' | 'SHARED_CART_EMAIL' | 'VERSION_CONFLICT'> };

export type PlacedOrder = {
  id: number;
  number: string;
  receiptId: string;
  paymentMethod: string;
  totalCents: number;
  email: string;
  locale: string;
  replayed: boolean;
};

/** The shared cart changed between reading its lines and closing it. */
class SharedCartChanged extends Error {}

/** The lines to place: the shared cart's when the request names one, otherwise the owner's cart. */
async function linesToPlace(ctx: Ctx, request: PlaceOrderRequest, email: string) {
  if (request.sharedCartToken) {
    const shared = await sharedCartForCheckout(ctx, request.sharedCartToken, { userId: request.userId }, email);
    return shared.ok
      ? { ok: true as const, cartId: null, shared: shared.checkout, lines: shared.checkout.lines }
      : { ok: false as const, error: { code: shared.error } };
  }
  const cartId = await cartIdOf(ctx, request.owner);
  const lines = cartId === null ? [] : await cartLines(ctx, cartId);
  return { ok: true as const, cartId, shared: null as SharedCheckout | null, lines };
}

class StockTaken extends Error {
  constructor(readonly sku: string) {
    super(`stock of ${sku} is gone`);
  }
}

const startStates: Record<CheckoutDetails['paymentMethod'], { order: OrderState; payment: PaymentState }> = {
  // The courier collects the money: the order can be prepared at once.
  'cash-on-delivery': { order: 'processing', payment: 'pending' },
  'bank-transfer': { order: 'pending', payment: 'pending' },
  card: { order: 'pending', payment: 'created' },
};

/**
 * The stored idempotency key: the checkout token bound to the cart's owner, so that the token of someone else's
 * checkout finds nothing (it can only ever replay its own owner's order).
 */
export function ownedIdempotencyKey(owner: CartOwner, checkoutToken: string): string {
  const ownerKey = 'userId' in owner ? `member:${owner.userId}` : `guest:${owner.token ?? ''}`;
  return createHash('sha256').update(`${ownerKey}\n${checkoutToken}`).digest('base64url');
}

async function orderOfKey(ctx: Ctx, idempotencyKey: string): Promise<PlacedOrder | null> {
  const [row] = await ctx.db
    .select({
      id: orders.id,
      receiptId: orders.receiptId,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      email: orders.email,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  return row ? { ...row, number: orderNumber(row.id), replayed: true } : null;
}

function refusedLine(lines: CartLine[]): PlaceOrderError | null {
  const line = lines.find((each) => !each.orderable);
  if (!line) return null;
  return line.withdrawn ? { code: 'NO_LONGER_AVAILABLE', sku: line.sku } : { code: 'OUT_OF_STOCK', sku: line.sku };
}

/**
 * A member's order puts its addresses into their address book for the next checkout. After the order's transaction
 * and never its undoing: the order stands even when this fails.
 */
async function rememberAddresses(ctx: Ctx, userId: number, details: CheckoutDetails) {
  const used = details.shipToBilling || !details.shipping ? [details.billing] : [details.billing, details.shipping];
  try {
    await rememberOrderAddresses(ctx, userId, used);
  } catch (error) {
    console.error('the order is placed, but its addresses were not saved to the address book', error);
  }
}

/**
 * Places the cart as an order in one transaction. Prices, VAT, shipping and fees are computed here from the
 * catalogue and the configuration (nothing the client sends about money is read). Each line's stock is taken by
 * a conditional update, so the last unit of a one-off used part goes to exactly one buyer: the others get
 * OUT_OF_STOCK and their transaction leaves nothing behind. The confirmation e-mail (and the staff's, when
 * STAFF_ORDER_EMAIL is set) is queued in the same transaction.
 */
export async function placeOrder(
  ctx: Ctx,
  request: PlaceOrderRequest,
): Promise<{ ok: true; order: PlacedOrder } | { ok: false; error: PlaceOrderError }> {
  const parsed = checkoutSchema.safeParse(request.input);
  if (!parsed.success) return { ok: false, error: { code: 'INVALID_INPUT', problems: checkoutProblems(parsed.error) } };
  const details = parsed.data;
  // A guest without a cart has no checkout to repeat.
  if ('token' in request.owner && !request.owner.token && !request.sharedCartToken)
    return { ok: false, error: { code: 'EMPTY_CART' } };
  const idempotencyKey = ownedIdempotencyKey(request.owner, request.idempotencyKey);
  const earlier = await orderOfKey(ctx, idempotencyKey);
  if (earlier) return { ok: true, order: earlier };
  await releaseUnpaidCardOrdersNow(ctx);

  const source = await linesToPlace(ctx, request, details.email);
  if (!source.ok) return source;
  const { cartId, shared, lines } = source;
  if (lines.length === 0) return { ok: false, error: { code: 'EMPTY_CART' } };
  const refused = refusedLine(lines);
  if (refused) return { ok: false, error: refused };

  const destination = destinationOf(details);
  const invoice = details.document === 'invoice' ? (details.invoice ?? null) : null;
  // Asked before the transaction: no database locks are held while VIES answers.
  const vatNumber = await verifiedVatNumber(ctx, destination.country, invoice?.vatNumber ?? null);
  const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const priced = quote(ctx.config.checkout, request.cardAvailable, {
    itemsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    weightGrams,
    destination,
    vatNumber: invoice?.vatNumber ?? null,
    vatNumberVerified: vatNumber.verified,
    shippingMethod: details.shippingMethod,
    paymentMethod: details.paymentMethod,
  });
  if (!priced.shipping) return { ok: false, error: { code: 'NO_SHIPPING_METHOD' } };
  if (!priced.payment) return { ok: false, error: { code: 'NO_PAYMENT_METHOD' } };
  // A locker method: the locker must be one of BOX NOW's and the parcel must fit it (asked outside the transaction).
  const locker = await chosenLocker(ctx.config.shipping, {
    shippingMethod: priced.shipping.code,
    weightGrams,
    lockerId: details.lockerId,
  });
  if (!locker.ok) return { ok: false, error: { code: locker.code } };
  const installments = details.paymentMethod === 'card' ? details.installments : 1;
  if (!isAllowedInstallments(ctx.config.checkout, priced.totals.totalCents, installments))
    return { ok: false, error: { code: 'INVALID_INSTALLMENTS' } };

  const states = startStates[details.paymentMethod];
  const now = ctx.now();
  try {
    const placed = await ctx.db.transaction(async (tx: Tx) => {
      const [created] = await tx
        .insert(orders)
        .values({
          receiptId: randomBytes(32).toString('base64url'),
          idempotencyKey,
          userId: request.userId,
          email: details.email,
          locale: ctx.locale,
          state: states.order,
          itemsCents: priced.totals.itemsCents,
          shippingCents: priced.totals.shippingCents,
          paymentFeeCents: priced.totals.paymentFeeCents,
          taxCents: priced.totals.taxCents,
          totalCents: priced.totals.totalCents,
          vatRateBasisPoints: Math.round(priced.totals.vatRatePercent * 100),
          reverseCharge: priced.totals.reverseCharge,
          billingAddress: details.billing,
          shippingAddress: destination,
          invoice:
            invoice && vatNumber.verified && priced.totals.reverseCharge
              ? {
                  ...invoice,
                  vatNumberCheck: {
                    service: 'vies',
                    checkedAt: vatNumber.checkedAt,
                    registeredName: vatNumber.name,
                  },
                }
              : invoice,
          shippingMethod: priced.shipping!.code,
          locker: locker.locker,
          paymentMethod: details.paymentMethod,
          installments,
          notes: details.notes,
          sharedCartId: shared?.sharedCartId ?? null,
          phoneOrderStaffUserId: shared?.ownerStaffUserId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id, receiptId: orders.receiptId });
      // The same checkout placed at the same moment by another request: that one's order stands.
      if (!created) return null;
      // Variants in id order, so that two orders taking the same parts never wait on each other in a circle.
      for (const line of [...lines].sort((a, b) => a.variantId - b.variantId))
        if (!(await takeForSale(tx, line.variantId, line.quantity, { orderId: created.id, now })))
          throw new StockTaken(line.sku);
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: created.id,
          variantId: line.variantId,
          sku: line.sku,
          mpn: line.mpn,
          name: line.name,
          productSlug: line.slug,
          condition: line.condition,
          quantity: line.quantity,
          unitCents: line.unitCents,
          lineCents: line.lineCents,
        })),
      );
      await tx.insert(payments).values({
        orderId: created.id,
        method: details.paymentMethod,
        state: states.payment,
        amountCents: priced.totals.totalCents,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .insert(orderEvents)
        .values({ orderId: created.id, kind: 'order', fromState: null, toState: states.order, createdAt: now });
      if (shared) {
        if (!(await closeOrderedSharedCart(tx, shared, now))) throw new SharedCartChanged();
      } else await tx.delete(cartItems).where(eq(cartItems.cartId, cartId!));
      await enqueue(
        { db: tx, now: ctx.now },
        'order-confirmation',
        { orderId: created.id },
        { uniqueKey: `order-confirmation:${created.id}` },
      );
      if (ctx.config.staffOrderEmail)
        await enqueue(
          { db: tx, now: ctx.now },
          'staff-new-order',
          { orderId: created.id },
          { uniqueKey: `staff-new-order:${created.id}` },
        );
      return created;
    });
    if (!placed) return { ok: true, order: (await orderOfKey(ctx, idempotencyKey))! };
    if (request.userId !== null) await rememberAddresses(ctx, request.userId, details);
    return {
      ok: true,
      order: {
        id: placed.id,
        number: orderNumber(placed.id),
        receiptId: placed.receiptId,
        paymentMethod: details.paymentMethod,
        totalCents: priced.totals.totalCents,
        email: details.email,
        locale: ctx.locale,
        replayed: false,
      },
    };
  } catch (error) {
    if (error instanceof StockTaken) return { ok: false, error: { code: 'OUT_OF_STOCK', sku: error.sku } };
    if (error instanceof SharedCartChanged) return { ok: false, error: { code: 'VERSION_CONFLICT' } };
    throw error;
  }
}
