import { describe, expect, it } from 'vitest';
import { listingAddressOfView, listingViewPath, searchOfView } from './listing-views';

const viewOf = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return listingViewPath(url.pathname, url.searchParams);
};

describe("the route of a listing address's cached view", () => {
  it("rewrites a brand's or category's other pages, orders and fitments, query parameters it ignores dropped", () => {
    expect(viewOf('/brands/kubota?page=2')).toBe(`/brands/kubota/${encodeURIComponent('page=2')}`);
    expect(viewOf('/product-category/filters?sort=price-asc&page=3&fbclid=x')).toBe(
      `/product-category/filters/${encodeURIComponent('page=3&sort=price-asc')}`,
    );
    expect(viewOf('/brands/kubota?model=kubota-l1-185')).toBe(
      `/brands/kubota/${encodeURIComponent('page=1&model=kubota-l1-185')}`,
    );
  });

  it("leaves a brand's or category's first page in the default order to its own route", () => {
    for (const path of ['/brands/kubota', '/brands/kubota?page=1', '/product-category/filters?utm_source=facebook'])
      expect(viewOf(path), path).toBeNull();
  });

  it('rewrites the parts listing without a search, with one filter at most, its first page too', () => {
    expect(viewOf('/products')).toBe(`/products/${encodeURIComponent('page=1')}`);
    expect(viewOf('/products?sort=newest&page=4')).toBe(`/products/${encodeURIComponent('page=4&sort=newest')}`);
    expect(viewOf('/products?model=kubota-l1-185')).toBe(
      `/products/${encodeURIComponent('page=1&model=kubota-l1-185')}`,
    );
    expect(viewOf('/products?availability=available&page=2&gclid=x')).toBe(
      `/products/${encodeURIComponent('page=2&availability=available')}`,
    );
    expect(viewOf('/products?brand=Kubota')).toBe(`/products/${encodeURIComponent('page=1&brand=kubota')}`);
    // The price facet's own ranges.
    expect(viewOf('/products?price=20-50')).toBe(`/products/${encodeURIComponent('page=1&price=20-50')}`);
    expect(viewOf('/products?price=500-&page=2')).toBe(`/products/${encodeURIComponent('page=2&price=500-')}`);
  });

  it('rewrites a search as typed to its term, its other pages, orders and narrowings left per request', () => {
    expect(viewOf('/products?search=filter')).toBe('/products/search/filter');
    expect(viewOf('/products?search=%20oil%20%20filter&utm_source=x')).toBe('/products/search/oil%20filter');
    expect(viewOf('/products?search=%CE%BC%CE%AF%CE%B6%CE%B1&page=1')).toBe(
      `/products/search/${encodeURIComponent('μίζα')}`,
    );
    expect(viewOf('/products?search=1%2F2%20%26%20x')).toBe(`/products/search/${encodeURIComponent('1/2 & x')}`);
    expect(viewOf('/products?search=100%25')).toBe('/products/search/100%25');
    expect(viewOf('/products?search=...')).toBe('/products/search/...');
    for (const path of [
      '/products?search=filter&page=2',
      '/products?search=filter&sort=price-asc',
      '/products?search=filter&brand=kubota',
      '/products?search=filter&engine=kubota-d650',
      '/products?search=used%20filter&ignore=condition',
      '/products?search=.',
      '/products?search=..',
    ])
      expect(viewOf(path), path).toBeNull();
  });

  it('leaves a narrower listing to be rendered per request', () => {
    for (const path of [
      '/products?brand=kubota&condition=used',
      '/products?model=kubota-l1-185,yanmar-ym2000',
      '/products?price=20-49',
      '/products?price=500-1000',
      '/products?price=20-50&brand=kubota',
      '/products?engine=kubota-d650&model=kubota-l1-185',
    ])
      expect(viewOf(path), path).toBeNull();
  });

  it('rewrites nothing else', () => {
    for (const path of ['/brands', '/product/filter?page=2', '/brands/kubota/page=2', '/categories/filters?page=2'])
      expect(viewOf(path), path).toBeNull();
  });
});

describe("a view's own route asked for directly", () => {
  it("is the listing's address, so that only the proxy's rewrite renders a view", () => {
    expect(listingAddressOfView('/brands/kubota/page%3D2')).toBe('/brands/kubota?page=2');
    expect(listingAddressOfView('/brands/kubota/page=2&sort=name')).toBe('/brands/kubota?page=2&sort=name');
    expect(listingAddressOfView('/products/page%3D1%26brand%3Dkubota')).toBe('/products?page=1&brand=kubota');
    expect(listingAddressOfView('/products/search/oil%20filter')).toBe('/products?search=oil+filter');
    expect(listingAddressOfView(`/products/search/${encodeURIComponent('μίζα')}`)).toBe(
      `/products?search=${encodeURIComponent('μίζα')}`,
    );
  });

  it('is nothing when the segment is not a canonical view (those are not found)', () => {
    for (const path of [
      '/brands/kubota/page%3D1',
      '/brands/kubota/sort=name&page=2',
      '/products/x',
      '/products',
      '/brands/kubota',
      '/brands/kubota/%E0',
      '/products/search/%20filter',
      '/products/search/',
      '/products/search/%E0',
      '/products/search/filter/x',
    ])
      expect(listingAddressOfView(path), path).toBeNull();
  });
});

describe("a search's view", () => {
  it('names its term, decoded; nothing for any other path', () => {
    expect(searchOfView(`/products/search/${encodeURIComponent('1/2 μίζα')}`)).toBe('1/2 μίζα');
    for (const path of ['/products/search/', '/products/search/a/b', '/products/page%3D1', '/products/search/%E0'])
      expect(searchOfView(path), path).toBeNull();
  });
});
