import 'server-only';

export const carrierCodes = ['acs', 'boxnow', 'manual'] as const;
export type CarrierCode = (typeof carrierCodes)[number];

/** Where a parcel goes and what it is: enough for any courier's voucher. */
export type ParcelRequest = {
  orderNumber: string;
  recipient: { name: string; street: string; city: string; postalCode: string; phone: string; email: string };
  weightGrams: number;
  /** Cash the courier collects (cash on delivery); 0 for a prepaid order. */
  codCents: number;
  /** Declared value of the goods, for insurance and lockers. */
  valueCents: number;
  /** A BOX NOW locker's id; required by lockers, ignored by door-to-door couriers. */
  lockerId?: string | null;
};

export type Voucher = { voucherNumber: string; trackingUrl: string | null };
/** `at_locker`: waiting in a BOX NOW locker for the customer to collect it. */
export const trackingStatuses = ['created', 'in_transit', 'at_locker', 'delivered', 'returned', 'cancelled'] as const;
export type TrackingStatus = (typeof trackingStatuses)[number];
/** The statuses a parcel is still on its way in: its tracking is polled. */
export const openTrackingStatuses: TrackingStatus[] = ['created', 'in_transit', 'at_locker'];
export type Tracking = { status: TrackingStatus; text: string };

/** Why a courier refused: shown to staff (and, for lockers, to the customer) through errors.<CODE>. */
export class CarrierRefusal extends Error {
  constructor(
    readonly code: 'PARCEL_TOO_LARGE' | 'LOCKER_REQUIRED' | 'CARRIER_FAILED',
    message: string,
  ) {
    super(message);
  }
}

/**
 * One courier behind the shop's five questions. Adapters speak the courier's own protocol over HTTP (the local
 * emulators speak the same), so switching to production is a matter of addresses and keys.
 */
export interface Carrier {
  readonly code: CarrierCode;
  createVoucher(parcel: ParcelRequest): Promise<Voucher>;
  /** The voucher's label to print and stick on the box (PDF). */
  label(voucherNumber: string): Promise<Uint8Array>;
  cancel(voucherNumber: string): Promise<void>;
  tracking(voucherNumber: string): Promise<Tracking>;
  /** The day's pickup list, where the courier needs one before collecting (ACS); absent otherwise. */
  closeOut?(date: Date): Promise<string>;
}

/** A JSON call to a courier; a network fault or an error status is a CARRIER_FAILED refusal. */
export async function callJson<T>(url: string, init: RequestInit & { timeoutMs?: number }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new CarrierRefusal('CARRIER_FAILED', `${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new CarrierRefusal('CARRIER_FAILED', `${url} answered ${response.status}`);
  return (await response.json()) as T;
}
