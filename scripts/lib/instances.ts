import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { standaloneDir } from './build';
import { stopChild } from './nginx';

/** Environment variables for a child process. */
export type Environment = Record<string, string | undefined>;

export type Instance = {
  name: string;
  port: number;
  /** `http://127.0.0.1:port`: the instance itself, without the proxy. */
  url: string;
  child: ChildProcess;
  /** Everything the instance printed, line by line (also echoed with its name when asked). */
  logs: string[];
  /** Ends it at once (`SIGKILL` is kill -9), without waiting. */
  kill(signal?: NodeJS.Signals): void;
  /** Stops it gracefully and waits until it has exited. */
  stop(): Promise<void>;
};

export type InstanceSettings = {
  name: string;
  port: number;
  /** The instance's whole environment (DATABASE_URL, REDIS_URL, storage, secrets, …); port and address are set here. */
  env: Environment;
  /** Print its output, each line after its name. */
  echo?: boolean;
};

/**
 * One production server (`src/server/http/serve.ts` over the standalone build) bound to 127.0.0.1 on its own port,
 * behind a proxy on this machine: it believes the proxy's X-Forwarded-For, and keeps idle connections longer than
 * nginx does.
 */
export function startInstance({ name, port, env, echo = false }: InstanceSettings): Instance {
  const child = spawn(process.execPath, [path.resolve('src/server/http/serve.ts'), standaloneDir], {
    env: {
      TRUSTED_PROXIES: '127.0.0.1',
      KEEP_ALIVE_TIMEOUT: '65000',
      HTTP_COMPRESSION: 'off',
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    readline.createInterface({ input: stream }).on('line', (line) => {
      logs.push(line);
      if (echo) console.log(`[${name}] ${line}`);
    });
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    logs,
    kill: (signal = 'SIGKILL') => void child.kill(signal),
    stop: () => stopChild(child),
  };
}

/** Waits until the instance's health check answers 200 (its database is reachable); fails if it exits first. */
export async function waitUntilHealthy(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`${instance.name} exited before it answered:\n${instance.logs.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${instance.name} did not answer its health check within ${timeoutMs / 1000} s:\n${instance.logs.slice(-20).join('\n')}`,
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
