/**
 * The spec's routes of the shop's own pages (§2), the same path in both languages; any other page is served at its
 * slug by the catch-all route. Canonical links and menus use these, so a page has one address per language.
 */
export const contentPageRoutes: Readonly<Record<string, string>> = {
  'cookie-policy': '/cookie-policy',
  terms: '/oroi-proypotheseis',
  'terms-of-service': '/terms-of-service',
  'payment-methods': '/payment-methods',
  'shipping-methods': '/shipping-methods',
  about: '/sxetika-me-tin-tractorparts',
};

export function contentPagePath(page: string, slug: string): string {
  return contentPageRoutes[page] ?? `/${slug}`;
}
