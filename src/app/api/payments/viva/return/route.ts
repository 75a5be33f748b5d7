import { returnFromCardPayment } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

export const dynamic = 'force-dynamic';

/**
 * The success and failure address of the shop's Viva payment source: Viva sends the customer here with the payment
 * order (`s`) and the transaction (`t`); the shop checks them with Viva and shows the order's receipt.
 */
export const GET = answeringFaults(async (request: Request) => {
  const ctx = await routeContext(request);
  const receipt = await returnFromCardPayment(ctx, 'viva', new URL(request.url).searchParams);
  return Response.redirect(new URL(receipt ?? '/', ctx.config.siteUrl), 303);
});
