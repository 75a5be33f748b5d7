import { sharedDatabase } from '@/server/db';
import { config } from '@/server/config';
import { vivaEmulator } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/**
 * The Viva Smart Checkout emulator under /api/emulators/viva/{accounts|api|www}/…: only with CARD_PROVIDER=viva and
 * VIVA_ENVIRONMENT=emulator (the default of that provider); elsewhere it is not there.
 */
async function handle(request: Request) {
  const emulator = vivaEmulator(config(), (await sharedDatabase()).db);
  return emulator ? emulator.handle(request) : new Response('Not found', { status: 404 });
}

export const GET = answeringFaults(handle);
export const POST = answeringFaults(handle);
export const DELETE = answeringFaults(handle);
