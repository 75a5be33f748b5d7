import { sharedDatabase } from '@/server/db';
import { config } from '@/server/config';
import { applyCardOutcome } from '@/server/domains/payments';
import { cardProvider } from '@/server/payments';

/** The card gateway's signed callback: applied once, however often it comes. */
export async function POST(request: Request) {
  const settings = config();
  const provider = cardProvider(settings);
  if (!provider) return new Response(null, { status: 404 });
  const body = await request.text();
  const callback = provider.readCallback(body, request.headers.get('x-sandbox-signature'));
  if (!callback) return new Response(null, { status: 401 });
  const { db } = await sharedDatabase();
  const result = await applyCardOutcome({ db, config: settings, now: () => new Date() }, callback.providerRef, callback.outcome);
  return Response.json({ result }, { status: result === 'unknown' ? 404 : 200 });
}
