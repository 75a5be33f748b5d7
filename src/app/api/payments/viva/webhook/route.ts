import { cardWebhookVerification, receiveCardCallback } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

export const dynamic = 'force-dynamic';

/** Viva checks the webhook address with a GET: the answer is the merchant's verification key. */
export const GET = answeringFaults(async (request: Request) => {
  const key = await cardWebhookVerification(await routeContext(request), 'viva');
  return key ? Response.json(key) : new Response(null, { status: 404 });
});

/**
 * Viva's webhooks (payment created, failed, reversed): checked against Viva's own API before anything is applied,
 * applied once however often and in whatever order they come. A 2xx answer stops Viva's retries, so only a fault
 * (the shop could not look) answers 5xx.
 */
export const POST = answeringFaults(async (request: Request) => {
  const result = await receiveCardCallback(await routeContext(request), 'viva', await request.text(), request.headers);
  const status = { off: 404, refused: 401 }[result as string] ?? 200;
  return Response.json({ result }, { status });
});
