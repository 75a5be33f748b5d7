import 'server-only';
export { defaultCheckoutSettings, readCheckoutSettings, type CheckoutSettings } from './checkout-settings';
export {
  paymentMethodsOverview,
  shippingMethodsOverview,
  type PaymentMethodOverview,
  type ShippingMethodOverview,
} from './method-overview';
export { installmentBounds, isAllowedInstallments } from './installments';
export { paymentMethodsFor, quote, type PaymentQuote, type Quote, type QuoteInput } from './quote';
export type { ShippingQuote } from './shipping';
export type { OrderTotals } from './totals';
export { vatCents, vatFor } from './vat';
export { verifiedVatNumber, type VatNumberVerification } from './vat-number-verification';
export { vatNumberChecker, type VatNumberCheck, type VatNumberChecker } from './providers';
