import { describe, expect, it } from 'vitest';
import { cardAnswerGraceMs, outcomeOf, payableUntil, type OutcomeFacts } from './order-outcome';

const now = new Date('2026-06-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const card: OutcomeFacts = { state: 'pending', paymentMethod: 'card', paid: false, latest: undefined, now };

describe('order page outcome', () => {
  it.each<[string, Partial<OutcomeFacts>, string]>([
    ['cash on delivery', { paymentMethod: 'cash-on-delivery' }, 'completed'],
    ['an unpaid bank transfer', { paymentMethod: 'bank-transfer' }, 'completed'],
    ['a paid card order', { paid: true, state: 'processing' }, 'completed'],
    ['a card payment just opened', { latest: { state: 'pending', createdAt: ago(5_000) } }, 'processing'],
    [
      'a card payment the customer left',
      { latest: { state: 'pending', createdAt: ago(cardAnswerGraceMs + 1) } },
      'unpaid',
    ],
    [
      'an IRIS payment the bank has yet to confirm, minutes later',
      { latest: { state: 'pending', createdAt: ago(10 * 60_000), onItsWay: true } },
      'processing',
    ],
    ['a card order without any attempt', {}, 'unpaid'],
    ['a refused card', { latest: { state: 'failed', createdAt: ago(1_000) } }, 'failed'],
    ['a cancelled attempt and nothing newer', { latest: { state: 'canceled', createdAt: ago(1_000) } }, 'unpaid'],
    ['a cancelled order', { state: 'canceled' }, 'canceled'],
    ['a cancelled paid order', { state: 'canceled', paid: true }, 'canceled'],
  ])('%s', (_, facts, outcome) => {
    expect(outcomeOf({ ...card, ...facts })).toBe(outcome);
  });
});

describe('payable until', () => {
  const order = { state: 'pending' as const, paymentMethod: 'card', createdAt: now };
  it('is the end of the payment window of an unpaid card order', () => {
    expect(payableUntil(order, false, 30)).toEqual(new Date('2026-06-01T10:30:00Z'));
  });
  it.each([
    ['paid', order, true],
    ['cancelled', { ...order, state: 'canceled' as const }, false],
    ['a bank transfer', { ...order, paymentMethod: 'bank-transfer' }, false],
  ])('is none for an order %s', (_, which, paid) => {
    expect(payableUntil(which, paid, 30)).toBeNull();
  });
});
