import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoDrawing } from '@/components/layout/LogoMark';
import { spriteIcons } from './sprite-icons';

/**
 * The sprite file's text: one `<symbol>` per icon, holding the icon's drawing without its frame. The stroke, its
 * width and the size come from the `<svg>` of each `<Icon>`, which the drawing inherits. The shop's mark (`logo`,
 * 48 units square) comes last: it paints itself, and `<LogoMark>` draws it.
 */
export function spriteSvg(): string {
  const symbols = [...Object.entries(spriteIcons), ['logo', LogoDrawing] as const].map(([name, icon]) => {
    const svg = renderToStaticMarkup(createElement(icon));
    const viewBox = /^<svg[^>]* viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 24 24';
    const drawing = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="${viewBox}">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The sprite's public address: named by its content, so a browser may keep it for good. */
export function spriteFileName(svg: string): string {
  return `sprite-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
}
