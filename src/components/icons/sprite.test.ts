import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spriteFileName, spriteSvg } from './sprite';
import { spriteHref } from './sprite-href';
import { spriteIcons } from './sprite-icons';

describe('the icon sprite', () => {
  it('is the one the icon list makes (after changing the list, run npm run icons:sprite)', () => {
    const svg = spriteSvg();
    expect(spriteHref).toBe(`/icons/${spriteFileName(svg)}`);
    expect(fs.readFileSync(path.resolve('public', spriteHref.slice(1)), 'utf8')).toBe(svg);
  });

  it("draws every icon of the list under its name, then the shop's mark, and nothing else", () => {
    const svg = spriteSvg();
    const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...Object.keys(spriteIcons), 'logo']);
    for (const [, id, viewBox, drawing] of ids) {
      expect(viewBox, id).toBe(id === 'logo' ? '0 0 48 48' : '0 0 24 24');
      expect(drawing, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse|g) /);
    }
  });

  it('keeps no old sprite beside it', () => {
    const sprites = fs.readdirSync(path.resolve('public/icons')).filter((name) => /^sprite-.*\.svg$/.test(name));
    expect(sprites.map((name) => `/icons/${name}`)).toEqual([spriteHref]);
  });
});
