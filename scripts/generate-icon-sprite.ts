/**
 * `npm run icons:sprite`: the storefront's icon sprite (public/icons/sprite-<hash>.svg) from the icons named in
 * src/components/icons/sprite-icons.ts, and the address `<Icon>` uses (sprite-href.ts). Run it after changing that
 * list; the output is committed, and a test fails while it is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spriteFileName, spriteSvg } from '@/components/icons/sprite';

const iconsDir = path.resolve('public/icons');
const svg = spriteSvg();
const fileName = spriteFileName(svg);
for (const old of fs.readdirSync(iconsDir).filter((name) => /^sprite-.*\.svg$/.test(name)))
  fs.rmSync(path.join(iconsDir, old));
fs.writeFileSync(path.join(iconsDir, fileName), svg);
fs.writeFileSync(
  path.resolve('src/components/icons/sprite-href.ts'),
  `// Written by \`npm run icons:sprite\` (scripts/generate-icon-sprite.ts); do not edit.\nexport const spriteHref = '/icons/${fileName}';\n`,
);
console.log(`public/icons/${fileName}: ${(svg.match(/<symbol /g) ?? []).length} icons, ${svg.length} bytes`);
