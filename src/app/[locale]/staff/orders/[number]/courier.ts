import 'server-only';
import type { DomainContext } from '@/server/context';
import type { StaffOrderView } from '@/server/domains/orders';
import { carrierCodeFor, currentShipment, lockersNear, type Locker } from '@/server/domains/shipping';

/**
 * What the voucher panel shows for the order: its courier (none when the method ships by hand), the live voucher,
 * and for BOX NOW without the customer's locker (an older order) the lockers near the delivery address to choose
 * from (null when the courier could not be asked).
 */
export async function courierOf(ctx: DomainContext, order: StaffOrderView) {
  const carrier = carrierCodeFor(ctx.config.shipping, order.shippingMethod);
  if (carrier === 'manual') return null;
  const shipment = await currentShipment(ctx.db, order.id);
  let lockers: Locker[] | null = null;
  if (carrier === 'boxnow' && !shipment && !order.locker)
    lockers = await lockersNear(ctx.config.shipping, order.shippingAddress.postalCode).catch(() => null);
  return { carrier, shipment, lockers };
}
