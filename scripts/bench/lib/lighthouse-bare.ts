import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageText } from './lighthouse-pages';
import { freePort } from './server';

const barePage = 'export default function Page() {\n  return <main><h1>A bare page</h1></main>;\n}\n';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  // node_modules is a link to the project's, outside this folder: Turbopack must be allowed to read there.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.jsx': [
    "export const metadata = { title: 'Bare page', description: 'A bare Next.js App Router page.' };",
    'export default function RootLayout({ children }) {',
    '  return <html lang="en"><body>{children}</body></html>;',
    '}',
  ].join('\n'),
  'app/page.jsx': barePage,
  'app/styled/page.jsx': `import './shop.css';\n${barePage}`,
};

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
 * A Next.js App Router app of the project's own Next.js version (its node_modules, linked), built and started in a
 * temporary folder: at `url` a bare page, the JavaScript any App Router page loads, against which the shop's own is
 * counted; at `styledUrl` the same page with `stylesheet` (the shop's, `shopStylesheet`), the floor Lighthouse sets
 * on this machine for a page that must wait for a stylesheet before it paints.
 */
export async function startBareNext(stylesheet: string): Promise<{ url: string; styledUrl: string; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-next-'));
  for (const [name, text] of Object.entries({ ...files, 'app/styled/shop.css': stylesheet })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const next = path.join(dir, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  console.log(`Building a bare Next.js page in ${dir} ...`);
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the bare Next.js build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      if ((await fetch(url)).ok) return { url, styledUrl: `${url}styled`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the bare Next.js page did not answer within a minute');
}
