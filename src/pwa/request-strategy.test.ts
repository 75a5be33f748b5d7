import { describe, expect, it } from 'vitest';
import { offlinePagePath, requestStrategy, type RequestStrategy } from './request-strategy';

const origin = 'https://shop.example';
const navigate = (path: string) => ({ method: 'GET', url: `${origin}${path}`, origin, mode: 'navigate' });
const fetched = (path: string, method = 'GET') => ({ method, url: `${origin}${path}`, origin, mode: 'cors' });

describe('what the service worker does with a request', () => {
  it.each<[string, ReturnType<typeof navigate>, RequestStrategy]>([
    ['a Greek product page', navigate('/product/filtro-ladiou-kubota'), 'product-page'],
    ['an English product page', navigate('/en/product/oil-filter-kubota'), 'product-page'],
    ['a product page with a query', navigate('/product/filtro?variant=2'), 'product-page'],
    ['the home page', navigate('/'), 'page'],
    ['the English home page', navigate('/en'), 'page'],
    ['the search page', navigate('/products?search=filter'), 'page'],
    ['a category', navigate('/categories/engine'), 'page'],
    ['the product index (a redirect)', navigate('/product'), 'page'],
    ['the checkout', navigate('/checkout'), 'page'],
    ['the English checkout', navigate('/en/checkout'), 'page'],
    ['the account', navigate('/account'), 'page'],
    ['an order', navigate('/orders/TPH-1001'), 'page'],
    ['a receipt', navigate('/receipt/Zm9vYmFy'), 'page'],
    ['the cart page', navigate('/shopping-cart'), 'page'],
    ['the sign-in page', navigate('/auth/login'), 'page'],
    ['the back office', navigate('/staff'), 'page'],
    ['a back-office page in English', navigate('/en/staff/team'), 'page'],
    ['a back-office form post', { ...navigate('/staff/login'), method: 'POST' }, 'bypass'],
    ['a page whose name only starts like a product', navigate('/productions/x'), 'page'],
    ['a build file', fetched('/_next/static/chunks/app-123.js'), 'static'],
    ['a build stylesheet', fetched('/_next/static/css/app.css'), 'static'],
    ['an imported picture', fetched('/uploads/products/filter.webp'), 'image'],
    ['a resized picture', fetched('/_next/image?url=%2Fuploads%2Fa.webp&w=640&q=75'), 'image'],
    ['a GraphQL read', fetched('/graphql?doc=abc'), 'bypass'],
    ['a GraphQL POST', fetched('/graphql', 'POST'), 'bypass'],
    ['an API call', fetched('/api/health'), 'bypass'],
    ['a sandbox gateway page opened as a page', navigate('/api/sandbox-gateway/challenge/x'), 'bypass'],
    ['a token request', fetched('/oauth/token', 'POST'), 'bypass'],
    ['the worker itself', fetched('/sw.js'), 'bypass'],
    ['the app router fetching a page’s data', fetched('/product/filtro?_rsc=1x2y'), 'bypass'],
    ['a form POST', { ...navigate('/checkout'), method: 'POST' }, 'bypass'],
    ['another site', { method: 'GET', url: 'https://chat.example/widget.js', origin, mode: 'no-cors' }, 'bypass'],
    [
      'another site’s page',
      { method: 'GET', url: 'https://tractors.example/product/x', origin, mode: 'navigate' },
      'bypass',
    ],
  ])('%s: %s', (_name, request, expected) => {
    expect(requestStrategy(request)).toBe(expected);
  });

  it('never keeps a personal page, in either language', () => {
    for (const page of [
      '/checkout',
      '/account',
      '/orders',
      '/orders/1',
      '/receipt/x',
      '/shopping-cart',
      '/auth/register',
      '/staff',
      '/staff/requests/x',
    ]) {
      for (const prefix of ['', '/en']) expect(requestStrategy(navigate(`${prefix}${page}`))).not.toBe('product-page');
    }
  });
});

describe('the offline page of a request', () => {
  it.each([
    ['/', '/offline'],
    ['/product/x', '/offline'],
    ['/entypa', '/offline'],
    ['/en', '/en/offline'],
    ['/en/product/x', '/en/offline'],
  ])('%s → %s', (path, expected) => {
    expect(offlinePagePath(`${origin}${path}`)).toBe(expected);
  });
});
