import 'server-only';
import { randomBytes } from 'node:crypto';
import type { FetchHandler } from './serve';
import { labelPdf } from './label-pdf';

/** Demo lockers (BOX NOW "APM" destinations) the emulator offers: a handful in the larger Greek towns. */
export const emulatorLockers = [
  { id: '4', name: 'BOX NOW Λάρισα Κέντρο', addressLine1: 'Κύπρου 20, Λάρισα', postalCode: '41222' },
  {
    id: '5',
    name: 'BOX NOW Λάρισα ΑΒ Βασιλόπουλος',
    addressLine1: 'Ηρώων Πολυτεχνείου 180, Λάρισα',
    postalCode: '41335',
  },
  { id: '9', name: 'BOX NOW Βόλος Παραλία', addressLine1: 'Αργοναυτών 42, Βόλος', postalCode: '38221' },
  { id: '7', name: 'BOX NOW Θεσσαλονίκη Καμάρα', addressLine1: 'Εγνατία 120, Θεσσαλονίκη', postalCode: '54622' },
  { id: '8', name: 'BOX NOW Καλαμαριά', addressLine1: 'Μεταμορφώσεως 15, Καλαμαριά', postalCode: '55132' },
  { id: '12', name: 'BOX NOW Αθήνα Σύνταγμα', addressLine1: 'Φιλελλήνων 5, Αθήνα', postalCode: '10557' },
  { id: '14', name: 'BOX NOW Μαρούσι Κηφισίας', addressLine1: 'Λεωφ. Κηφισίας 60, Μαρούσι', postalCode: '15125' },
  { id: '16', name: 'BOX NOW Πειραιάς Λιμάνι', addressLine1: 'Ακτή Μιαούλη 39, Πειραιάς', postalCode: '18538' },
  { id: '21', name: 'BOX NOW Πάτρα Κέντρο', addressLine1: 'Μαιζώνος 110, Πάτρα', postalCode: '26221' },
  { id: '25', name: 'BOX NOW Ηράκλειο Λιοντάρια', addressLine1: 'Λεωφ. Δικαιοσύνης 10, Ηράκλειο', postalCode: '71202' },
  { id: '28', name: 'BOX NOW Ιωάννινα Κέντρο', addressLine1: 'Λεωφ. Δωδώνης 8, Ιωάννινα', postalCode: '45221' },
];

type Parcel = {
  id: string;
  state: 'new' | 'in-depot' | 'final-destination' | 'delivered' | 'canceled';
  request: Record<string, unknown>;
};
export type BoxNowEmulator = { handle: FetchHandler; advance(parcelId: string): void; parcels: Map<string, Parcel> };

const stages: Parcel['state'][] = ['new', 'in-depot', 'final-destination', 'delivered'];

/**
 * A local stand-in for BOX NOW's partner API v1, speaking its protocol: bearer sessions from
 * `/api/v1/auth-sessions`, `/api/v1/destinations`, `/api/v1/delivery-requests`, `/api/v1/parcels…`. Refuses what
 * the real one refuses for lockers: an unknown locker (P401-like) and a parcel over 20 kg.
 */
export function boxNowEmulator(): BoxNowEmulator {
  const tokens = new Set<string>();
  const parcels = new Map<string, Parcel>();
  let next = 9_100_000_000;
  const error = (status: number, code: string, message: string) => Response.json({ code, message }, { status });
  const handle: FetchHandler = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api\/v1\//, '');
    if (path === 'auth-sessions' && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as { client_id?: string; client_secret?: string } | null;
      if (!body?.client_id || !body.client_secret) return error(401, 'P400', 'invalid client');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return Response.json({ access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (!tokens.has(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''))
      return error(401, 'P401', 'unauthorized');
    if (path === 'destinations' && request.method === 'GET') {
      const postalCode = url.searchParams.get('postalCode');
      return Response.json({
        data: emulatorLockers.filter((locker) => !postalCode || locker.postalCode.startsWith(postalCode.slice(0, 2))),
      });
    }
    if (path === 'delivery-requests' && request.method === 'POST') {
      const body = (await request.json().catch(() => ({}))) as {
        destination?: { locationId?: string };
        items?: { weight?: number }[];
      };
      if (!emulatorLockers.some((locker) => locker.id === body.destination?.locationId))
        return error(400, 'P402', 'Invalid destination location');
      if ((body.items ?? []).some((item) => (item.weight ?? 0) > 20)) return error(400, 'P410', 'Parcel too heavy');
      const id = String((next += 1));
      parcels.set(id, { id, state: 'new', request: body as Record<string, unknown> });
      return Response.json({ id: `DR-${id}`, parcels: [{ id }] });
    }
    const parcelMatch = /^parcels\/([^/:]+)(\/label\.pdf|:cancel)$/.exec(path);
    const parcel = parcelMatch ? parcels.get(decodeURIComponent(parcelMatch[1]!)) : undefined;
    if (parcelMatch && !parcel) return error(404, 'P404', 'parcel not found');
    if (parcel && parcelMatch![2] === '/label.pdf')
      return new Response(
        Buffer.from(
          await labelPdf('BOX NOW', parcel.id, [
            `locker ${String((parcel.request.destination as { locationId?: string })?.locationId)}`,
          ]),
        ),
        {
          headers: { 'content-type': 'application/pdf' },
        },
      );
    if (parcel && parcelMatch![2] === ':cancel') {
      if (parcel.state !== 'new') return error(400, 'P420', 'parcel already on its way');
      parcel.state = 'canceled';
      return new Response(null, { status: 204 });
    }
    if (path === 'parcels' && request.method === 'GET') {
      const found = parcels.get(url.searchParams.get('parcelId') ?? '');
      return Response.json({ data: found ? [{ id: found.id, state: found.state, events: [] }] : [] });
    }
    return error(404, 'P404', 'not found');
  };
  return {
    handle,
    parcels,
    advance: (id) => {
      const parcel = parcels.get(id);
      if (parcel && parcel.state !== 'canceled' && parcel.state !== 'delivered')
        parcel.state = stages[stages.indexOf(parcel.state) + 1]!;
    },
  };
}
