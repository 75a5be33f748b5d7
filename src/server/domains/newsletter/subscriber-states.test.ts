import { describe, expect, it } from 'vitest';
import { canMoveSubscriber, statusesThatMayBecome, subscriberStatuses } from './subscriber-states';

/** The moves written out once more, so that a change to the table must be made twice on purpose. */
const allowed = new Set([
  'pending→pending',
  'pending→subscribed',
  'pending→unsubscribed',
  'subscribed→unsubscribed',
  'unsubscribed→pending',
]);

const pairs = subscriberStatuses.flatMap((from) => subscriberStatuses.map((to) => [from, to] as const));

describe('newsletter subscriber lifecycle', () => {
  it.each(pairs)('%s → %s', (from, to) => expect(canMoveSubscriber(from, to)).toBe(allowed.has(`${from}→${to}`)));

  it.each([
    ['pending', ['pending', 'unsubscribed']],
    ['subscribed', ['pending']],
    ['unsubscribed', ['pending', 'subscribed']],
  ] as const)('only these states may become %s', (to, from) =>
    expect(statusesThatMayBecome(to).sort()).toEqual([...from].sort()),
  );
});
