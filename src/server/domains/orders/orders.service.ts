import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Address } from '@/shared/address-rules';
import type { InvoiceDetails } from '@/shared/checkout-rules';
import { orderIdOf, orderNumber } from './order-number';
import { shipments } from '@/server/domains/shipping/shipping.tables';
import { orderItems, orders, payments, type OrderLocker } from './orders.tables';
import type { OrderState, PaymentState } from './order-states';
import { outcomeOf, payableUntil, type OrderOutcome } from './order-outcome';
import { releaseUnpaidCardOrders } from './release-unpaid';

export type { OrderOutcome };

import { withdrawalRequestedAt, withdrawalView, type WithdrawalView } from './withdrawal';

type Ctx = Pick<DomainContext, 'db' | 'config' | 'now'>;

export type OrderItemView = {
  currency?: string;
  sku: string;
  mpn: string | null;
  name: string;
  productSlug: string | null;
  condition: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
};
export type PaymentView = {
  currency?: string;
  method: string;
  state: PaymentState;
  amountCents: number;
  cardSummary: string | null;
  failureCode: string | null;
  createdAt: Date;
};

export type OrderView = {
  number: string;
  receiptId: string;
  createdAt: Date;
  state: OrderState;
  outcome: OrderOutcome;
  /** The end of the payment window of an unpaid card order (then it is cancelled and its parts released). */
  payableUntil: Date | null;
  email: string;
  currency: string;
  itemsCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  taxCents: number;
  totalCents: number;
  vatRatePercent: number;
  reverseCharge: boolean;
  billingAddress: Address;
  shippingAddress: Address;
  invoice: InvoiceDetails | null;
  shippingMethod: string;
  paymentMethod: string;
  installments: number;
  notes: string | null;
  trackingNumber: string | null;
  /** The BOX NOW locker the parcel goes to; null for door-to-door methods. */
  locker: OrderLocker | null;
  /** The carrier and tracking link staff entered when shipping, and where the parcel is; null before. */
  shipment: ShipmentView | null;
  items: OrderItemView[];
  payments: PaymentView[];
  /** For bank transfers still unpaid: where to pay, with the order number as the reference. */
  bankTransfer: { beneficiary: string; iban: string; bank: string; reference: string } | null;
  /** The consumer's 14-day right of withdrawal: used when, or open until when. */
  withdrawal: WithdrawalView;
};

export type ShipmentView = {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: Date;
  /** created, in_transit, at_locker, delivered or returned: the courier's last polled status. */
  status: string;
  /** When that status began. */
  statusChangedAt: Date;
};

/**
 * Where the parcel is: the courier's polled status for a voucher; for a parcel staff shipped by hand, in transit
 * until they mark it delivered. A completed order's parcel is delivered whichever way it was.
 */
function shipmentOf(
  order: typeof orders.$inferSelect,
  voucher: typeof shipments.$inferSelect | undefined,
): ShipmentView | null {
  if (!order.carrier || !order.trackingNumber || !order.shippedAt) return null;
  const delivered = order.state === 'completed';
  const status = delivered ? 'delivered' : (voucher?.status ?? 'in_transit');
  return {
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt,
    status,
    statusChangedAt:
      (delivered ? (order.deliveredAt ?? voucher?.deliveredAt) : voucher?.statusChangedAt) ?? order.shippedAt,
  };
}

export type OrderListEntry = {
  number: string;
  createdAt: Date;
  state: OrderState;
  totalCents: number;
  currency: string;
  itemCount: number;
};

