import 'server-only';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import type { CheckoutSettings } from './checkout-settings';
import { installmentBounds } from './installments';
import { shippingMethodsFor, type ShippingQuote } from './shipping';
import { orderTotals, type OrderTotals } from './totals';
import { vatFor } from './vat';

export type PaymentQuote = { code: PaymentMethodCode; feeCents: number };

export type QuoteInput = {
  itemsCents: number;
  weightGrams: number;
  destination: { country: string; postalCode: string };
  /** The invoice's VAT number, when the customer asks for an invoice. */
  vatNumber: string | null;
  /** Whether `verifiedVatNumber` confirmed that number for this destination (reverse charge needs it). */
  vatNumberVerified: boolean;
  shippingMethod?: string | null;
  paymentMethod?: PaymentMethodCode | null;
};

export type Quote = {
  shippingMethods: ShippingQuote[];
  paymentMethods: PaymentQuote[];
  /** The chosen methods when they apply to this destination; null otherwise. */
  shipping: ShippingQuote | null;
  payment: PaymentQuote | null;
  totals: OrderTotals;
  installments: { min: number; max: number };
};

/** Cash on delivery only at home (couriers collect in Greece), bank transfer always, cards when a provider is set. */
export function paymentMethodsFor(settings: CheckoutSettings, country: string, cardAvailable: boolean): PaymentQuote[] {
  const offered: PaymentQuote[] = [
    ...(country === settings.homeCountry
      ? [{ code: 'cash-on-delivery' as const, feeCents: settings.cashOnDeliveryFeeCents }]
      : []),
    { code: 'bank-transfer' as const, feeCents: 0 },
    ...(cardAvailable ? [{ code: 'card' as const, feeCents: 0 }] : []),
  ];
  // The owner's switches (/staff/settings) take methods off the list, and so off what an order may be placed with.
  return offered.filter((method) => !settings.paymentMethodsOff.includes(method.code));
}

/** Everything the checkout shows and the order is placed with, computed in one place from the configuration. */
export function quote(settings: CheckoutSettings, cardAvailable: boolean, input: QuoteInput): Quote {
  const shippingMethods = shippingMethodsFor(settings, input.destination, input.weightGrams, input.itemsCents);
  const paymentMethods = paymentMethodsFor(settings, input.destination.country, cardAvailable);
  const shipping = shippingMethods.find((method) => method.code === input.shippingMethod) ?? null;
  const payment = paymentMethods.find((method) => method.code === input.paymentMethod) ?? null;
  const vat = vatFor(settings, {
    country: input.destination.country,
    isBusiness: input.vatNumber !== null,
    vatNumberVerified: input.vatNumberVerified,
  });
  const totals = orderTotals({
    itemsCents: input.itemsCents,
    shippingCents: shipping?.cents ?? 0,
    paymentFeeCents: payment?.feeCents ?? 0,
    vat,
  });
  return {
    shippingMethods,
    paymentMethods,
    shipping,
    payment,
    totals,
    installments: installmentBounds(settings, totals.totalCents),
  };
}
