import { sharedDatabase } from '@/server/db';
import { sitemapIndexXml } from '@/server/sitemap';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

export const GET = answeringFaults(async () => {
  const xml = await sitemapIndexXml({ db: (await sharedDatabase()).db });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});
