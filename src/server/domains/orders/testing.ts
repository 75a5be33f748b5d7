import type { CheckoutInput } from '@/shared/checkout-rules';

/** A customer in Larisa paying cash on delivery: the checkout input tests place orders with. */
export const greekCustomer: CheckoutInput = {
  email: 'nikos@example.gr',
  billing: {
    firstName: 'Νίκος',
    lastName: 'Γεωργίου',
    address1: 'Ηρώων Πολυτεχνείου 5',
    phone: '+30 690 111 2222',
    country: 'GR',
    city: 'Λάρισα',
    postalCode: '412 22',
  },
  shipToBilling: true,
  document: 'receipt',
  shippingMethod: 'courier',
  paymentMethod: 'cash-on-delivery',
};
