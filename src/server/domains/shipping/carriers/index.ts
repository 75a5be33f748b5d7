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

/** The courier a shipping method uses (manual when none is configured). */
export function carrierCodeFor(settings: ShippingSettings, shippingMethod: string): CarrierCode {
  return settings.carriers[shippingMethod] ?? 'manual';
}
