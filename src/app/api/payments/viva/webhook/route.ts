import { cardWebhookVerification, receiveCardCallback } from '@/server/domains/payments';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

export const dynamic = 'force-dynamic';

/** Viva checks the webhook address with a GET: the answer is the merchant's verification key. */
export const GET = answeringFaults(async (request: Request) => {
  const key = await cardWebhookVerification(await routeContext(request), 'viva');
  return key ? Response.json(key) : new Response(null, { status: 404 });
});

/**
 * Viva's webhooks (payment created, failed, reversed): only their event and shape are checked here, and the webhook is
 * queued (once per transaction and event, however often Viva sends it); the job reads the transaction back from Viva's
 * API and applies it, retried while Viva cannot be reached. The answer never waits for Viva: a 2xx answer stops Viva's
 * retries, so only a fault (the shop could not queue it) answers 5xx.
 */
export const POST = answeringFaults(async (request: Request) => {
  const result = await receiveCardCallback(await routeContext(request), 'viva', await request.text(), request.headers);
  if (result === 'queued') await shopJobRunner.kick();
  const status = { off: 404, refused: 401 }[result as string] ?? 200;
  return Response.json({ result }, { status });
});
