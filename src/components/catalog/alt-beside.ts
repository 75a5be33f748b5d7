/**
 * A picture's alt text beside `text` (a card's title, a cart line's name): none when it only repeats it, so that a
 * screen reader reads the name once and the page does not carry it twice more.
 */
export function altBeside(alt: string, text: string | undefined): string {
  return alt === text ? '' : alt;
}
