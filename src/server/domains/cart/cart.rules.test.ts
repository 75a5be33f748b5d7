import { describe, expect, it } from 'vitest';
import { backorderSplit } from './cart.rules';

describe('backorderSplit', () => {
  it.each([
    [
      'more than the shelf of a back-orderable part',
      { quantity: 47, onShelf: 40, backorderable: true },
      { shipNow: 40, later: 7 },
    ],
    ['none on the shelf', { quantity: 3, onShelf: 0, backorderable: true }, { shipNow: 0, later: 3 }],
    ['exactly the shelf', { quantity: 40, onShelf: 40, backorderable: true }, null],
    ['less than the shelf', { quantity: 2, onShelf: 40, backorderable: true }, null],
    ['a part that cannot be back-ordered', { quantity: 5, onShelf: 3, backorderable: false }, null],
  ])('%s', (_, line, expected) => expect(backorderSplit(line)).toEqual(expected));
});
