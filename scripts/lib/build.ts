import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'];
export const standaloneDir = path.resolve('.next/standalone');

/** Builds the production server when there is none or a source file is newer than it. */
export function ensureProductionBuild(): void {
  const buildId = path.resolve('.next/BUILD_ID');
  const built =
    fs.existsSync(buildId) && fs.existsSync(path.join(standaloneDir, 'server.js')) ? fs.statSync(buildId).mtimeMs : 0;
  if (built === 0 || newestSourceChange() >= built) {
    console.log(
      built ? 'Sources changed since the last build: building again ...' : 'Building the shop (first start) ...',
    );
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed; see the output above.');
  }
  // Also after a build made by hand with `npm run build`.
  copyStaticAssets();
}

/** The standalone server serves `.next/static` and `public` only from beside itself. */
function copyStaticAssets(): void {
  fs.cpSync(path.resolve('.next/static'), path.join(standaloneDir, '.next/static'), { recursive: true });
  if (fs.existsSync('public'))
    fs.cpSync(path.resolve('public'), path.join(standaloneDir, 'public'), { recursive: true });
}

function newestSourceChange(): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
  };
  sources.forEach(visit);
  return newest;
}
