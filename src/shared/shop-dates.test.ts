import { describe, expect, it } from 'vitest';
import { dayStart } from './shop-dates';

describe('a calendar day in the shop’s time zone', () => {
  it.each([
    ['2026-01-15', 0, '2026-01-14T22:00:00.000Z'],
    ['2026-07-15', 0, '2026-07-14T21:00:00.000Z'],
    ['2026-07-15', 1, '2026-07-15T21:00:00.000Z'],
    ['2026-12-31', 1, '2026-12-31T22:00:00.000Z'],
  ])('%s (+%i days) starts at %s', (day, plus, expected) => {
    expect(dayStart(day, plus)?.toISOString()).toBe(expected);
  });

  it.each(['', '2026-7-1', 'yesterday', '2026-07-15T00:00'])('%j is not a day', (day) => {
    expect(dayStart(day)).toBeNull();
  });
});
