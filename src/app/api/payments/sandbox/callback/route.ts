import { applyCardOutcome } from '@/server/domains/payments';
import { cardProvider } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

/** The card gateway's signed callback: applied once, however often it comes. */
export const POST = answeringFaults(async (request: Request) => {
  const ctx = await routeContext(request);
  const provider = cardProvider(ctx.config, ctx.db);
  if (!provider) return new Response(null, { status: 404 });
  const body = await request.text();
  const callback = provider.readCallback(body, request.headers.get('x-sandbox-signature'));
  if (!callback) return new Response(null, { status: 401 });
  const result = await applyCardOutcome(ctx, callback.providerRef, callback.outcome);
  return Response.json({ result }, { status: result === 'unknown' ? 404 : 200 });
});
