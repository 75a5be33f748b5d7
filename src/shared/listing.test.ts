import { describe, expect, it } from 'vitest';
import { fitmentWhere, listingOfView, listingView, parseListingParams } from './listing';

describe('parseListingParams', () => {
  it('reads page and sort', () => {
    expect(parseListingParams({ page: '3', sort: 'price-asc' })).toMatchObject({ page: 3, sort: 'price-asc' });
  });

  it.each([
    { page: 'abc' },
    { page: '-2' },
    { page: '1.5' },
    { page: '99999999' },
    { sort: 'drop table' },
    { page: ['2', '3'] },
  ])('falls back on bad input %j', (params) => {
    const parsed = parseListingParams(params);
    expect(parsed.page).toBeGreaterThanOrEqual(1);
    expect(parsed.page).toBeLessThanOrEqual(10_000);
    expect(['relevance', 'name', 'price-asc', 'price-desc', 'newest']).toContain(parsed.sort);
  });
});

describe('the fitment every listing honours', () => {
  it.each([
    ['?model=', { model: 'kubota-l1-185' }, { model: 'kubota-l1-185' }],
    [
      'engine and rotovator',
      { engine: 'kubota-d650', rotovator: 'howard-hr' },
      { engine: 'kubota-d650', rotovator: 'howard-hr' },
    ],
    ['none', {}, {}],
  ])('%s', (_, params, where) => {
    expect(fitmentWhere(parseListingParams(params))).toEqual(where);
  });

  it('drops a model that is not a slug', () => {
    expect(fitmentWhere(parseListingParams({ model: "x'; drop" }))).toEqual({});
  });
});

describe("a listing's view (the cached page the proxy rewrites its address to)", () => {
  it('names the page always, and the order and fitment when they are not the default, in a fixed order', () => {
    expect(listingView(parseListingParams({}))).toBe('page=1');
    expect(listingView(parseListingParams({ model: 'kubota-l1-185', sort: 'price-asc', page: '2' }))).toBe(
      'page=2&sort=price-asc&model=kubota-l1-185',
    );
    expect(listingView(parseListingParams({ page: '3', search: 'ignored', utm_source: 'x' }))).toBe('page=3');
  });

  it('reads back only the view it writes, percent-encoded as Next hands it over', () => {
    expect(listingOfView(undefined)).toMatchObject({ page: 1, sort: 'relevance' });
    expect(listingOfView(encodeURIComponent('page=2&sort=price-asc'))).toMatchObject({ page: 2, sort: 'price-asc' });
    expect(listingOfView('page=2')).toMatchObject({ page: 2 });
    for (const other of [
      'sort=price-asc&page=2',
      'page=02',
      'page=1&sort=relevance',
      'page=x',
      'page=1&foo=1',
      '%E0%A4%A',
    ])
      expect(listingOfView(other), other).toBeNull();
  });
});
