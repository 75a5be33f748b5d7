import { describe, expect, it } from 'vitest';
import { cardErrors, type CardFields } from './card-checks';

const valid: CardFields = {
  holder: 'Maria Papadopoulou',
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvv: '123',
};
const now = new Date('2026-11-22T12:00:00Z');

describe('the card form checks (spec §5)', () => {
  it('accepts a valid card', () => expect(cardErrors(valid, now)).toEqual({}));

  it.each([
    ['holder', { holder: ' ' }, 'required'],
    ['number', { number: '' }, 'required'],
    ['number', { number: '4242 4242 4242 42x2' }, 'invalidCharacter'],
    ['number', { number: '4242 4242 4242' }, 'invalidLength'],
    ['number', { number: '4242 4242 4242 4241' }, 'invalid'],
    ['number', { number: '6011 1111 1111 1117' }, 'notSupported'],
    ['expiryMonth', { expiryMonth: '' }, 'required'],
    ['expiryMonth', { expiryMonth: '13' }, 'invalid'],
    ['expiryYear', { expiryYear: '' }, 'required'],
    ['expiryYear', { expiryMonth: '10', expiryYear: '2026' }, 'expired'],
    ['cvv', { cvv: '' }, 'required'],
    ['cvv', { cvv: '12' }, 'invalidLength'],
    ['cvv', { cvv: '1a3' }, 'invalidCharacter'],
  ] as const)('%s %j → %s', (field, change, error) => {
    expect(cardErrors({ ...valid, ...change }, now)[field]).toBe(error);
  });

  it('takes this month as not expired, and two-digit years', () => {
    expect(cardErrors({ ...valid, expiryMonth: '11', expiryYear: '26' }, now)).toEqual({});
  });
});
