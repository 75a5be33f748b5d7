import { describe, expect, it } from 'vitest';
import { alternatesFor, localizedPath } from './paths';

describe('localizedPath', () => {
  it.each([
    ['el', '/', '/'],
    ['en', '/', '/en'],
    ['el', '/product/filtro', '/product/filtro'],
    ['en', '/product/filter', '/en/product/filter'],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });
});

describe('alternatesFor', () => {
  it('gives each language its own slug and Greek as x-default', () => {
    const slugs = { el: 'filtro-ladiou', en: 'oil-filter' };
    expect(alternatesFor('en', (locale) => `/product/${slugs[locale]}`)).toEqual({
      canonical: '/en/product/oil-filter',
      languages: { el: '/product/filtro-ladiou', en: '/en/product/oil-filter', 'x-default': '/product/filtro-ladiou' },
    });
  });
});
