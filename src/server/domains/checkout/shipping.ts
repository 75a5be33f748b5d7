import 'server-only';
import { euCountries } from '@/shared/vat-number';
import type { CheckoutSettings, ShippingZone } from './checkout-settings';

export type ShippingQuote = { code: string; cents: number };

function zonesOf(settings: CheckoutSettings, country: string, postalCode: string): Set<ShippingZone> {
  if (country === settings.homeCountry) {
    const island = settings.islandPostcodePrefixes.some((prefix) => postalCode.replace(/\s/g, '').startsWith(prefix));
    return new Set(['gr', island ? 'gr-islands' : 'gr-mainland']);
  }
  return new Set(['international', euCountries.includes(country) ? 'eu' : 'world']);
}

/**
 * The methods that reach a destination with this weight, with their cost; empty when none does. A method is free
 * when the items total (excluding VAT) reaches its free-shipping threshold, island surcharge included.
 */
export function shippingMethodsFor(
  settings: CheckoutSettings,
  destination: { country: string; postalCode: string },
  weightGrams: number,
  itemsCents: number,
): ShippingQuote[] {
  const zones = zonesOf(settings, destination.country, destination.postalCode);
  const island = zones.has('gr-islands');
  return settings.shippingMethods
    .filter((method) => zones.has(method.zone) && (method.maxGrams === null || weightGrams <= method.maxGrams))
    .map((method) => {
      if (method.freeFromCents !== null && itemsCents >= method.freeFromCents) return { code: method.code, cents: 0 };
      const extraKilos = Math.max(0, Math.ceil((weightGrams - method.includedGrams) / 1000));
      const surcharge = island && method.baseCents > 0 ? settings.islandSurchargeCents : 0;
      return { code: method.code, cents: method.baseCents + extraKilos * method.perKgCents + surcharge };
    });
}
