import { oneClickUnsubscribe } from '@/server/http/newsletter/one-click-unsubscribe';
import { answeringFaults } from '@/server/route-faults';
import { routeContext } from '@/server/request-context';

/** The newsletters' `List-Unsubscribe` address: one-click POST (RFC 8058), or GET to the unsubscribe page. */
export const dynamic = 'force-dynamic';

const handle = answeringFaults(async (request: Request) => oneClickUnsubscribe(request, await routeContext(request)));

export { handle as GET, handle as POST };
