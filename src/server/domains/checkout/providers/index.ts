import 'server-only';
import type { CheckoutSettings } from '../checkout-settings';
import type { VatNumberChecker } from './vat-number-checker';
import { createViesChecker } from './vies';

export type { VatNumberCheck, VatNumberChecker } from './vat-number-checker';
export { createViesChecker, viesDefaultUrl } from './vies';

// One checker per service address for the whole process, so that its cache of answers outlives a request.
const checkers = new Map<string, VatNumberChecker>();

/** The VAT-number checker of the configuration, or null (VAT_NUMBER_CHECK=off): then no number counts as verified. */
export function vatNumberChecker(
  settings: Pick<CheckoutSettings, 'vatNumberCheck' | 'viesUrl'>,
): VatNumberChecker | null {
  if (settings.vatNumberCheck !== 'vies') return null;
  let checker = checkers.get(settings.viesUrl);
  if (!checker) {
    checker = createViesChecker({ baseUrl: settings.viesUrl });
    checkers.set(settings.viesUrl, checker);
  }
  return checker;
}
