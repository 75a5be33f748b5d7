import 'server-only';
import { euCountries, isValidVatNumber } from '@/shared/vat-number';
import type { CheckoutSettings } from './checkout-settings';
import { vatNumberChecker } from './providers';

export type VatNumberVerification =
  | { verified: true; name: string | null; checkedAt: string }
  | { verified: false; reason: 'none' | 'not-needed' | 'malformed' | 'invalid' | 'unavailable' | 'off' };

/**
 * Whether a business's VAT number counts for reverse charge: an EU number outside the home country, well-formed,
 * and confirmed by the configured registry (VIES). Asked only when the answer changes the VAT; a number VIES refuses
 * or cannot check now, or any number while the check is off, is not verified and pays VAT.
 */
export async function verifiedVatNumber(
  ctx: { config: { checkout: CheckoutSettings } },
  country: string,
  vatNumber: string | null,
): Promise<VatNumberVerification> {
  const settings = ctx.config.checkout;
  if (!vatNumber) return { verified: false, reason: 'none' };
  if (country === settings.homeCountry || !euCountries.includes(country))
    return { verified: false, reason: 'not-needed' };
  if (!isValidVatNumber(country, vatNumber)) return { verified: false, reason: 'malformed' };
  const checker = vatNumberChecker(settings);
  if (!checker) return { verified: false, reason: 'off' };
  const check = await checker.check(country, vatNumber);
  return check.status === 'valid'
    ? { verified: true, name: check.name, checkedAt: check.checkedAt }
    : { verified: false, reason: check.status };
}
