import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { orderEvents, orders } from '@/server/domains/orders/orders.tables';
import { changeOrder, DeskRefusal, orderNumber, type DeskContext, type DeskResult } from '@/server/domains/orders';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import {
  carrierCodeFor,
  carrierIn,
  CarrierRefusal,
  type CarrierChoice,
  type Carrier,
  type ParcelRequest,
} from './carriers';
import { openTrackingStatuses } from './carriers/carrier';
import { shipments } from './shipping.tables';
import { scheduleCloseOut } from './close-out';
import { scheduleTrackingPoll } from './tracking-schedule';

export type ShipmentError = {
  code: 'PARCEL_TOO_LARGE' | 'LOCKER_REQUIRED' | 'CARRIER_FAILED' | 'NOT_FOUND' | 'NOT_PERMITTED';
};
/** How the customer's e-mail and order page name the courier. */
const carrierNames = { acs: 'ACS', boxnow: 'BOX NOW' } as const;

type Ctx = DeskContext & Pick<CarrierChoice, 'carrierFor'>;

/** The order's parcel for the courier: its delivery address, weight (from the catalogue) and cash to collect. */
async function parcelOf(
  db: Queryable,
  order: typeof orders.$inferSelect,
  lockerId: string | null,
): Promise<ParcelRequest> {
  const [weight] = rowsOf<{ grams: number | null }>(
    await db.execute(sql`
      select sum(coalesce(v.weight_grams, 500) * i.quantity)::int as grams
      from order_items i left join variants v on v.id = i.variant_id where i.order_id = ${order.id}`),
  );
  const to = order.shippingAddress;
  return {
    orderNumber: orderNumber(order.id),
    recipient: {
      name: `${to.firstName} ${to.lastName}`.trim(),
      street: to.address1,
      city: to.city,
      postalCode: to.postalCode,
      phone: to.phone ?? '',
      email: order.email,
    },
    weightGrams: weight?.grams ?? 500,
    codCents: order.paymentMethod === 'cash-on-delivery' ? order.totalCents : 0,
    valueCents: order.totalCents,
    lockerId,
  };
}

/**
 * "Create voucher": the courier of the order's shipping method makes the voucher (with the cash-on-delivery amount),
 * and the order is shipped with its number and tracking link, which the customer's "shipped" e-mail carries.
 */
export async function createVoucher(
  ctx: Ctx,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  options: { lockerId?: string | null } = {},
): Promise<DeskResult | { ok: false; error: ShipmentError }> {
  try {
    return await changeOrder(ctx, actor, { action: 'ship', orderId, expectedVersion }, async (tx, { order }) => {
      const code = carrierCodeFor(ctx.config.shipping, order.shippingMethod);
      if (code === 'manual') throw new CarrierRefusal('CARRIER_FAILED', 'this shipping method is shipped by hand');
      // The locker the customer chose at checkout, unless staff pick one (an order from before lockers were offered).
      const parcel = await parcelOf(tx, order, options.lockerId ?? order.locker?.id ?? null);
      const carrier = carrierIn(ctx, code);
      const voucher = await carrier.createVoucher(parcel);
      const shippedAt = ctx.now();
      await tx.insert(shipments).values({
        orderId: order.id,
        carrier: code,
        voucherNumber: voucher.voucherNumber,
        trackingUrl: voucher.trackingUrl,
        codCents: parcel.codCents,
        lockerId: parcel.lockerId ?? null,
        statusChangedAt: shippedAt,
        createdAt: shippedAt,
        updatedAt: shippedAt,
      });
      // Tracking is looked at from the next half hour on, until the parcel is delivered.
      await scheduleTrackingPoll({ db: tx, now: ctx.now });
      // ACS collects the day's parcels against a pickup list, asked for at the day's closing time.
      await scheduleCloseOut({ db: tx, now: ctx.now }, carrier);
      const shipment = {
        carrier: carrierNames[code],
        trackingNumber: voucher.voucherNumber,
        trackingUrl: voucher.trackingUrl,
      };
      return {
        set: { state: 'shipped', ...shipment, shippedAt },
        events: [{ kind: 'order', detail: { ...shipment, codCents: parcel.codCents } }],
        audit: { before: { state: order.state }, after: { state: 'shipped', ...shipment, codCents: parcel.codCents } },
        emails: [{ update: 'shipped' }],
      };
    });
  } catch (error) {
    if (error instanceof CarrierRefusal) return { ok: false, error: { code: error.code } };
    throw error;
  }
}

/** The order's live (not cancelled) voucher, newest first. */
export async function currentShipment(db: Queryable, orderId: number) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.cancelledAt)))
    .orderBy(desc(shipments.id))
    .limit(1);
  return row ?? null;
}

