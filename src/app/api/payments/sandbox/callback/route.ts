import { receiveCardCallback } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

/** The card gateway's signed callback: applied once, however often it comes. */
export const POST = answeringFaults(async (request: Request) => {
  const body = await request.text();
  const result = await receiveCardCallback(await routeContext(request), 'sandbox', body, request.headers);
  const status = { off: 404, refused: 401, unknown: 404 }[result as string] ?? 200;
  return Response.json({ result }, { status });
});
