/**
 * Above the shop's root layout ([locale]/layout.tsx) there is no page to draw on: this answer is reached only if
 * that layout itself called forbidden(), which it does not (the back office's pages have their own). Next's built-in
 * one travels in every page's payload, styles and all (issue #20); this one is a status line.
 */
export default function Root403() {
  return <p>403</p>;
}
