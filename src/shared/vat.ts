import { euCountries } from './vat-number';

/** What VAT depends on: the shop's country and the standard rates (percent) of the EU countries. */
export type VatRules = { homeCountry: string; vatRates: Record<string, number> };

export type VatDecision = { ratePercent: number; reverseCharge: boolean };

/**
 * The one place VAT is decided (the checkout, the order, and the consumer prices beside every price): Greek VAT at
 * home; the destination's rate elsewhere in the EU, unless a business's VAT number was verified with VIES (reverse
 * charge: the buyer accounts for it); none outside the EU (export). A number that is only well-formed, or that
 * nobody could verify, pays VAT: the seller owes it otherwise.
 */
export function vatFor(
  rules: VatRules,
  destination: { country: string; isBusiness: boolean; vatNumberVerified: boolean },
): VatDecision {
  const home = rules.vatRates[rules.homeCountry] ?? 0;
  if (destination.country === rules.homeCountry) return { ratePercent: home, reverseCharge: false };
  if (!euCountries.includes(destination.country)) return { ratePercent: 0, reverseCharge: false };
  if (destination.isBusiness && destination.vatNumberVerified) return { ratePercent: 0, reverseCharge: true };
  return { ratePercent: rules.vatRates[destination.country] ?? home, reverseCharge: false };
}

/** VAT of a net amount, rounded half up to a cent; the rate may have a decimal (25.5 %). */
export function vatCents(netCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((netCents * basisPoints + 5000) / 10_000);
}

/** A consumer's price: the net price plus the VAT of the visitor's country (home until the country is known). */
export function consumerPrice(rules: VatRules, netCents: number, country: string | null) {
  const { ratePercent } = vatFor(rules, {
    country: country ?? rules.homeCountry,
    isBusiness: false,
    vatNumberVerified: false,
  });
  return { ratePercent, grossCents: netCents + vatCents(netCents, ratePercent) };
}
