import 'server-only';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import type { CheckoutSettings, ShippingZone } from './checkout-settings';
import { paymentMethodsFor } from './quote';

/**
 * What the shipping and payment pages tell a visitor before checkout, read from the same settings the checkout
 * quotes from, so that the pages can never promise a price or a method the checkout does not offer.
 */
export type ShippingMethodOverview = {
  code: string;
  zone: ShippingZone;
  baseCents: number;
  perKgCents: number;
  includedGrams: number;
  maxGrams: number | null;
  /** Free from this items total (excluding VAT); null when never free. */
  freeFromCents: number | null;
  /** Added for Greek island postal codes; null when the method never costs more there. */
  islandSurchargeCents: number | null;
};

export function shippingMethodsOverview(settings: CheckoutSettings): ShippingMethodOverview[] {
  return settings.shippingMethods.map((method) => ({
    ...method,
    // As shipping.ts: islands belong to the zones gr and gr-islands, and only paid methods cost more there.
    islandSurchargeCents:
      (method.zone === 'gr' || method.zone === 'gr-islands') &&
      method.baseCents > 0 &&
      settings.islandSurchargeCents > 0
        ? settings.islandSurchargeCents
        : null,
  }));
}

export type PaymentMethodOverview =
  | { code: Extract<PaymentMethodCode, 'cash-on-delivery'>; feeCents: number; country: string }
  | { code: Extract<PaymentMethodCode, 'bank-transfer'>; beneficiary: string; bank: string; iban: string }
  | { code: Extract<PaymentMethodCode, 'card'>; installments: { minTotalCents: number; max: number }[] };

/** The payment methods the checkout can offer (cash on delivery at home only) with their terms. */
export function paymentMethodsOverview(settings: CheckoutSettings, cardAvailable: boolean): PaymentMethodOverview[] {
  return paymentMethodsFor(settings, settings.homeCountry, cardAvailable).map((method): PaymentMethodOverview => {
    switch (method.code) {
      case 'cash-on-delivery':
        return { code: method.code, feeCents: method.feeCents, country: settings.homeCountry };
      case 'bank-transfer':
        return { code: method.code, ...settings.bankTransfer };
      case 'card':
        return { code: method.code, installments: settings.installments.filter((tier) => tier.max > 1) };
    }
  });
}
