import { describe, expect, it } from 'vitest';
import { readThirdPartySettings } from '@/server/third-party-settings';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow scripts from the shop only, and nothing may frame it', () => {
    const headers = securityHeaders({ siteUrl: 'http://localhost:3000', thirdParty: readThirdPartySettings({}) });
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add the registered third parties and, on https, HSTS', () => {
    const thirdParty = readThirdPartySettings({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js',
      CHAT_SCRIPT_URL: '/vendor/chat.js',
    });
    const headers = securityHeaders({ siteUrl: 'https://tractorparts.example', thirdParty });
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' https://stats.example;");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://stats.example;");
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});
