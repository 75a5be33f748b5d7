import { describe, expect, it } from 'vitest';
import { parseSearchState, productsHref, searchInput, searchQuery } from './search-params';

describe('the search page state in its URL', () => {
  it('reads lists, a price range, the order and the page', () => {
    const state = parseSearchState({
      search: '  φίλτρο   λαδιού ',
      brand: 'kubota,Yanmar',
      condition: ['used', 'new'],
      price: '20-50',
      sort: 'price-asc',
      page: '3',
    });
    expect(state).toMatchObject({
      search: 'φίλτρο λαδιού',
      filters: { brand: ['kubota', 'yanmar'], condition: ['used', 'new'], price: { min: 20, max: 50 } },
      sort: 'price-asc',
      page: 3,
    });
  });

  it.each([
    [{ brand: 'kubota;drop table', availability: 'soon', price: '50-20', sort: 'cheapest', page: '-2' }],
    [{ brand: '', price: 'abc', page: '99999999' }],
  ])('drops what it cannot read instead of failing: %j', (params) => {
    const state = parseSearchState(params);
    expect(state.filters).toEqual({ condition: [], brand: [], model: [], category: [], availability: [], price: null });
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
  });

  it('asks the search for cents, an inclusive top and the page window', () => {
    const input = searchInput(parseSearchState({ search: 'μίζα', brand: 'kubota', price: '20-50', page: '2' }));
    expect(input).toMatchObject({
      term: 'μίζα',
      where: { brand: ['kubota'], priceMin: 2000, priceMax: 4999 },
      suggest: true,
      first: 24,
      skip: 24,
    });
    expect(searchInput(parseSearchState({ price: '500-' })).where).toEqual({ priceMin: 50000 });
  });

  it('reads what the visitor set aside of what the search understood, and keeps it with the term only', () => {
    const state = parseSearchState({ search: 'μίζα kubota l1-185', ignore: 'condition,model,everything' });
    expect(state.ignore).toEqual(['model', 'condition']);
    expect(searchQuery(state)).toEqual({ search: 'μίζα kubota l1-185', ignore: 'model,condition' });
    expect(searchInput(state).ignore).toEqual(['model', 'condition']);
    expect(searchQuery(parseSearchState({ ignore: 'model' }))).toEqual({});
    expect(searchInput(parseSearchState({ search: 'μίζα' }))).not.toHaveProperty('ignore');
  });

  it('writes equal filters as equal URLs, without the page', () => {
    const state = parseSearchState({ brand: 'yanmar,kubota', search: 'x', sort: 'relevance', page: '4' });
    expect(searchQuery(state)).toEqual({ search: 'x', brand: 'yanmar,kubota' });
  });

  it('writes a link to a search that reads back as the same search, and the bare listing without parameters', () => {
    const state = parseSearchState({ search: 'φίλτρο λαδιού & co', brand: 'kubota,yanmar', price: '20-50' });
    const href = productsHref(searchQuery(state));
    const url = new URL(href, 'https://shop.example');
    expect(url.pathname).toBe('/products');
    expect(parseSearchState(Object.fromEntries(url.searchParams))).toEqual(state);
    expect(productsHref({})).toBe('/products');
  });
});
