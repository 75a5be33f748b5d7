import { describe, expect, it } from 'vitest';
import { consumerPrice, type VatRules } from './vat';

const rules: VatRules = { homeCountry: 'GR', vatRates: { GR: 24, DE: 19, FI: 25.5 } };

describe('consumerPrice', () => {
  it.each([
    { country: null, net: 10_000, rate: 24, gross: 12_400 },
    { country: 'GR', net: 2411, rate: 24, gross: 2990 },
    { country: 'DE', net: 10_000, rate: 19, gross: 11_900 },
    { country: 'FI', net: 1000, rate: 25.5, gross: 1255 },
    { country: 'US', net: 10_000, rate: 0, gross: 10_000 },
  ])('$net cents for $country: $rate % → $gross', ({ country, net, rate, gross }) => {
    expect(consumerPrice(rules, net, country)).toEqual({ ratePercent: rate, grossCents: gross });
  });
});
