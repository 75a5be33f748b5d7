import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { securityHeaders } from './server/http/security-headers';
import { readThirdPartySettings } from './server/third-party-settings';
import proxy from './proxy';

// The headers in force come from the saved settings (their own test); here, the environment's, without a database.
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

  it("serves a listing's address from its cached view, in either language, and a search per request", async () => {
    const rewrite = async (path: string) =>
      (await proxy(new NextRequest(`http://localhost:3000${path}`))).headers.get('x-middleware-rewrite');
    expect(await rewrite('/brands/kubota?page=2')).toBe(
      `http://localhost:3000/el/brands/kubota/${encodeURIComponent('page=2')}`,
    );
    expect(await rewrite('/en/products?sort=newest')).toBe(
      `http://localhost:3000/en/products/${encodeURIComponent('page=1&sort=newest')}`,
    );
    expect(await rewrite('/products?search=filter')).toBe('http://localhost:3000/el/products?search=filter');
    expect(await rewrite('/en/products?search=filter')).toBeNull();
  });

  it("redirects a view's own route to the listing's address", async () => {
    const response = await proxy(
      new NextRequest(`http://localhost:3000/en/brands/kubota/${encodeURIComponent('page=2')}`),
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/brands/kubota?page=2');
  });
});
