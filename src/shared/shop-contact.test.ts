import { describe, expect, it } from 'vitest';
import { defaultContactDetails, fullAddress, mapHref } from './shop-contact';

describe('the link to the shop on a map', () => {
  it.each(['el', 'en'] as const)('searches the %s address as written', (locale) => {
    const url = new URL(mapHref(defaultContactDetails, locale));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search');
    expect(url.searchParams.get('query')).toBe(fullAddress(defaultContactDetails, locale));
  });

  it('keeps Greek letters as they are and encodes what a query cannot hold', () => {
    const contact = {
      ...defaultContactDetails,
      address: { ...defaultContactDetails.address, el: { street: 'Οδός 5 & 7', locality: 'Λαμία #2+' } },
    };
    const href = mapHref(contact, 'el');
    expect(href).toBe('https://www.openstreetmap.org/search?query=Οδός+5+%26+7%2C+Λαμία+%232%2B');
    expect(new URL(href).searchParams.get('query')).toBe('Οδός 5 & 7, Λαμία #2+');
  });
});
