import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertSharedSecrets, config } from '@/server/config';
import { createDatabaseIfMissing } from './lib/backup/postgres-tools';
import { ensureProductionBuild } from './lib/build';
import { startCluster } from './lib/cluster';
import { startLocalObjectStore, type LocalObjectStore } from './lib/object-store';
import { prepareShop } from './lib/prepare-shop';

/**
 * `npm run start:cluster`: the production layout on one machine. INSTANCES (default 2) servers on ports PORT+1 … PORT+N
 * of 127.0.0.1, nginx (deploy/nginx.conf) on HOSTNAME:PORT in front of them, PostgreSQL (DATABASE_URL, created when
 * missing) and Redis (REDIS_URL). Without a STORAGE setting the files go to a local S3-compatible server (s3rver, on
 * PORT+N+1, objects in DATA_DIR/object-store); STORAGE=local is refused. Secrets not given are made once and kept in
 * DATA_DIR/cluster-secrets.json.
 */
const env = process.env;
env.INSTANCES ||= '2';
env.PAGE_WARMING ||= 'on';
env.PORT ||= '3000';
env.SITE_URL ||= `http://localhost:${env.PORT}`;
const instances = Number(env.INSTANCES);
const port = Number(env.PORT);
const dataDir = path.resolve(env.DATA_DIR || '.data');
fs.mkdirSync(dataDir, { recursive: true });

Object.assign(env, { ...keptSecrets(path.join(dataDir, 'cluster-secrets.json')), ...env });
let objectStore: LocalObjectStore | undefined;
if (!env.STORAGE) {
  objectStore = await startLocalObjectStore({
    directory: path.join(dataDir, 'object-store'),
    port: port + instances + 1,
  });
  Object.assign(env, objectStore.env);
}

let settings;
try {
  // The checks every instance makes: shared database, files and Redis for several instances, and shared secrets.
  settings = config();
  assertSharedSecrets();
} catch (error) {
  console.error((error as Error).message);
  await objectStore?.close();
  process.exit(1);
}
// A local cluster's first start: the database named in DATABASE_URL is made when its server has none.
if (await createDatabaseIfMissing(settings.databaseUrl!).catch(() => false))
  console.log(`Created the database of DATABASE_URL.`);
ensureProductionBuild();
await prepareShop(settings);

const cluster = await startCluster({
  env: { ...env, DATA_DIR: settings.dataDir },
  instancePorts: Array.from({ length: instances }, (_, index) => port + 1 + index),
  listen: `${settings.hostname}:${port}`,
  maxBodyBytes: 3 * settings.requestPhotoMaxBytes + 1024 * 1024,
  echo: true,
});
console.log(`Tractor Parts Hellas on ${env.SITE_URL}: nginx on ${settings.hostname}:${port} in front of`);
for (const instance of cluster.instances) console.log(`  ${instance.name} at ${instance.url}`);
console.log(`  files in ${objectStore ? `s3rver at ${objectStore.settings.endpoint}` : `bucket ${env.S3_BUCKET}`}`);
const shared = [
  'DATABASE_URL',
  'STORAGE',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]
  .filter((name) => env[name])
  .map((name) => `${name}=${env[name]}`);
console.log(
  `Import a catalogue into it with:\n  ${shared.join(' ')} SITE_URL=${env.SITE_URL} REVALIDATE_TOKEN=<from ${path.join(dataDir, 'cluster-secrets.json')}> npm run catalogue:import -- <folder>`,
);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await objectStore?.close();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
// One server ending on its own is a fault to see, not to hide behind the others.
for (const instance of cluster.instances)
  instance.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${instance.name} exited (${signal ?? code}); stopping the cluster.`);
    void stop(1);
  });
cluster.nginx.process.once('exit', () => {
  if (!stopping) void stop(1);
});

/** The secrets every instance must share, made once for this data folder unless the environment gives them. */
function keptSecrets(file: string): Record<string, string> {
  if (!fs.existsSync(file)) {
    const made = Object.fromEntries(
      ['FORM_SECRET', 'PAYMENT_CALLBACK_SECRET', 'REVALIDATE_TOKEN'].map((name) => [
        name,
        randomBytes(24).toString('base64url'),
      ]),
    );
    fs.writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}
