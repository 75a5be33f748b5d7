// Loaded by serve.ts through Node's type stripping: only `node:` imports here.
import type { RequestListener, ServerResponse } from 'node:http';

/**
 * A page that redirects while its result is being cached (the product page's other-language or old slug) answers
 * its first request with the Location header twice (vercel/next.js#82117). A browser copes, but the service worker
 * and stricter clients join the two into one address that 404s. The response leaves with one Location, whatever
 * Next set: the values are equal, so nothing is lost.
 */
export function singleLocation(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const location = this.getHeader('location');
    if (Array.isArray(location)) this.setHeader('location', location[0]!);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

export function withSingleLocation(handler: RequestListener): RequestListener {
  return (request, response) => {
    singleLocation(response);
    return handler(request, response);
  };
}
