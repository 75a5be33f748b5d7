import { describe, expect, it } from 'vitest';
import { canMoveOrder, canMovePayment, orderStates, paymentStates } from './order-states';

/** The moves written out once more, so that a change to the tables must be made twice on purpose. */
const allowedOrderMoves = new Set([
  'pending→processing',
  'pending→canceled',
  'processing→ready',
  'processing→shipped',
  'processing→completed',
  'processing→canceled',
  'ready→shipped',
  'ready→completed',
  'ready→canceled',
  'shipped→completed',
  'shipped→returned',
  'completed→returned',
]);
const allowedPaymentMoves = new Set([
  'created→pending',
  'created→approved',
  'created→failed',
  'created→canceled',
  'pending→approved',
  'pending→failed',
  'pending→canceled',
  'approved→refunded',
]);

const pairs = <T extends string>(states: readonly T[]) =>
  states.flatMap((from) => states.map((to) => [from, to] as const));

describe('order lifecycle', () => {
  it.each(pairs(orderStates))('%s → %s', (from, to) =>
    expect(canMoveOrder(from, to)).toBe(allowedOrderMoves.has(`${from}→${to}`)),
  );
});

describe('payment lifecycle', () => {
  it.each(pairs(paymentStates))('%s → %s', (from, to) =>
    expect(canMovePayment(from, to)).toBe(allowedPaymentMoves.has(`${from}→${to}`)),
  );
});
