import { describe, expect, it } from 'vitest';
import { canMoveRequest, type RequestActor } from './request-states';
import { requestStatuses } from './requests.tables';

/** The moves written out once more, so that a change to the table must be made twice on purpose. */
const allowed = new Set(['pending→resolved by staff', 'resolved→pending by customer', 'resolved→pending by staff']);
const actors: RequestActor[] = ['customer', 'staff'];
const moves = requestStatuses.flatMap((from) =>
  requestStatuses.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
);

describe('request lifecycle', () => {
  it.each(moves)('%s → %s by %s', (from, to, actor) =>
    expect(canMoveRequest(from, to, actor)).toBe(allowed.has(`${from}→${to} by ${actor}`)),
  );
});
