import 'server-only';
import {
  callJson,
  CarrierRefusal,
  type Carrier,
  type ParcelRequest,
  type Tracking,
  type TrackingStatus,
} from './carrier';

/**
 * BOX NOW's partner API v1 (its "API description for partners"): a client-credentials session
 * (`POST /api/v1/auth-sessions`), lockers at `GET /api/v1/destinations`, vouchers as delivery requests
 * (`POST /api/v1/delivery-requests`, parcels in the answer), `GET /api/v1/parcels/{id}/label.pdf`,
 * `POST /api/v1/parcels/{id}:cancel` and the parcel's events at `GET /api/v1/parcels?parcelId={id}`.
 */
export type BoxNowSettings = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The shop's warehouse, where BOX NOW collects (its "origin" location). */
  originLocationId: string;
  trackingUrl: string;
};

export type Locker = { id: string; name: string; address: string; postalCode: string };

/** What a locker takes: the largest compartment (36 × 45 × 60 cm) and 20 kg. */
export const boxNowLimits = { maxWeightGrams: 20_000 } as const;

/** Whether a parcel of this weight fits a locker (the catalogue keeps no sizes: its weight is what is checked). */
export const fitsLocker = (weightGrams: number) => weightGrams <= boxNowLimits.maxWeightGrams;

/** Refuses a parcel a locker cannot take, with the reason to show. */
export function checkLockerParcel(parcel: Pick<ParcelRequest, 'weightGrams' | 'lockerId'>): void {
  if (!parcel.lockerId) throw new CarrierRefusal('LOCKER_REQUIRED', 'BOX NOW needs the locker the customer chose');
  if (!fitsLocker(parcel.weightGrams))
    throw new CarrierRefusal(
      'PARCEL_TOO_LARGE',
      `${(parcel.weightGrams / 1000).toFixed(1)} kg is over the locker limit of ${boxNowLimits.maxWeightGrams / 1000} kg`,
    );
}

type Event = { type: string; createTime: string };

/** BOX NOW's parcel states in the shop's words; the states between (in depot, on a van) are `in_transit`. */
const boxNowStates: Record<string, TrackingStatus> = {
  new: 'created',
  // In the locker, waiting for the customer's code.
  'final-destination': 'at_locker',
  delivered: 'delivered',
  returned: 'returned',
  canceled: 'cancelled',
};

export function boxNowCarrier(settings: BoxNowSettings): Carrier & { lockers(postalCode?: string): Promise<Locker[]> } {
  let session: { token: string; until: number } | null = null;
  const token = async () => {
    if (session && session.until > Date.now()) return session.token;
    const answer = await callJson<{ access_token: string; expires_in: number }>(
      `${settings.url}/api/v1/auth-sessions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      },
    );
    session = { token: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 };
    return session.token;
  };
  const authorised = async (init: RequestInit = {}) => ({
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}`, ...init.headers },
  });
  const parcelUrl = (id: string) => `${settings.url}/api/v1/parcels/${encodeURIComponent(id)}`;
  return {
    code: 'boxnow',
    async lockers(postalCode) {
      const query = new URLSearchParams({ locationType: 'apm', ...(postalCode ? { postalCode } : {}) });
      const answer = await callJson<{ data: { id: string; name: string; addressLine1: string; postalCode: string }[] }>(
        `${settings.url}/api/v1/destinations?${query}`,
        await authorised(),
      );
      return answer.data.map((each) => ({
        id: each.id,
        name: each.name,
        address: each.addressLine1,
        postalCode: each.postalCode,
      }));
    },
    async createVoucher(parcel) {
      checkLockerParcel(parcel);
      const answer = await callJson<{ id: string; parcels: { id: string }[] }>(
        `${settings.url}/api/v1/delivery-requests`,
        await authorised({
          method: 'POST',
          body: JSON.stringify({
            orderNumber: parcel.orderNumber,
            invoiceValue: (parcel.valueCents / 100).toFixed(2),
            paymentMode: parcel.codCents > 0 ? 'cod' : 'prepaid',
            amountToBeCollected: (parcel.codCents / 100).toFixed(2),
            allowReturn: true,
            origin: { locationId: settings.originLocationId },
            destination: {
              contactName: parcel.recipient.name,
              contactEmail: parcel.recipient.email,
              contactNumber: parcel.recipient.phone,
              locationId: parcel.lockerId,
            },
            items: [
              {
                id: parcel.orderNumber,
                name: parcel.orderNumber,
                value: (parcel.valueCents / 100).toFixed(2),
                weight: parcel.weightGrams / 1000,
                compartmentSize: parcel.weightGrams > 10_000 ? 3 : parcel.weightGrams > 3_000 ? 2 : 1,
              },
            ],
          }),
        }),
      );
      const voucherNumber = answer.parcels[0]?.id;
      if (!voucherNumber) throw new CarrierRefusal('CARRIER_FAILED', 'BOX NOW answered no parcel');
      return {
        voucherNumber,
        trackingUrl: settings.trackingUrl.replace('{number}', encodeURIComponent(voucherNumber)),
      };
    },
    async label(voucherNumber) {
      const response = await fetch(`${parcelUrl(voucherNumber)}/label.pdf`, await authorised());
      if (!response.ok) throw new CarrierRefusal('CARRIER_FAILED', `BOX NOW label answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async cancel(voucherNumber) {
      const response = await fetch(`${parcelUrl(voucherNumber)}:cancel`, await authorised({ method: 'POST' }));
      if (!response.ok) throw new CarrierRefusal('CARRIER_FAILED', `BOX NOW cancel answered ${response.status}`);
    },
    async tracking(voucherNumber): Promise<Tracking> {
      const answer = await callJson<{ data: { id: string; state: string; events: Event[] }[] }>(
        `${settings.url}/api/v1/parcels?parcelId=${encodeURIComponent(voucherNumber)}`,
        await authorised(),
      );
      const state = answer.data[0]?.state ?? 'new';
      return { status: boxNowStates[state] ?? 'in_transit', text: state };
    },
  };
}
