import { sharedDatabase } from '@/server/db';
import { isDatabaseUp } from '@/server/db/client';

export const dynamic = 'force-dynamic';

/** For load balancers and monitors: 200 when the database answers, 503 when it does not. */
export async function GET() {
  const up = await sharedDatabase()
    .then((database) => isDatabaseUp(database.db))
    .catch(() => false);
  return Response.json(
    { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' },
    { status: up ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
