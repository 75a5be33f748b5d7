import 'server-only';
/** The token of `Authorization: Bearer <token>`; empty when there is none. */
export function bearerToken(request: Request): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
}
