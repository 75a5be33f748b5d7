import { config } from '@/server/config';
import { acsEmulator, boxNowEmulator, type AcsEmulator, type BoxNowEmulator } from '@/server/domains/shipping';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

// One emulator of each courier per server process, whichever bundle asks (their vouchers live in memory).
const holder = globalThis as typeof globalThis & { courierEmulators?: { acs: AcsEmulator; boxnow: BoxNowEmulator } };

/**
 * The couriers' emulators under /api/emulators/{acs|boxnow}/…, the default addresses of development and the
 * browser tests (SHIPPING_EMULATORS=on; off in production). Each speaks its courier's own protocol.
 */
async function handle(request: Request, { params }: { params: Promise<{ carrier: string }> }) {
  if (!config().shipping.emulators) return new Response('Not found', { status: 404 });
  holder.courierEmulators ??= { acs: acsEmulator(), boxnow: boxNowEmulator() };
  const { carrier } = await params;
  if (carrier === 'acs') return holder.courierEmulators.acs.handle(request);
  if (carrier === 'boxnow') return holder.courierEmulators.boxnow.handle(request);
  return new Response('Not found', { status: 404 });
}

export const GET = answeringFaults(handle);
export const POST = answeringFaults(handle);
