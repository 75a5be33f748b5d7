import { describe, expect, it } from 'vitest';
import { listingViewPath } from './listing-views';

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

  it('rewrites the parts listing without a search or filter, its first page too', () => {
    expect(viewOf('/products')).toBe(`/products/${encodeURIComponent('page=1')}`);
    expect(viewOf('/products?page=4&sort=newest')).toBe(`/products/${encodeURIComponent('page=4&sort=newest')}`);
    expect(viewOf('/products?model=kubota-l1-185')).toBe(
      `/products/${encodeURIComponent('page=1&model=kubota-l1-185')}`,
    );
  });

  it('leaves a search and a filtered listing to be rendered per request', () => {
    for (const path of [
      '/products?search=filter',
      '/products?brand=kubota',
      '/products?model=kubota-l1-185,yanmar-ym2000',
      '/products?price=20-50',
      '/products?availability=available&page=2',
    ])
      expect(viewOf(path), path).toBeNull();
  });

  it('rewrites nothing else', () => {
    for (const path of ['/brands', '/product/filter?page=2', '/brands/kubota/page=2', '/categories/filters?page=2'])
      expect(viewOf(path), path).toBeNull();
  });
});
