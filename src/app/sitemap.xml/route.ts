import { sharedDatabase } from '@/server/db';
import { sitemapIndexXml } from '@/server/sitemap';

export const dynamic = 'force-dynamic';

export async function GET() {
  const xml = await sitemapIndexXml({ db: (await sharedDatabase()).db });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
