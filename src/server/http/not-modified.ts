// Loaded by serve.ts through Node's type stripping: only `node:` imports here.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * A browser that asks again for a page it holds (`If-None-Match`) and whose copy is still the page's is answered
 * 304 without the page: on a weak mobile signal, a header instead of some 30 KB. The validator is the page's
 * `ETag`, which the cache handler gives a rendered page once, from its content, when it is cached
 * (src/server/cache/cache-handler.mjs): Next's own (`generateEtags`) hashed the whole page in JavaScript on every
 * request, a fifth of what a cached page cost the server (issue #20). The answer is decided when its head is
 * written; Node then sends no body with a 304.
 */
export function notModifiedWhenUnchanged(request: IncomingMessage, response: ServerResponse): void {
  const asked = request.headers['if-none-match'];
  if (!asked || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const status = args[0] ?? this.statusCode;
    const tag = this.getHeader('etag');
    if (status === 200 && typeof tag === 'string' && matches(asked, tag)) {
      this.removeHeader('content-length');
      return writeHead.call(this, 304) as ServerResponse;
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** RFC 9110 §13.1.2: any of the tags asked for (or `*`) equals the page's, compared weakly. */
function matches(asked: string, tag: string): boolean {
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return asked
    .split(',')
    .map(opaque)
    .some((each) => each === '*' || each === opaque(tag));
}

export function withNotModified(handler: RequestListener): RequestListener {
  return (request, response) => {
    notModifiedWhenUnchanged(request, response);
    return handler(request, response);
  };
}
