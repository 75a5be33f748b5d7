import { describe, expect, it } from 'vitest';
import { waitingAge } from './waiting-age';

const now = new Date('2026-03-10T10:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('waitingAge', () => {
  it.each([
    [0, { unit: 'minutes', count: 0 }],
    [59, { unit: 'minutes', count: 59 }],
    [60, { unit: 'hours', count: 1 }],
    [24 * 60 - 1, { unit: 'hours', count: 23 }],
    [3 * 24 * 60 + 5, { unit: 'days', count: 3 }],
    // A clock a little ahead of the database never shows a negative age.
    [-2, { unit: 'minutes', count: 0 }],
  ])('%i minutes ago is %o', (minutes, age) => {
    expect(waitingAge(before(minutes), now)).toEqual(age);
  });
});
