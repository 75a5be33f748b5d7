import { describe, expect, it } from 'vitest';
import { fitmentWhere, parseListingParams } from './listing';

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
