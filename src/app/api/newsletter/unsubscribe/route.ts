import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { oneClickUnsubscribe } from '@/server/newsletter/one-click-unsubscribe';

/** The newsletters' `List-Unsubscribe` address: one-click POST (RFC 8058), or GET to the unsubscribe page. */
export const dynamic = 'force-dynamic';

const handle = async (request: Request) => oneClickUnsubscribe(request, { db: (await sharedDatabase()).db, now: () => new Date(), config: config() });

export { handle as GET, handle as POST };
