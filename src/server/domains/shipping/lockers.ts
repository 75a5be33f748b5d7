import 'server-only';
import { boxNowCarrier, boxNowLimits, checkLockerParcel, fitsLocker, type Locker } from './carriers/boxnow';
import { carrierCodeFor } from './carriers';
import { CarrierRefusal } from './carriers/carrier';
import type { ShippingSettings } from './shipping-settings';

/** Lockers open and close rarely, while a checkout asks again with every postal code typed. */
const listLifetimeMs = 10 * 60_000;
const lists = new Map<string, { until: number; lockers: Promise<Locker[]> }>();

/** BOX NOW's whole locker list, kept a while per address; a failed answer is not kept. */
function allLockers(settings: ShippingSettings, now = Date.now()): Promise<Locker[]> {
  const { url } = settings.boxnow;
  const kept = lists.get(url);
  if (kept && kept.until > now) return kept.lockers;
  const lockers = boxNowCarrier(settings.boxnow).lockers();
  lists.set(url, { until: now + listLifetimeMs, lockers });
  lockers.catch(() => lists.delete(url));
  return lockers;
}

const postalNumber = (postalCode: string) => Number(postalCode.replace(/\D/g, '').slice(0, 5).padEnd(5, '0'));

/**
 * The lockers nearest a postal code, nearest first. Greek postal codes run region by region (41xxx Larisa, 54xxx
 * Thessaloniki), so the closest numbers are the closest places; none before the code has three digits.
 */
export async function lockersNear(settings: ShippingSettings, postalCode: string, count = 8): Promise<Locker[]> {
  if (postalCode.replace(/\D/g, '').length < 3) return [];
  const target = postalNumber(postalCode);
  const distance = (locker: Locker) => Math.abs(postalNumber(locker.postalCode) - target);
  return [...(await allLockers(settings))].sort((a, b) => distance(a) - distance(b)).slice(0, count);
}

const isLockerMethod = (settings: ShippingSettings, shippingMethod: string) =>
  carrierCodeFor(settings, shippingMethod) === 'boxnow';

/** The heaviest parcel a locker method takes (the shipping page says so); null for door-to-door methods. */
export const lockerWeightLimit = (settings: ShippingSettings, shippingMethod: string) =>
  isLockerMethod(settings, shippingMethod) ? boxNowLimits.maxWeightGrams : null;

/** Whether a shipping method delivers to a BOX NOW locker, and whether a parcel of this weight fits one. */
export function lockerDelivery(settings: ShippingSettings, shippingMethod: string, weightGrams: number) {
  const toLocker = isLockerMethod(settings, shippingMethod);
  const refusal = toLocker && !fitsLocker(weightGrams) ? ('PARCEL_TOO_LARGE' as const) : null;
  return { toLocker, refusal };
}

export type LockerChoice =
  { ok: true; locker: Locker | null } | { ok: false; code: 'LOCKER_REQUIRED' | 'PARCEL_TOO_LARGE' | 'CARRIER_FAILED' };

/**
 * The locker an order goes to, checked before it is placed: none for a door-to-door method; for BOX NOW a locker
 * of its list (its name and address from BOX NOW, never from the browser) and a parcel within the locker limits.
 */
export async function chosenLocker(
  settings: ShippingSettings,
  order: { shippingMethod: string; weightGrams: number; lockerId: string | null },
): Promise<LockerChoice> {
  if (!isLockerMethod(settings, order.shippingMethod)) return { ok: true, locker: null };
  try {
    checkLockerParcel(order);
    const locker = (await allLockers(settings)).find((each) => each.id === order.lockerId);
    return locker ? { ok: true, locker } : { ok: false, code: 'LOCKER_REQUIRED' };
  } catch (error) {
    if (error instanceof CarrierRefusal) return { ok: false, code: error.code };
    throw error;
  }
}
