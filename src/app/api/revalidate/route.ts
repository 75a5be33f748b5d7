import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { cacheTags } from '@/server/cache/cache-tags';
import { config } from '@/server/config';

const body = z.object({ tags: z.array(z.enum(Object.values(cacheTags) as [string, ...string[]])).min(1) });

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
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.data.tags });
}
