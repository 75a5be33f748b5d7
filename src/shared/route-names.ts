/**
 * The spec's route names (§2), derived from a pathname without its locale prefix. The layout uses them to
 * tell the home page (`index`) apart, as the original shop did with its router's names.
 */
const staticRoutes: Record<string, string> = {
  '/': 'index',
  '/account': 'account',
  '/brands': 'brands',
  '/categories': 'categories',
  '/checkout': 'checkout',
  '/cookie-policy': 'cookie-policy',
  '/epikoinonia': 'epikoinonia',
  '/katalogos': 'katalogos',
  '/orders': 'orders',
  '/oroi-proypotheseis': 'oroi-proypotheseis',
  '/payment-methods': 'payment-methods',
  '/product': 'product',
  '/product-category': 'product-category',
  '/products': 'products',
  '/shipping-methods': 'shipping-methods',
  '/shopping-cart': 'shopping-cart',
  '/terms-of-service': 'terms-of-service',
  '/auth/login': 'auth-login',
  '/auth/register': 'auth-register',
  '/request': 'request-id',
};

/** Routes with one trailing parameter: `/brands/kubota` is `brands-id`. */
const routesWithId = [
  'brands',
  'categories',
  'orders',
  'product',
  'product-category',
  'products',
  'receipt',
  'request',
];

export type RouteName = string;

/** The route name of a pathname (without locale prefix), or null when no named route matches. */
export function routeNameOf(pathname: string): RouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const named = staticRoutes[path];
  if (named) return named;
  if (/^\/sxetika-me-tin-[^/]+$/.test(path)) return 'sxetika-me-tin-product';
  const [, first, id, ...rest] = path.split('/');
  if (first && id && rest.length === 0 && routesWithId.includes(first)) return `${first}-id`;
  return null;
}

/** Spec §2: the home page is every route whose name starts with `index`. */
export function isIndexRoute(pathname: string): boolean {
  return routeNameOf(pathname)?.startsWith('index') ?? false;
}
