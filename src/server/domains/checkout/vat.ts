import 'server-only';
import { euCountries } from '@/shared/vat-number';
import type { CheckoutSettings } from './checkout-settings';

export type VatDecision = { ratePercent: number; reverseCharge: boolean };

/**
 * The one place VAT is decided: Greek VAT at home; the destination's rate elsewhere in the EU, unless a business's
 * VAT number was verified with VIES (reverse charge: the buyer accounts for it); none outside the EU (export).
 * A number that is only well-formed, or that nobody could verify, pays VAT: the seller owes it otherwise.
 */
export function vatFor(
  settings: CheckoutSettings,
  destination: { country: string; isBusiness: boolean; vatNumberVerified: boolean },
): VatDecision {
  const home = settings.vatRates[settings.homeCountry] ?? 0;
  if (destination.country === settings.homeCountry) return { ratePercent: home, reverseCharge: false };
  if (!euCountries.includes(destination.country)) return { ratePercent: 0, reverseCharge: false };
  if (destination.isBusiness && destination.vatNumberVerified) return { ratePercent: 0, reverseCharge: true };
  return { ratePercent: settings.vatRates[destination.country] ?? home, reverseCharge: false };
}

/** VAT of a net amount, rounded half up to a cent; the rate may have a decimal (25.5 %). */
export function vatCents(netCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((netCents * basisPoints + 5000) / 10_000);
}
