import 'server-only';
import type { DomainContext } from '@/server/context';
import type { StaffOrderView } from '@/server/domains/orders';
import { carrierCodeFor, currentShipment, lockersOf, type Locker } from '@/server/domains/shipping';

/**
 * What the voucher panel shows for the order: its courier (none when the method ships by hand), the live voucher,
 * and for BOX NOW the lockers near the delivery address (null when the courier could not be asked).
 */
export async function courierOf(ctx: DomainContext, order: StaffOrderView) {
  const carrier = carrierCodeFor(ctx.config.shipping, order.shippingMethod);
  if (carrier === 'manual') return null;
  const shipment = await currentShipment(ctx.db, order.id);
  let lockers: Locker[] | null = null;
  if (carrier === 'boxnow' && !shipment)
    lockers = await lockersOf(ctx.config.shipping, order.shippingAddress.postalCode.replace(/\s/g, '')).catch(
      () => null,
    );
  return { carrier, shipment, lockers };
}
