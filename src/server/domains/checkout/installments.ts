import 'server-only';
import type { CheckoutSettings } from './checkout-settings';

/** Spec §5 hint "from {min} up to {max} installments": the highest tier the total (with VAT) reaches. */
export function installmentBounds(settings: CheckoutSettings, totalCents: number): { min: number; max: number } {
  const max = settings.installments
    .filter((tier) => tier.minTotalCents <= totalCents)
    .reduce((best, tier) => Math.max(best, tier.max), 1);
  return { min: max > 1 ? 2 : 1, max };
}

export function isAllowedInstallments(settings: CheckoutSettings, totalCents: number, count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= installmentBounds(settings, totalCents).max;
}
