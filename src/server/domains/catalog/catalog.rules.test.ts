import { describe, expect, it } from 'vitest';
import { availabilityOf, discountPercent, pageWindow } from './catalog.rules';

describe('availabilityOf', () => {
  it.each([
    [3, false, 'available'],
    [1, true, 'available'],
    [0, true, 'backorder'],
    [0, false, 'unavailable'],
  ] as const)('stock %i, backorderable %s: %s', (stock, backorderable, expected) => {
    expect(availabilityOf(stock, backorderable)).toBe(expected);
  });
});

describe('discountPercent', () => {
  it.each([
    [12016, 9911, 18],
    [1000, 500, 50],
    [1000, null, null],
    [1000, 1000, null],
    [0, 0, null],
  ])('price %i, sale %s: %s%', (price, sale, expected) => {
    expect(discountPercent(price, sale)).toBe(expected);
  });
});

describe('pageWindow', () => {
  it('caps huge pages and refuses negative offsets', () => {
    expect(pageWindow(1_000_000, -5)).toEqual({ first: 100, skip: 0 });
    expect(pageWindow(undefined, undefined)).toEqual({ first: 24, skip: 0 });
    expect(pageWindow(Number.NaN, 10.7)).toEqual({ first: 24, skip: 10 });
  });
});
