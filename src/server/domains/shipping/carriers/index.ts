import 'server-only';
import type { ShippingSettings } from '../shipping-settings';
import { acsCarrier } from './acs';
import { boxNowCarrier } from './boxnow';
import type { Carrier, CarrierCode } from './carrier';
import { manualCarrier } from './manual';

export {
  CarrierRefusal,
  type Carrier,
  type CarrierCode,
  type ParcelRequest,
  type Tracking,
  type TrackingStatus,
} from './carrier';
export { boxNowLimits, checkLockerParcel, fitsLocker, type Locker } from './boxnow';

/** The courier of a code, on the configured addresses. */
export function carrierOf(settings: ShippingSettings, code: CarrierCode): Carrier {
  if (code === 'acs') return acsCarrier(settings.acs);
  if (code === 'boxnow') return boxNowCarrier(settings.boxnow);
  return manualCarrier;
}

/** Who may choose the couriers: tests hand in their emulators' adapters; otherwise the configured ones. */
export type CarrierChoice = { config: { shipping: ShippingSettings }; carrierFor?: (code: CarrierCode) => Carrier };

/** The courier of a code: the one the context hands in, else the configured one. */
export function carrierIn(ctx: CarrierChoice, code: CarrierCode): Carrier {
  return ctx.carrierFor?.(code) ?? carrierOf(ctx.config.shipping, code);
}

/** The courier a shipping method uses (manual when none is configured). */
export function carrierCodeFor(settings: ShippingSettings, shippingMethod: string): CarrierCode {
  return settings.carriers[shippingMethod] ?? 'manual';
}
