import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { shopHeaders } from './shop-traffic';

/**
 * Runs autocannon against `url` for `duration` seconds (or until `amount` requests), each request on the path
 * `path()` gives, with the storefront's headers. `onResponse` hears every answer's status, time and path; `onHeaders`, when
 * given, its headers too (autocannon then keeps each body, which costs the load generator a little);
 * `onRequestError` every request that got no answer (autocannon counts them as `errors`), with why.
 */
export function runAutocannon(options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  path: () => string;
  /** Sent on top of the storefront's headers. */
  headers?: Record<string, string>;
  onResponse?: (status: number, ms: number, path: string) => void;
  onHeaders?: (status: number, headers: IncomingHttpHeaders) => void;
  onRequestError?: (error: Error) => void;
}): Promise<autocannon.Result> {
  const { onHeaders } = options;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount === undefined ? { duration: options.duration ?? 10 } : { amount: options.amount }),
        timeout: 30,
        headers: { ...shopHeaders, ...options.headers },
        requests: [
          {
            method: 'GET',
            // The connection's context names the path its answer is for (one request at a time per connection).
            setupRequest: (request, context: { path?: string }) => {
              context.path = options.path();
              return { ...request, path: context.path };
            },
            ...(onHeaders && {
              onResponse: (status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) =>
                onHeaders(status, headers ?? {}),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (options.onResponse)
      instance.on('response', (client, status, _bytes, ms) =>
        options.onResponse!(status, ms, (client as unknown as AnsweringClient).requestIterator.context.path ?? ''),
      );
    if (options.onRequestError) instance.on('reqError', options.onRequestError);
  });
}

/** What autocannon's client holds of the request being answered (not in its types). */
type AnsweringClient = { requestIterator: { context: { path?: string } } };
