import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const baseFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  // node_modules is a link to the project's, outside this folder: Turbopack must be allowed to read there.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.jsx': [
    "export const metadata = { title: 'Bare page', description: 'A bare Next.js App Router page.' };",
    'export default function RootLayout({ children }) {',
    '  return <html lang="en"><body>{children}</body></html>;',
    '}',
  ].join('\n'),
  'app/page.jsx': 'export default function Page() {\n  return <main><h1>A bare page</h1></main>;\n}\n',
};

/**
 * A Next.js App Router app of the project's own Next.js version (its node_modules, linked), built and started in a
 * temporary folder, with a bare page at `/` and `files` beside it (paths under the app's folder): what Next.js
 * itself costs, against which the benchmarks measure the shop. `pid` is its server's process.
 */
export async function startBareNext(
  files: Record<string, string>,
): Promise<{ base: string; pid: number; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-next-'));
  for (const [name, text] of Object.entries({ ...baseFiles, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const next = path.join(dir, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  console.log(`Building a bare Next.js app in ${dir} ...`);
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
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      if ((await fetch(base)).ok) return { base, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the bare Next.js app did not answer within a minute');
}
