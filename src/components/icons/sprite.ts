import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons } from './sprite-icons';

/**
 * The sprite file's text: one `<symbol>` per icon, holding the icon's drawing without its frame. The stroke, its
 * width and the size come from the `<svg>` of each `<Icon>`, which the drawing inherits.
 */
export function spriteSvg(): string {
  const symbols = Object.entries(spriteIcons).map(([name, icon]) => {
    const drawing = renderToStaticMarkup(createElement(icon))
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The sprite's public address: named by its content, so a browser may keep it for good. */
export function spriteFileName(svg: string): string {
  return `sprite-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
}
