import 'server-only';
import { vatCents, type VatDecision } from './vat';

export type OrderTotals = {
  itemsCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  netCents: number;
  vatRatePercent: number;
  reverseCharge: boolean;
  taxCents: number;
  totalCents: number;
};

/** Items, shipping and the payment fee are all taxed at the order's rate. */
export function orderTotals({
  itemsCents,
  shippingCents,
  paymentFeeCents,
  vat,
}: {
  itemsCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  vat: VatDecision;
}): OrderTotals {
  const netCents = itemsCents + shippingCents + paymentFeeCents;
  const taxCents = vatCents(netCents, vat.ratePercent);
  return {
    itemsCents,
    shippingCents,
    paymentFeeCents,
    netCents,
    vatRatePercent: vat.ratePercent,
    reverseCharge: vat.reverseCharge,
    taxCents,
    totalCents: netCents + taxCents,
  };
}
