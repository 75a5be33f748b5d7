import 'server-only';
import type { StaffActor } from '@/server/domains/staff';
import { shipSchema, type ShipInput } from '@/shared/order-desk-rules';
import { changeOrder, type DeskContext, type DeskResult } from './order-change';
import { deskInput } from './desk-input';
import { issueSaleDocument } from '@/server/domains/tax-documents';

/** The parts are picked and boxed (the packing slip printed): processing → ready. */
export function packOrder(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
): Promise<DeskResult> {
  return changeOrder(ctx, actor, { action: 'pack', orderId, expectedVersion }, async (_, { order }) => {
    const packedAt = ctx.now();
    return {
      set: { state: 'ready', packedAt },
      events: [{ kind: 'order' }],
      audit: { before: { state: order.state, packedAt: order.packedAt }, after: { state: 'ready', packedAt } },
    };
  });
}

/** Handed to the carrier: its name, the tracking number and link go on the order and to the customer by e-mail. */
export async function shipOrder(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: ShipInput,
): Promise<DeskResult> {
  const parsed = deskInput(shipSchema, input);
  if (!parsed.ok) return parsed;
  const shipment = parsed.data;
  return changeOrder(ctx, actor, { action: 'ship', orderId, expectedVersion }, async (tx, { order }) => {
    const shippedAt = ctx.now();
    // Cash on delivery and bank transfer: the receipt or invoice is issued as the parts leave.
    await issueSaleDocument(ctx, tx, order.id, 'shipped');
    return {
      set: { state: 'shipped', ...shipment, shippedAt },
      events: [{ kind: 'order', detail: shipment }],
      audit: {
        before: {
          state: order.state,
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
          shippedAt: order.shippedAt,
        },
        after: { state: 'shipped', ...shipment, shippedAt },
      },
      emails: [{ update: 'shipped' }],
    };
  });
}

/** Delivered by the courier, or collected at the counter (pickup): the order is completed. */
export function markOrderDelivered(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
): Promise<DeskResult> {
  return changeOrder(ctx, actor, { action: 'deliver', orderId, expectedVersion }, async (tx, { order }) => {
    const deliveredAt = ctx.now();
    // A pickup order paid at the counter or by transfer: its document is issued when it is collected.
    await issueSaleDocument(ctx, tx, order.id, 'shipped');
    return {
      set: { state: 'completed', deliveredAt },
      events: [{ kind: 'order' }],
      audit: {
        before: { state: order.state, deliveredAt: order.deliveredAt },
        after: { state: 'completed', deliveredAt },
      },
    };
  });
}
