// Run after `npm install` (package.json "postinstall"). Plain JavaScript: it runs before the pinned Node 24 is there.
//
// Next 16.4's IncrementalCache.set measures every entry it stores with JSON.stringify(entry).length, only to warn
// about fetch-cache entries over 2 MB. A rendered page's entry holds its React Server Components payload as a Buffer,
// which JSON.stringify spells out as an array of numbers: about 7 ms of CPU for every product page rendered, for a
// figure Next then drops (a CPU profile of `npm run bench:render`'s uncached phase: 8 % of the instance's time).
// This makes it measure fetch-cache entries only, the ones its check is about. Where the code is not found (another
// Next version), it says so and changes nothing.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve('node_modules/next/dist/compiled/next-server');
const measured = 'let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152';
const patched = 'let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152';

const runtimes = fs.existsSync(folder)
  ? fs.readdirSync(folder).filter((file) => file.endsWith('.runtime.prod.js'))
  : [];
let changed = 0;
let found = 0;
for (const file of runtimes) {
  const target = path.join(folder, file);
  const text = fs.readFileSync(target, 'utf8');
  if (text.includes(patched)) found += 1;
  if (!text.includes(measured)) continue;
  found += 1;
  changed += 1;
  // A new file rather than a rewrite in place: a hard-linked copy of node_modules elsewhere keeps its own.
  fs.writeFileSync(`${target}.tmp`, text.replace(measured, patched));
  fs.renameSync(`${target}.tmp`, target);
}
console.log(
  found > 0
    ? `patch-next: the page cache no longer stringifies pages to measure them (${changed} of ${found} runtimes changed now)`
    : 'patch-next: the page cache measuring code was not found (another Next version?); nothing changed',
);
