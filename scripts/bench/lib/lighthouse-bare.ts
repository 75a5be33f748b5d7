import { startBareNext } from './bare-next';
import { pageText } from './lighthouse-pages';

/**
 * The stylesheet the shop's home page links, without its `@font-face` rules (the bare app has no font files): what
 * a page with the shop's styles but none of its code or fonts loads.
 */
export async function shopStylesheet(base: string): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(await pageText(base, '/'))?.[1];
  if (!href) throw new Error(`no stylesheet linked from ${base}/`);
  const css = await pageText(base, href);
  return css.replace(/@font-face\{[^}]*\}/g, '');
}

/**
 * The bare app (bare-next.ts) for Lighthouse: at `url` a bare page, the JavaScript any App Router page loads, against
 * which the shop's own is counted; at `styledUrl` the same page with `stylesheet` (the shop's, `shopStylesheet`), the
 * floor Lighthouse sets on this machine for a page that must wait for a stylesheet before it paints.
 */
export async function startBareLighthousePages(
  stylesheet: string,
): Promise<{ url: string; styledUrl: string; stop(): void }> {
  const { base, stop } = await startBareNext({
    'app/styled/page.jsx': "import './shop.css';\nexport { default } from '../page.jsx';\n",
    'app/styled/shop.css': stylesheet,
  });
  return { url: `${base}/`, styledUrl: `${base}/styled`, stop };
}
