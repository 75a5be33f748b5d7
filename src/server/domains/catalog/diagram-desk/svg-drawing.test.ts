import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitisedSvg } from './svg-drawing';

const bytes = (text: string) => new TextEncoder().encode(text);
const clean = (inner: string, attributes = 'viewBox="0 0 100 100"') =>
  sanitisedSvg(bytes(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`))?.toString('utf8') ?? null;

/** What an uploaded SVG keeps (the drawing) and loses (anything that runs, or reaches outside the file). */
describe('an uploaded SVG drawing', () => {
  it.each([
    ['a script element', '<script>alert(1)</script><rect width="1" height="1"/>', 'alert'],
    ['an event handler in capitals', '<rect ONLOAD="x()" width="1" height="1"/>', 'x()'],
    ['a link around a part', '<a href="javascript:x()"><rect width="1" height="1"/></a>', 'javascript'],
    ['an embedded outside image', '<image href="https://evil.example/a.png"/>', 'evil'],
    ['an outside symbol', '<use xlink:href="https://evil.example/s.svg#a"/>', 'evil'],
    ['an outside fill', '<rect fill="url(https://evil.example/p)" width="1" height="1"/>', 'evil'],
    ['a style sheet importing another', '<style>@import url(https://evil.example/x.css);</style>', 'evil'],
    ['a style attribute with an outside URL', '<rect style="fill: url( \'https://evil.example/f\' )"/>', 'evil'],
    ['a foreign object', '<foreignObject><div>html</div></foreignObject>', 'html'],
    ['an animation setting a link', '<set attributeName="href" to="javascript:x()"/>', 'javascript'],
  ])('loses %s', (_name, inner, unsafe) => {
    const result = clean(inner);
    expect(result).not.toBeNull();
    expect(result).not.toContain(unsafe);
  });

  it('keeps the drawing: shapes, text with its entities, gradients and symbols used inside the file', () => {
    const inner =
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><symbol id="s"><circle r="2"/></symbol></defs>' +
      '<rect fill="url(#g)" width="10" height="10"/><use href="#s" x="5"/><text x="1" y="9">Bolt &amp; nut</text>' +
      '<style>.part { stroke: #333 }</style><path class="part" d="M0 0L10 10"/>';
    const result = clean(inner)!;
    for (const kept of [
      'url(#g)',
      'href="#s"',
      'Bolt &amp; nut',
      '.part { stroke: #333 }',
      'd="M0 0L10 10"',
      '<symbol',
    ])
      expect(result).toContain(kept);
  });

  it('gets a viewBox from its size, and is refused without one', () => {
    expect(clean('<rect width="1" height="1"/>', 'width="800" height="600"')).toContain('viewBox="0 0 800 600"');
    expect(clean('<rect width="1" height="1"/>', '')).toBeNull();
  });

  it('is refused with a DOCTYPE, when not well formed, or when its root is not svg', () => {
    expect(sanitisedSvg(bytes('<!DOCTYPE svg [<!ENTITY a "b">]><svg viewBox="0 0 1 1">&a;</svg>'))).toBeNull();
    expect(sanitisedSvg(bytes('<svg viewBox="0 0 1 1"><g></svg>'))).toBeNull();
    expect(sanitisedSvg(bytes('<html><svg viewBox="0 0 1 1"/></html>'))).toBeNull();
  });

  it('is recognised by its first element, after a declaration, comments or a DOCTYPE', () => {
    expect(looksLikeSvg(bytes('\uFEFF<?xml version="1.0"?>\n<!-- drawn by CAD --><svg viewBox="0 0 1 1"/>'))).toBe(
      true,
    );
    expect(looksLikeSvg(bytes('<!DOCTYPE svg [<!ENTITY a "b">]><svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(bytes('%PDF-1.7'))).toBe(false);
  });
});
