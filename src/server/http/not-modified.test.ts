import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withNotModified } from './not-modified';

let server: http.Server | undefined;
afterEach(() => server?.close());

const page = '<p>Αντλία νερού Kubota D850</p>'.repeat(100);
const tag = '"p4g7s0ekc4Kx1vQ2m3nB"';

/** A page as Next answers one from its cache: its headers (with the cached ETag), then the whole body at once. */
const cachedPage: http.RequestListener = (_, response) => {
  response.setHeader('etag', tag);
  response.setHeader('cache-control', 's-maxage=3600');
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(page));
  response.end(page);
};

async function ask(handler: http.RequestListener, init: RequestInit = {}) {
  server = http.createServer(withNotModified(handler));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/product/antlia`, init);
  return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
}

describe('a browser asking again for a page it holds', () => {
  it('gets 304 and no body when its copy is the page’s, with the tag to keep', async () => {
    const answer = await ask(cachedPage, { headers: { 'if-none-match': tag } });
    expect(answer).toEqual({ status: 304, etag: tag, body: '' });
  });

  it('also when it names the tag weakly (as after nginx compressed the page) or among others, or asks for any', async () => {
    for (const asked of [`W/${tag}`, `"old", ${tag}`, '*'])
      expect((await ask(cachedPage, { headers: { 'if-none-match': asked } })).status, asked).toBe(304);
  });

  it('gets the whole page when its copy is another, or it has none', async () => {
    expect(await ask(cachedPage, { headers: { 'if-none-match': '"an-older-page"' } })).toEqual({
      status: 200,
      etag: tag,
      body: page,
    });
    expect((await ask(cachedPage)).body).toBe(page);
  });

  it('gets the whole answer when it is not a cached page’s: no tag, not found, or not a read', async () => {
    const rendered: http.RequestListener = (_, response) => {
      response.write(page.slice(0, 100));
      response.end(page.slice(100));
    };
    expect((await ask(rendered, { headers: { 'if-none-match': '*' } })).body).toBe(page);
    const notFound: http.RequestListener = (_, response) => {
      response.statusCode = 404;
      cachedPage(_, response);
    };
    expect((await ask(notFound, { headers: { 'if-none-match': tag } })).status).toBe(404);
    const posted = await ask(cachedPage, { method: 'POST', body: 'x', headers: { 'if-none-match': tag } });
    expect(posted).toMatchObject({ status: 200, body: page });
  });
});
