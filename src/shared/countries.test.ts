import { describe, expect, it } from 'vitest';
import { addressSchema } from './address-rules';
import { countryCodes, isCountryCode, shippingCountries } from './countries';

const address = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  address1: 'Feldweg 1',
  phone: '+49 30 1234567',
  city: 'Berlin',
  postalCode: '10115',
};
const countryOf = (country: string) => {
  const parsed = addressSchema.safeParse({ ...address, country });
  return parsed.success ? parsed.data.country : parsed.error.issues.map((issue) => issue.message);
};

describe('countries', () => {
  it('knows the 249 countries of ISO 3166-1, including every country the forms offer', () => {
    expect(countryCodes.size).toBe(249);
    expect(shippingCountries.filter((code) => !isCountryCode(code))).toEqual([]);
  });

  it.each([
    ['de', 'DE'],
    [' gr ', 'GR'],
    ['AQ', 'AQ'],
  ])('an address in %j is in %s', (country, code) => expect(countryOf(country)).toBe(code));

  it.each(['QQ', 'XX', 'ZZ', 'EU', 'UK', 'EL', 'DEU', 'D', ''])(
    'an address in %j is refused with the reason "country"',
    (country) => expect(countryOf(country)).toEqual(['country']),
  );
});
