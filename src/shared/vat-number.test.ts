import { describe, expect, it } from 'vitest';
import { isValidGreekVatNumber, isValidVatNumber, normaliseVatNumber } from './vat-number';

describe('Greek VAT numbers (ΑΦΜ) by their check digit', () => {
  it.each([
    ['094019245', true],
    ['090000045', true],
    ['EL 094 014 201', true],
    ['GR123456783', true],
    ['094019246', false],
    ['999999999', false],
    ['000000000', false],
    ['09401924', false],
    ['0940192450', false],
    ['09401924A', false],
  ])('%s → %s', (afm, valid) => expect(isValidGreekVatNumber(afm)).toBe(valid));
});

describe('other EU VAT numbers by format', () => {
  it.each([
    ['DE', 'DE123456789', true],
    ['DE', '12345678', false],
    ['FR', 'FR 12 345678901', true],
    ['NL', 'NL123456789B01', true],
    ['AT', 'ATU12345678', true],
    ['AT', '12345678', false],
    ['IT', '12345678901', true],
    ['CY', '12345678L', true],
    ['GR', '094019245', true],
    ['CH', 'CHE123456789', false],
    ['US', '123456789', false],
  ])('%s %s → %s', (country, number, valid) => expect(isValidVatNumber(country, number)).toBe(valid));

  it('drops separators and the country prefix', () => {
    expect(normaliseVatNumber('GR', 'el-094.019.245')).toBe('094019245');
    expect(normaliseVatNumber('DE', 'de 123 456 789')).toBe('123456789');
  });
});
