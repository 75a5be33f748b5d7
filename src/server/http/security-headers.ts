import 'server-only';
import type { ThirdPartySettings } from '@/server/third-party-settings';

/**
 * The headers every answer carries, pages and API alike. Script policy, decided once with the caching of pages:
 * storefront pages are rendered once and served from the cache to everyone, so they cannot carry a per-request
 * nonce. Scripts may come only from the shop itself and from the third parties the configuration registers
 * (loaded after consent); the inline bootstrap scripts Next writes into each page need 'unsafe-inline', which
 * React's escaping of every rendered value and the Markdown reader's refusal of HTML make safe to allow.
 */
export function securityHeaders(settings: { siteUrl: string; thirdParty: ThirdPartySettings }): Record<string, string> {
  const https = settings.siteUrl.startsWith('https://');
  const thirdParties = [
    ...new Set(
      settings.thirdParty.providers
        .filter(({ src }) => src.startsWith('https://'))
        .map(({ src }) => new URL(src).origin),
    ),
  ].join(' ');
  const withThirdParties = (sources: string) => `${sources}${thirdParties ? ` ${thirdParties}` : ''}`;
  const policy = [
    "default-src 'self'",
    `script-src ${withThirdParties("'self' 'unsafe-inline'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withThirdParties("'self' data: blob:")}`,
    "font-src 'self'",
    `connect-src ${withThirdParties("'self'")}`,
    `frame-src ${thirdParties || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'content-security-policy': policy.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
