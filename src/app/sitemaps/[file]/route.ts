import { sharedDatabase } from '@/server/db';
import { sitemapFileXml } from '@/server/sitemap';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/** GET /sitemaps/{n}.xml */
export const GET = answeringFaults(async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const xml = match ? await sitemapFileXml({ db: (await sharedDatabase()).db }, Number(match[1])) : null;
  if (xml === null) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});
