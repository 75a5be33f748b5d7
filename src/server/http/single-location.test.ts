import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withSingleLocation } from './single-location';

let server: http.Server | undefined;
afterEach(() => server?.close());

/** The raw head of a response, as a client reads it (fetch would join repeated headers itself). */
async function rawHead(handler: http.RequestListener): Promise<string[]> {
  server = http.createServer(withSingleLocation(handler));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    http
      .get({ port, host: '127.0.0.1', path: '/en/product/miza' }, (response) => {
        response.resume();
        resolve(response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
      })
      .on('error', reject),
  );
}

describe('a redirect leaves with one Location header', () => {
  it('when Next set it twice and wrote the head itself', async () => {
    const names = await rawHead((_, response) => {
      response.setHeader('location', ['/en/product/starter', '/en/product/starter']);
      response.statusCode = 308;
      response.end('redirecting');
    });
    expect(names.filter((name) => name === 'location')).toHaveLength(1);
  });

  it('when the head is written explicitly', async () => {
    const names = await rawHead((_, response) => {
      response.setHeader('location', ['/en/product/starter', '/en/product/starter']);
      response.writeHead(308, { 'content-type': 'text/plain' }).end();
    });
    expect(names.filter((name) => name === 'location')).toHaveLength(1);
  });

  it('and a response without one is left alone', async () => {
    const names = await rawHead((_, response) => response.end('ok'));
    expect(names).not.toContain('location');
  });
});
