import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const nginxTemplate = path.resolve('deploy/nginx.conf');

export type NginxSettings = {
  /** The one address of the shop, `host:port`. */
  listen: string;
  /** The instances, `host:port` each. */
  upstreams: string[];
  /** The largest request body nginx lets through, in bytes. */
  maxBodyBytes: number;
  /** Pid file, logs and temporary files; made when missing. */
  runtimeDir: string;
};

/** deploy/nginx.conf with its placeholders filled in; a placeholder left unfilled is a mistake in the template. */
export function renderNginxConf(template: string, settings: NginxSettings): string {
  const values: Record<string, string> = {
    runtime_dir: settings.runtimeDir,
    listen: settings.listen,
    upstream_servers: settings.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n    '),
    client_max_body_size: `${Math.ceil(settings.maxBodyBytes / (1024 * 1024))}m`,
  };
  // Comment lines name the placeholders; they stay as they are.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
            if (!(name in values)) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
            return values[name]!;
          }),
    )
    .join('\n');
}

/** The nginx of Debian's package, or a clear message saying how to get it. */
export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'])
    if (candidate && fs.existsSync(candidate)) return candidate;
  throw new Error(
    'nginx is not installed: `apt-get install -y nginx libnginx-mod-http-brotli-filter` (Debian), or set NGINX_PATH to its binary.',
  );
}

export type RunningNginx = { process: ChildProcess; confPath: string; stop(): Promise<void> };

/** Writes the filled-in template into the runtime folder, checks it with `nginx -t` and runs nginx in the foreground. */
export async function startNginx(settings: NginxSettings): Promise<RunningNginx> {
  const binary = nginxBinary();
  fs.mkdirSync(settings.runtimeDir, { recursive: true });
  // Run as root, nginx's workers switch to an unprivileged user, which must reach the temporary folders.
  fs.chmodSync(settings.runtimeDir, 0o755);
  const confPath = path.join(settings.runtimeDir, 'nginx.conf');
  fs.writeFileSync(confPath, renderNginxConf(fs.readFileSync(nginxTemplate, 'utf8'), settings));
  const args = ['-p', settings.runtimeDir, '-e', 'stderr', '-c', confPath];
  const check = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${confPath}:\n${check.stderr}`);
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('spawn', () => resolve());
  });
  return {
    process: child,
    confPath,
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}

/** Signals a child and waits until it has exited (SIGKILL after 10 s). */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A fresh folder for nginx's runtime files under the system's temporary folder. */
export function nginxRuntimeDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
}
