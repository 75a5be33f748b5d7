/** A cart line as far as back-ordering goes: what is asked, what the shelf holds, whether the rest may be ordered. */
export type StockedLine = { quantity: number; onShelf: number; backorderable: boolean };

/** How many units of a line ship with the order and how many come later from the supplier. */
export type BackorderSplit = { shipNow: number; later: number };

/**
 * More than the shelf holds of a back-orderable part: the shelf's units ship now, the rest later. Null when every
 * unit ships now (or the part cannot be back-ordered, where the cart refuses more than the stock anyway).
 */
export function backorderSplit(line: StockedLine): BackorderSplit | null {
  if (!line.backorderable || line.quantity <= line.onShelf) return null;
  const shipNow = Math.max(line.onShelf, 0);
  return { shipNow, later: line.quantity - shipNow };
}
