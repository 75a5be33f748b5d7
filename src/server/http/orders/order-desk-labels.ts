import 'server-only';
// next-intl's translator without Next's rendering: the page and the CSV export name things the same way.
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import type { OrderState, PaymentState } from '@/shared/order-lifecycle';
import type { Locale } from '@/shared/locales';

/** How the order desk names states and methods in a language, on the page and in the CSV export alike. */
export type OrderDeskLabels = {
  orderState: (state: OrderState) => string;
  paymentState: (state: PaymentState | null) => string;
  paymentMethod: (code: string) => string;
  /** Shipping methods come from the configuration: one without a staff name is shown by its code. */
  shippingMethod: (code: string) => string;
};

export function orderDeskLabels(locale: Locale): OrderDeskLabels {
  const messages = allMessages[locale];
  const t = createTranslator({ locale, messages, namespace: 'staffOrders' });
  const orders = createTranslator({ locale, messages, namespace: 'orders' });
  const checkout = createTranslator({ locale, messages, namespace: 'checkout' });
  return {
    orderState: (state) => orders(`states.${state}`),
    paymentState: (state) => (state ? orders(`paymentStates.${state}`) : t('noPayment')),
    paymentMethod: (code) => {
      const key = `paymentMethods.${code}` as 'paymentMethods.card';
      return t.has(key) ? t(key) : code;
    },
    shippingMethod: (code) => {
      const key = `shippingMethods.${code}` as 'shippingMethods.courier';
      if (t.has(key)) return t(key);
      const customerName = `methods.${code}` as 'methods.courier';
      return checkout.has(customerName) ? checkout(customerName) : code;
    },
  };
}
