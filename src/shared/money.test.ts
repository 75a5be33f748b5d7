import { describe, expect, it } from 'vitest';
import { localeTags } from './locales';
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

  // Euros are written by hand (no Intl while a page hydrates): the same text as Intl's, whatever the amount.
  const amounts = [0, 1, 5, 99, 100, 101, 1999, 99999, 100000, 123456, 100000000, 123456789012, -1, -99, -100, -123456];
  it.each(['el', 'en'] as const)('writes euros in %s as Intl does, with and without cents', (locale) => {
    for (const whole of [false, true]) {
      const intl = new Intl.NumberFormat(localeTags[locale], {
        style: 'currency',
        currency: 'EUR',
        useGrouping: 'always',
        ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
      });
      for (const cents of amounts)
        expect(formatMoney({ cents, currency: 'EUR' }, locale, { whole })).toBe(
          intl.format(whole ? Math.trunc(cents / 100) : cents / 100),
        );
    }
  });

  it('formats other currencies through Intl', () => {
    expect(formatMoney({ cents: 123456, currency: 'USD' }, 'en')).toBe('$1,234.56');
  });

  it('writes whole euros for price ranges', () => {
    expect(formatMoney({ cents: 2000, currency: 'EUR' }, 'el', { whole: true })).toBe('20 €');
    expect(formatMoney({ cents: 50000, currency: 'EUR' }, 'en', { whole: true })).toBe('€500');
  });
});