/** The label PDF of the order's voucher, from its courier. */
export async function voucherLabel(ctx: Ctx, actor: StaffActor, orderId: number) {
  if (!staffMay(actor.role, 'orders.print')) return { ok: false as const, error: { code: 'NOT_PERMITTED' as const } };
  const shipment = await currentShipment(ctx.db, orderId);
  if (!shipment) return { ok: false as const, error: { code: 'NOT_FOUND' as const } };
  try {
    const pdf = await carrierIn(ctx, shipment.carrier as Carrier['code']).label(shipment.voucherNumber);
    return { ok: true as const, pdf, voucherNumber: shipment.voucherNumber };
  } catch (error) {
    if (error instanceof CarrierRefusal) return { ok: false as const, error: { code: error.code } };
    throw error;
  }
}

/** Cancels the voucher with its courier (before pickup): the order is ready to ship again, tracking cleared. */
export async function cancelVoucher(
  ctx: Ctx,
  actor: StaffActor,
  orderId: number,
): Promise<{ ok: true } | { ok: false; error: ShipmentError }> {
  if (!staffMay(actor.role, 'orders.ship')) return { ok: false, error: { code: 'NOT_PERMITTED' } };
  try {
    return await ctx.db.transaction(async (tx) => {
      const shipment = await currentShipment(tx, orderId);
      if (!shipment) throw new DeskRefusal({ code: 'NOT_FOUND' });
      await carrierIn(ctx, shipment.carrier as Carrier['code']).cancel(shipment.voucherNumber);
      const now = ctx.now();
      await tx
        .update(shipments)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(shipments.id, shipment.id));
      await tx
        .update(orders)
        .set({
          state: 'ready',
          carrier: null,
          trackingNumber: null,
          trackingUrl: null,
          shippedAt: null,
          version: sql`${orders.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(orders.id, orderId), eq(orders.state, 'shipped')));
      await tx.insert(orderEvents).values({
        orderId,
        kind: 'order',
        fromState: 'shipped',
        toState: 'ready',
        actorUserId: actor.userId,
        detail: { cancelledVoucher: shipment.voucherNumber },
        createdAt: now,
      });
      await appendAudit(
        tx,
        actor,
        {
          entity: 'order',
          entityId: orderId,
          action: 'orders.cancel-voucher',
          before: { voucher: shipment.voucherNumber },
          after: { state: 'ready' },
        },
        now,
      );
      return { ok: true as const };
    });
  } catch (error) {
    if (error instanceof CarrierRefusal) return { ok: false, error: { code: error.code } };
    if (error instanceof DeskRefusal) return { ok: false, error: { code: 'NOT_FOUND' } };
    throw error;
  }
}

/**
 * The scheduled look at open vouchers (the oldest looked-at first): each courier's status is kept, and a delivered
 * parcel completes its order (history and audit by the shop itself). Returns how many were delivered.
 */
export async function pollShipments(
  ctx: Pick<DomainContext, 'db' | 'now' | 'config'> & Pick<CarrierChoice, 'carrierFor'>,
  limit = 200,
): Promise<number> {
  const open = await ctx.db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.status, openTrackingStatuses), isNull(shipments.cancelledAt)))
    .orderBy(sql`${shipments.lastPolledAt} nulls first`, shipments.id)
    .limit(limit);
  let delivered = 0;
  for (const shipment of open) {
    const tracking = await carrierIn(ctx, shipment.carrier as Carrier['code'])
      .tracking(shipment.voucherNumber)
      .catch(() => null);
    const now = ctx.now();
    if (!tracking) {
      await ctx.db.update(shipments).set({ lastPolledAt: now }).where(eq(shipments.id, shipment.id));
      continue;
    }
    await ctx.db.transaction(async (tx) => {
      const done = tracking.status === 'delivered';
      await tx
        .update(shipments)
        .set({
          status: tracking.status,
          statusText: tracking.text,
          lastPolledAt: now,
          updatedAt: now,
          ...(tracking.status !== shipment.status ? { statusChangedAt: now } : {}),
          ...(done ? { deliveredAt: now } : {}),
        })
        .where(eq(shipments.id, shipment.id));
      if (!done) return;
      const completed = await tx
        .update(orders)
        .set({ state: 'completed', deliveredAt: now, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(and(eq(orders.id, shipment.orderId), eq(orders.state, 'shipped')))
        .returning({ id: orders.id });
      if (completed.length === 0) return;
      delivered += 1;
      await tx.insert(orderEvents).values({
        orderId: shipment.orderId,
        kind: 'order',
        fromState: 'shipped',
        toState: 'completed',
        actorUserId: null,
        detail: { delivered: shipment.voucherNumber, carrier: shipment.carrier },
        createdAt: now,
      });
      await appendAudit(
        tx,
        null,
        {
          entity: 'order',
          entityId: shipment.orderId,
          action: 'orders.delivered-by-courier',
          before: { state: 'shipped' },
          after: { state: 'completed', voucher: shipment.voucherNumber },
        },
        now,
      );
    });
  }
  return delivered;
}