async function viewOf(ctx: Ctx, where: ReturnType<typeof eq>): Promise<OrderView | null> {
  let [order] = await ctx.db.select().from(orders).where(where);
  if (!order) return null;
  // A card order past its payment window may not have been released yet (that runs with carts and checkouts):
  // release it now, so that the customer never sees a pay-now form that can no longer pay.
  const window = ctx.config.checkout.cardPaymentWindowMinutes;
  const closes = payableUntil(order, false, window);
  if (closes && closes <= ctx.now() && (await releaseUnpaidCardOrders(ctx)).includes(order.id))
    [order] = await ctx.db.select().from(orders).where(where);
  if (!order) return null;
  const [items, paid, withdrawnAt, [voucher]] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    ctx.db
      .select({
        method: payments.method,
        state: payments.state,
        amountCents: payments.amountCents,
        cardSummary: payments.cardSummary,
        failureCode: payments.failureCode,
        createdAt: payments.createdAt,
        // A pending payment the provider already named a transaction of: paid, the bank yet to confirm.
        onItsWay: sql<boolean>`${payments.providerTransactionRef} is not null`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          inArray(payments.state, ['created', 'pending', 'approved', 'failed', 'refunded']),
        ),
      )
      .orderBy(desc(payments.id)),
    withdrawalRequestedAt(ctx, order.id),
    ctx.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), isNull(shipments.cancelledAt)))
      .orderBy(desc(shipments.id))
      .limit(1),
  ]);
  const isPaid = paid.some((payment) => payment.state === 'approved');
  const number = orderNumber(order.id);
  const bank = ctx.config.checkout.bankTransfer;
  return {
    number,
    receiptId: order.receiptId,
    createdAt: order.createdAt,
    state: order.state,
    outcome: outcomeOf({
      state: order.state,
      paymentMethod: order.paymentMethod,
      paid: isPaid,
      latest: paid[0],
      now: ctx.now(),
    }),
    payableUntil: payableUntil(order, isPaid, window),
    email: order.email,
    currency: order.currency,
    itemsCents: order.itemsCents,
    shippingCents: order.shippingCents,
    paymentFeeCents: order.paymentFeeCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    vatRatePercent: order.vatRateBasisPoints / 100,
    reverseCharge: order.reverseCharge,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    invoice: order.invoice,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    installments: order.installments,
    notes: order.notes,
    trackingNumber: order.trackingNumber,
    locker: order.locker,
    shipment: shipmentOf(order, voucher),
    items: items.map(({ sku, mpn, name, productSlug, condition, quantity, unitCents, lineCents }) => ({
      sku,
      mpn,
      name,
      productSlug,
      condition,
      quantity,
      unitCents,
      lineCents,
    })),
    payments: paid,
    bankTransfer:
      order.paymentMethod === 'bank-transfer' && !isPaid && order.state === 'pending'
        ? { ...bank, reference: number }
        : null,
    withdrawal: withdrawalView(order, withdrawnAt, ctx.now()),
  };
}

/** The order of a receipt link: whoever holds the link sees it, nobody can guess one. */
export function orderByReceipt(ctx: Ctx, receiptId: string): Promise<OrderView | null> {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(receiptId)) return Promise.resolve(null);
  return viewOf(ctx, eq(orders.receiptId, receiptId));
}

/** Any order by its number, for the back office (its documents): the caller has checked the staff member's role. */
export function orderByNumber(ctx: Ctx, number: string): Promise<OrderView | null> {
  const id = orderIdOf(number);
  return id === null ? Promise.resolve(null) : viewOf(ctx, eq(orders.id, id));
}

/** One of the member's own orders by its number; another member's number is not found. */
export async function memberOrder(ctx: Ctx, userId: number, number: string): Promise<OrderView | null> {
  const id = orderIdOf(number);
  if (id === null) return null;
  const view = await viewOf(ctx, and(eq(orders.id, id), eq(orders.userId, userId))!);
  return view;
}

/** The member's orders, newest first. */
export async function memberOrders(ctx: Ctx, userId: number): Promise<OrderListEntry[]> {
  const rows = await ctx.db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      state: orders.state,
      totalCents: orders.totalCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(200);
  const counts = rows.length
    ? await ctx.db
        .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    number: orderNumber(row.id),
    createdAt: row.createdAt,
    state: row.state,
    totalCents: row.totalCents,
    currency: row.currency,
    itemCount: counts.filter((count) => count.orderId === row.id).reduce((sum, count) => sum + count.quantity, 0),
  }));
}
