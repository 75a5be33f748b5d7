import { describe, expect, it } from 'vitest';
import type { OrderState } from '../order-states';
import { allowedDeskActions, moneyOf, type OrderFacts, type PaymentFacts } from './order-desk.rules';

const payment = (overrides: Partial<PaymentFacts>): PaymentFacts => ({
  id: 1,
  method: 'cash-on-delivery',
  state: 'pending',
  amountCents: 10_000,
  receivedCents: 0,
  refundedCents: 0,
  ...overrides,
});

const facts = (state: OrderState, overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  state,
  paymentMethod: 'cash-on-delivery',
  shippingMethod: 'courier',
  payments: [payment({})],
  lines: [{ id: 1, quantity: 2, returnedQuantity: 0 }],
  ...overrides,
});

const always = ['resend-confirmation', 'note'];
const bankPending = { paymentMethod: 'bank-transfer', payments: [payment({ method: 'bank-transfer' })] };
const bankPaid = {
  paymentMethod: 'bank-transfer',
  payments: [payment({ method: 'bank-transfer', state: 'approved', receivedCents: 10_000 })],
};
const cardPaid = { paymentMethod: 'card', payments: [payment({ method: 'card', state: 'approved' })] };

/** What the desk offers for an order, state by state: the page shows exactly these, the actions refuse the rest. */
describe('the order desk offers', () => {
  it.each<[string, OrderFacts, string[]]>([
    ['an unpaid bank transfer', facts('pending', bankPending), ['mark-paid', 'cancel', 'edit-contact', ...always]],
    [
      'a bank transfer paid in part',
      facts('pending', { ...bankPending, payments: [payment({ method: 'bank-transfer', receivedCents: 4000 })] }),
      ['mark-paid', 'cancel', 'refund', 'edit-contact', ...always],
    ],
    [
      'a paid bank transfer',
      facts('processing', bankPaid),
      ['pack', 'ship', 'cancel', 'refund', 'edit-contact', ...always],
    ],
    [
      'an unpaid card order',
      facts('pending', { paymentMethod: 'card', payments: [payment({ method: 'card', state: 'created' })] }),
      ['cancel', 'edit-contact', ...always],
    ],
    [
      'a cash order to prepare',
      facts('processing'),
      ['mark-collected', 'pack', 'ship', 'cancel', 'edit-contact', ...always],
    ],
    ['a packed cash order', facts('ready'), ['mark-collected', 'ship', 'cancel', 'edit-contact', ...always]],
    [
      'a pickup order to hand over',
      facts('processing', { shippingMethod: 'pickup' }),
      ['mark-collected', 'pack', 'deliver', 'cancel', 'edit-contact', ...always],
    ],
    ['a shipped cash order', facts('shipped'), ['mark-collected', 'deliver', 'return', ...always]],
    ['a shipped card order', facts('shipped', cardPaid), ['deliver', 'return', 'refund', ...always]],
    ['a completed card order', facts('completed', cardPaid), ['return', 'refund', ...always]],
    [
      'a completed order returned in full',
      facts('completed', { ...cardPaid, lines: [{ id: 1, quantity: 2, returnedQuantity: 2 }] }),
      ['refund', ...always],
    ],
    ['a cancelled order', facts('canceled', { payments: [payment({ state: 'canceled' })] }), always],
    [
      'a returned card order refunded in full',
      facts('returned', {
        ...cardPaid,
        payments: [payment({ method: 'card', state: 'refunded', refundedCents: 10_000 })],
      }),
      always,
    ],
  ])('for %s', (_, order, expected) => expect(allowedDeskActions(order)).toEqual(expected));
});

describe('the money an order holds', () => {
  it('counts a card by its approval, a transfer by what was received, less what was refunded', () => {
    expect(
      moneyOf({
        payments: [
          payment({ method: 'card', state: 'failed' }),
          payment({ method: 'card', state: 'approved', refundedCents: 2500 }),
        ],
      }),
    ).toEqual({ paidCents: 10_000, refundedCents: 2500, refundableCents: 7500 });
    expect(moneyOf({ payments: [payment({ method: 'bank-transfer', receivedCents: 3000 })] })).toEqual({
      paidCents: 3000,
      refundedCents: 0,
      refundableCents: 3000,
    });
  });
});
