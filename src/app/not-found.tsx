/**
 * Above the shop's root layout ([locale]/layout.tsx) there is no page to draw on: this answer is reached only when
 * that layout itself gives up (an address whose language the shop does not have). Next's built-in one travels in
 * every page's payload, styles and all (issue #20); this one is a status line.
 */
export default function Root404() {
  return <p>404</p>;
}
