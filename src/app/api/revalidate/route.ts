import { timingSafeEqual } from 'node:crypto';
import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { z } from 'zod';
import { cacheTags, type CacheTag } from '@/server/cache/cache-tags';
import { config } from '@/server/config';

const body = z.object({ tags: z.array(z.enum(Object.values(cacheTags) as [CacheTag, ...CacheTag[]])).min(1) });

/** A catalogue import run while the shop is up tells it which cached data changed. */
export async function POST(request: Request) {
  const token = config().revalidateToken;
  if (!token) return Response.json({ message: 'Revalidation is not enabled', statusCode: 404 }, { status: 404 });
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return Response.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      { message: 'Expected { tags: [...] } with known cache tags', statusCode: 400 },
      { status: 400 },
    );
  await refreshStorefront(...parsed.data.tags);
  return Response.json({ revalidated: parsed.data.tags });
}
