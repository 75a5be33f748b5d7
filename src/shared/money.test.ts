import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimalToCents } from './money';

describe('parseDecimalToCents', () => {
  it.each([
    ['24.11', 2411],
    ['0.00', 0],
    ['1234.50', 123450],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseDecimalToCents(text)).toBe(cents);
  });

  it.each(['24.1', '24,11', '-1.00', '1e3', '', ' 24.11', '24.111', 'abc'])('refuses %j', (text) => {
    expect(parseDecimalToCents(text)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats euros the Greek way and the English way', () => {
    expect(formatMoney({ cents: 123456, currency: 'EUR' }, 'el')).toBe('1.234,56\u00a0€');
    expect(formatMoney({ cents: 123456, currency: 'EUR' }, 'en')).toBe('€1,234.56');
  });

  it('writes whole euros for price ranges', () => {
    expect(formatMoney({ cents: 2000, currency: 'EUR' }, 'el', { whole: true })).toBe('20 €');
    expect(formatMoney({ cents: 50000, currency: 'EUR' }, 'en', { whole: true })).toBe('€500');
  });
});
