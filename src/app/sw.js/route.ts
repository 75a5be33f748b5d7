import fs from 'node:fs';
import path from 'node:path';
import { serviceWorkerScript } from '@/pwa/service-worker-script';

export const dynamic = 'force-dynamic';

let script: string | undefined;

/** Each build its own worker version: the browser installs the new worker, which drops the old caches. */
function buildId(): string {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** Spec §7: the service worker at /sw.js, for the whole site, always checked for a newer version. */
export function GET() {
  script ??= serviceWorkerScript(buildId());
  return new Response(script, {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
      'x-content-type-options': 'nosniff',
    },
  });
}
