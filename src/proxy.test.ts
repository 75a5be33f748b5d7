import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { securityHeaders } from './server/http/security-headers';
import { readThirdPartySettings } from './server/third-party-settings';
import proxy from './proxy';

// The headers in force come from the saved settings (their own test); here, the environment's, without a database.
// The search log's own test covers the writing; here, which requests the proxy notes.
const noteSearch = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./server/storefront', () => ({ noteSearch }));

vi.mock('./server/http/security-headers-in-force', () => ({
  securityHeadersInForce: async () =>
    Object.entries(securityHeaders({ siteUrl: 'http://localhost:3000', thirdParty: readThirdPartySettings({}) })),
}));

describe('the proxy', () => {
  it('puts the security headers on pages, redirects and the API alike', async () => {
    for (const path of ['/products', '/en/product/x', '/graphql', '/api/health', '/oauth/token', '/uploads/a.webp']) {
      const response = await proxy(
        new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0' } }),
      );
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect(
      (await proxy(new NextRequest('http://localhost:3000/graphql'))).headers.get('x-middleware-rewrite'),
    ).toBeNull();
  });

  it('refuses a page whose path decodes once but not twice, instead of letting Next answer 500', async () => {
    expect((await proxy(new NextRequest('http://localhost:3000/en/product/%25ED%25A0%2580'))).status).toBe(400);
    expect((await proxy(new NextRequest('http://localhost:3000/product/100%25'))).status).toBe(400);
  });

  it("serves a listing's address from its cached view, in either language, and a narrowed search per request", async () => {
    const rewrite = async (path: string) =>
      (await proxy(new NextRequest(`http://localhost:3000${path}`))).headers.get('x-middleware-rewrite');
    expect(await rewrite('/brands/kubota?page=2')).toBe(
      `http://localhost:3000/el/brands/kubota/${encodeURIComponent('page=2')}`,
    );
    expect(await rewrite('/en/products?sort=newest')).toBe(
      `http://localhost:3000/en/products/${encodeURIComponent('page=1&sort=newest')}`,
    );
    expect(await rewrite('/products?search=filter&page=2')).toBe(
      'http://localhost:3000/el/products?search=filter&page=2',
    );
    expect(await rewrite('/en/products?search=filter&brand=kubota')).toBeNull();
  });

  it('serves a search as typed from its view and notes it in the search log, a link’s prefetch not', async () => {
    noteSearch.mockClear();
    const ask = (path: string, headers?: Record<string, string>) =>
      proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
    const typed = await ask(`/en/products?search=${encodeURIComponent(' oil  filter')}`);
    expect(typed.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/products/search/oil%20filter');
    await ask(`/products?search=${encodeURIComponent('μίζα')}`, { 'next-router-prefetch': '1' });
    await ask('/products?search=filter&page=2');
    expect(noteSearch.mock.calls).toEqual([['en', expect.objectContaining({ term: 'oil filter' })]]);
  });

  it("redirects a view's own route to the listing's address", async () => {
    const response = await proxy(
      new NextRequest(`http://localhost:3000/en/brands/kubota/${encodeURIComponent('page=2')}`),
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/brands/kubota?page=2');
  });
});
