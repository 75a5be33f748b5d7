import 'server-only';
import type { Plugin } from 'graphql-yoga';

/** The requests whose bearer token the server did not accept (revoked, expired, unknown). */
const refused = new WeakSet<Request>();

/** Noted while the context is built, where the token is looked up. */
export function noteRefusedToken(request: Request): void {
  refused.add(request);
}

/**
 * A call with a token the server refuses is answered as an anonymous one (public data still flows), with
 * `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750) so that the browser signs out instead of looking
 * signed in with nobody's orders and nobody's cart.
 */
export function refusedTokenHeader(): Plugin {
  return {
    onResponse({ request, response }) {
      if (refused.has(request)) response.headers.set('www-authenticate', 'Bearer error="invalid_token"');
    },
  };
}
