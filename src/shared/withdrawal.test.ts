import { describe, expect, it } from 'vitest';
import { mayWithdraw, withdrawalDeadline, type WithdrawalFacts } from './withdrawal';

const ordered = new Date('2026-06-20T10:00:00Z');
const delivered = new Date('2026-06-25T10:00:00Z');
const base: WithdrawalFacts = { state: 'shipped', createdAt: ordered, deliveredAt: null, business: false };
const at = (iso: string) => new Date(iso);

describe('withdrawalDeadline', () => {
  it('is 14 days after delivery once delivered, else 14 days after the order', () => {
    expect(withdrawalDeadline({ createdAt: ordered, deliveredAt: delivered })).toEqual(at('2026-07-09T10:00:00Z'));
    expect(withdrawalDeadline({ createdAt: ordered, deliveredAt: null })).toEqual(at('2026-07-04T10:00:00Z'));
  });
});

describe('mayWithdraw', () => {
  it.each([
    { case: 'on the day of the order', facts: base, now: '2026-06-20T11:00:00Z', may: true },
    { case: 'on the 14th day', facts: base, now: '2026-07-04T10:00:00Z', may: true },
    { case: 'after the 14th day, not delivered', facts: base, now: '2026-07-04T10:00:01Z', may: false },
    {
      case: 'delivered later: counted from delivery',
      facts: { ...base, state: 'completed' as const, deliveredAt: delivered },
      now: '2026-07-08T10:00:00Z',
      may: true,
    },
    {
      case: 'delivered, after 14 days',
      facts: { ...base, state: 'completed' as const, deliveredAt: delivered },
      now: '2026-07-10T10:00:00Z',
      may: false,
    },
    { case: 'pending', facts: { ...base, state: 'pending' as const }, now: '2026-06-21T00:00:00Z', may: true },
    { case: 'cancelled', facts: { ...base, state: 'canceled' as const }, now: '2026-06-21T00:00:00Z', may: false },
    { case: 'returned', facts: { ...base, state: 'returned' as const }, now: '2026-06-21T00:00:00Z', may: false },
    { case: 'a business buyer', facts: { ...base, business: true }, now: '2026-06-21T00:00:00Z', may: false },
  ])('$case: $may', ({ facts, now, may }) => {
    expect(mayWithdraw(facts, at(now))).toBe(may);
  });
});
