import { pushToDataLayer } from '@/components/consent/data-layer';
import type { OrderFieldsFragment } from '@/api-client/generated/graphql';

export type PurchaseEvent = {
  transaction_id: string;
  value: number;
  currency: string;
  tax: number;
  shipping: number;
  items: { item_id: string; item_name: string; price: number; quantity: number }[];
};

/**
 * Spec §7 purchase event (transaction id, value, currency, tax, shipping, items), in the shape analytics tools read
 * from `dataLayer`. Nothing is sent anywhere here: the consent-aware analytics providers pick it up when allowed.
 */
export function emitPurchase(
  order: Pick<OrderFieldsFragment, 'number' | 'total' | 'taxTotal' | 'shipmentTotal' | 'items'>,
  currency = 'EUR',
) {
  const event: PurchaseEvent = {
    transaction_id: order.number,
    value: order.total.amount / 100,
    currency,
    tax: order.taxTotal.amount / 100,
    shipping: order.shipmentTotal.amount / 100,
    items: order.items.map((item) => ({
      item_id: item.sku,
      item_name: item.name,
      price: item.price.amount / 100,
      quantity: item.quantity,
    })),
  };
  pushToDataLayer({ event: 'purchase', ecommerce: event });
  window.dispatchEvent(new CustomEvent('shop:purchase', { detail: event }));
}
