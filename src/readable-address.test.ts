import { describe, expect, it } from 'vitest';
import { isReadableAddress, survivesLocaleRewrite } from './readable-address';

/** The proxy's first check: addresses Next could not decode, or holding a NUL byte, are refused with 400. */
describe('readable addresses', () => {
  const readable = (path: string) => isReadableAddress(new URL(`http://shop.test${path}`));

  it.each([
    ['a truncated escape in a page', '/product/%E0%A4%A'],
    ['an escaped UTF-16 surrogate (not UTF-8)', '/receipt/%ED%A0%80'],
    ['a lone percent sign', '/en/product/100%'],
    ['a truncated escape in a file', '/uploads/%E0%A4%A'],
    ['a truncated escape in the API', '/api/requests/%E0%A4%A/attachments/1'],
    ['a NUL byte in a path', '/product/a%00b'],
    ['a NUL byte in a query', '/products?search=a%00b'],
  ])('refuses %s', (_, path) => {
    expect(readable(path)).toBe(false);
  });

  it.each([
    ['a Greek slug', '/product/%CE%B1%CE%BD%CF%84%CE%BB%CE%AF%CE%B1'],
    ['an escaped percent sign', '/product/100%25'],
    ['a query with a stray percent sign (URLSearchParams keeps it as it is)', '/products?search=100%'],
    ['a plain page', '/en/products?search=pump'],
  ])('lets %s through', (_, path) => {
    expect(readable(path)).toBe(true);
  });
});

describe('page paths after the language rewrite (decoded once by next-intl, again by Next)', () => {
  it.each([
    ['an escaped percent sign', '/product/100%25'],
    ['an escaped escape of a surrogate', '/en/product/%25ED%25A0%2580'],
    ['an escaped escape of a NUL byte', '/product/%2500'],
  ])('refuses %s', (_, path) => {
    expect(survivesLocaleRewrite(path)).toBe(false);
  });

  it.each([
    ['a Greek slug', '/product/%CE%B1%CE%BD%CF%84%CE%BB%CE%AF%CE%B1'],
    ['an escaped slash', '/en/katalogos/a%2Fb'],
    ['a plain page', '/en/products'],
  ])('lets %s through', (_, path) => {
    expect(survivesLocaleRewrite(path)).toBe(true);
  });
});
