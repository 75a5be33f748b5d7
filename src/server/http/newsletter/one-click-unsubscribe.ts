import 'server-only';
import type { DomainContext } from '@/server/context';
import { newsletterPaths, unsubscribe } from '@/server/domains/newsletter';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The `List-Unsubscribe` address of every newsletter. A mail program's one-click POST (RFC 8058, body
 * `List-Unsubscribe=One-Click`) unsubscribes at once and gets a plain answer, never a redirect; a GET (a program
 * without one-click opens the address in a browser) goes to the page with the unsubscribe button.
 */
export async function oneClickUnsubscribe(request: Request, ctx: Ctx): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (request.method === 'GET') {
    const page = new URL(`${newsletterPaths.unsubscribe}?token=${encodeURIComponent(token)}`, ctx.config.siteUrl);
    return new Response(null, { status: 303, headers: { location: page.toString(), 'cache-control': 'no-store' } });
  }
  const result = await unsubscribe(ctx, token);
  return result.ok ? plain(200, 'Unsubscribed.\n') : plain(404, 'Unknown unsubscribe link.\n');
}
