import fs from 'node:fs';
import { startInstance, waitUntilHealthy, type Environment, type Instance } from './instances';
import { nginxRuntimeDir, startNginx, type RunningNginx } from './nginx';

export type ClusterSettings = {
  /** Every instance's environment: the same DATABASE_URL, REDIS_URL, storage, secrets and SITE_URL. */
  env: Environment;
  /** One port per instance (on 127.0.0.1). */
  instancePorts: number[];
  /** nginx's address, `host:port`: the shop's one address. */
  listen: string;
  /** The largest request body the proxy lets through. */
  maxBodyBytes: number;
  /** Print the instances' output, each line after its name. */
  echo?: boolean;
};

export type Cluster = {
  /** The shop's one address, through nginx. */
  url: string;
  instances: Instance[];
  nginx: RunningNginx;
  /** Replaces instance `index` (already killed or not) by a new one on the same port, with some settings changed. */
  restartInstance(index: number, env?: Environment): Promise<Instance>;
  stop(): Promise<void>;
};

/**
 * N instances of the shop on their own ports behind nginx (deploy/nginx.conf) on one address, as in production.
 * Resolves once every instance answers its health check.
 */
export async function startCluster(settings: ClusterSettings): Promise<Cluster> {
  const count = settings.instancePorts.length;
  const env = { ...settings.env, INSTANCES: String(count) };
  const launch = (index: number, extra: Environment = {}) =>
    startInstance({
      name: `shop-${index + 1}`,
      port: settings.instancePorts[index]!,
      env: { ...env, ...extra },
      echo: settings.echo,
    });
  const instances = settings.instancePorts.map((_, index) => launch(index));
  let nginx: RunningNginx | undefined;
  const runtimeDir = nginxRuntimeDir();
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((instance) => waitUntilHealthy(instance)));
    nginx = await startNginx({
      listen: settings.listen,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      maxBodyBytes: settings.maxBodyBytes,
      runtimeDir,
    });
    const url = `http://${settings.listen.replace(/^0\.0\.0\.0:/, '127.0.0.1:')}`;
    await waitUntilAnswering(`${url}/api/ping`);
    return {
      url,
      instances,
      nginx,
      stop,
      restartInstance: async (index, extra) => {
        await instances[index]!.stop();
        const instance = launch(index, extra);
        instances[index] = instance;
        await waitUntilHealthy(instance);
        return instance;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
