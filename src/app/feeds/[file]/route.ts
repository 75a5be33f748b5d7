import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { feedContentType, isMarketplace, servedFeed } from '@/server/domains/feeds';
import { answeringFaults } from '@/server/route-faults';
import { sharedStorage } from '@/server/storage';

export const dynamic = 'force-dynamic';

/** Whether the client takes gzip (`Accept-Encoding: gzip, br` or `*`), not refusing it with `q=0`. */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (name === 'gzip' || name === '*') && !refused;
  });
}

/** GET /feeds/{skroutz|bestprice|google}.xml: the last build of the marketplace's feed. */
export const GET = answeringFaults(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const marketplace = /^([a-z]+)\.xml$/.exec((await params).file)?.[1] ?? '';
  if (!isMarketplace(marketplace)) return new Response('Not found', { status: 404 });
  const settings = config();
  const gzip = acceptsGzip(request);
  const ctx = {
    db: (await sharedDatabase()).db,
    now: () => new Date(),
    config: settings,
    files: sharedStorage(settings).private,
  };
  const feed = await servedFeed(ctx, marketplace, gzip);
  return new Response(Buffer.from(feed.bytes), {
    headers: {
      'content-type': feedContentType,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'Accept-Encoding',
      'last-modified': feed.modified.toUTCString(),
      'cache-control': 'public, max-age=300',
    },
  });
});
