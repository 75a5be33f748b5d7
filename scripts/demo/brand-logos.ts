/**
 * Brand logos as text marks (an SVG with the brand's name in a frame): honest stand-ins, never the makers' own
 * trademarks, so the demo shop has a mark for every brand. Pure strings: the same brands give the same files.
 */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const brandLogoPath = (slug: string) => `brands/${slug}.svg`;

export function brandLogo(name: string): string {
  // Long names get a smaller font so that they fit the 240-wide mark.
  const size = Math.max(14, Math.min(30, Math.floor(200 / Math.max(name.length * 0.58, 1))));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96">',
    `<title>${escapeXml(name)}</title>`,
    '<rect x="3" y="3" width="234" height="90" rx="12" fill="#fff" stroke="#333" stroke-width="3"/>',
    `<text x="120" y="${48 + size * 0.35}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#333">${escapeXml(name)}</text>`,
    '</svg>\n',
  ].join('');
}
