/**
 * `npm run icons:generate`: the app icons of the web manifest (public/icons), drawn from the logo mark
 * (src/components/layout/LogoMark.tsx), so that the icons follow the logo. Their output is committed.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { LogoMark } from '@/components/layout/LogoMark';
import { brandRed } from '@/shared/brand';

const outDir = path.resolve('public/icons');
const svgNamespace = 'http://www.w3.org/2000/svg';

/** The mark's drawing inside its 48×48 viewBox, without the outer <svg>. */
const markInner = renderToStaticMarkup(createElement(LogoMark, { className: '' }))
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '');

/** The mark as is: a red tile with rounded corners on a transparent ground. */
const roundedTile = (size: number) =>
  `<svg xmlns="${svgNamespace}" width="${size}" height="${size}" viewBox="0 0 48 48">${markInner}</svg>`;

/**
 * For launchers that cut their own shape (maskable) and for iOS (which rounds corners itself): a full red square
 * with the mark in its middle, inside the safe zone (the central 80 %) of the maskable icon specification.
 */
function fullBleed(size: number, markShare: number): string {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  return `<svg xmlns="${svgNamespace}" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${brandRed}"/><svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="0 0 48 48">${markInner}</svg></svg>`;
}

const icons = [
  { file: 'icon-192.png', svg: roundedTile(192) },
  { file: 'icon-512.png', svg: roundedTile(512) },
  { file: 'icon-maskable-512.png', svg: fullBleed(512, 0.7) },
  { file: 'apple-touch-icon.png', svg: fullBleed(180, 0.86) },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg)).png({ compressionLevel: 9 }).toFile(path.join(outDir, icon.file));
  console.log(`public/icons/${icon.file}`);
}
