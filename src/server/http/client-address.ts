import 'server-only';
/**
 * The client's address, for per-address limits. The server's preload (`src/server/http/forwarded-for.ts`) has
 * already replaced `X-Forwarded-For` with the one address it resolved from the socket and the trusted proxies.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
