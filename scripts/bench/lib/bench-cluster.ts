import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { warmingRounds } from '@/server/cache/page-warming';
import { openScratchPostgres } from '@/server/db/testing';
import { importCatalogue, publishCatalogueDb } from '@/server/domains/catalog';
import { createStorage } from '@/server/storage';
import { startS3Server, type RunningS3 } from '@/server/storage/s3-test-server';
import { ensureProductionBuild } from '../../lib/build';
import { startCluster, type Cluster } from '../../lib/cluster';
import { freePort, type Environment } from '../../lib/instances';
import { s3Env } from '../../lib/object-store';

export type BenchShop = {
  database: Awaited<ReturnType<typeof openScratchPostgres>>;
  s3: RunningS3;
  cluster: Cluster;
  dataDir: string;
  /** The instances' REDIS_KEY_PREFIX: every key they write in Redis starts with it. */
  redisKeyPrefix: string;
  stop(): Promise<void>;
};

/**
 * The production layout for a benchmark: the shared demo catalogue (../shared/data) imported into a scratch
 * PostgreSQL database and an s3rver bucket, N instances behind nginx, Redis under a key prefix of its own.
 */
export async function startBenchShop(options: {
  adminUrl: string;
  redisUrl: string;
  instances: number;
  env?: Environment;
}): Promise<BenchShop> {
  ensureProductionBuild();
  const database = await openScratchPostgres(options.adminUrl);
  const s3 = await startS3Server();
  const storage = createStorage(s3.settings);
  const started = performance.now();
  const imported = await importCatalogue(
    { db: database.db, storage, now: () => new Date() },
    path.resolve('../shared/data/catalogue'),
  );
  if (!imported.ok) throw new Error('the shared catalogue did not import');
  await publishCatalogueDb(database.db, storage.public);
  console.log(
    `Imported the shared catalogue (${imported.summary.products.created} products) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const redisKeyPrefix = `bench-${randomBytes(4).toString('hex')}:`;
  const ports = await Promise.all(Array.from({ length: options.instances + 1 }, () => freePort()));
  const proxyPort = ports.pop()!;
  const env: Environment = {
    ...process.env,
    ...s3Env(s3.settings),
    FORM_SECRET: randomBytes(24).toString('hex'),
    PAYMENT_CALLBACK_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    SITE_URL: `http://127.0.0.1:${proxyPort}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    ...options.env,
  };
  const cluster = await startCluster({
    env,
    instancePorts: ports,
    listen: `127.0.0.1:${proxyPort}`,
    maxBodyBytes: 16 * 1024 * 1024,
  });
  return {
    database,
    s3,
    cluster,
    dataDir,
    redisKeyPrefix,
    stop: async () => {
      await cluster.stop();
      await s3.close();
      await database.close();
      const redis = new Redis(options.redisUrl);
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for the instances' render-ahead (PAGE_WARMING=on) to finish its rounds, printing progress; resolves with the
 * seconds it took from the call.
 */
export async function waitForPageWarming(shop: BenchShop, timeoutSeconds = 1800): Promise<number> {
  const started = performance.now();
  for (let printed = 0; ;) {
    const rounds = await warmingRounds(shop.database.db);
    const seconds = (performance.now() - started) / 1000;
    if (rounds.length > 0 && rounds.every((round) => round.left === 0)) return seconds;
    if (seconds > timeoutSeconds) throw new Error(`render-ahead did not finish in ${timeoutSeconds} s`);
    if (seconds - printed >= 30) {
      printed = seconds;
      console.log(`  render-ahead: ${rounds.reduce((sum, round) => sum + round.done, 0)} batches done`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
