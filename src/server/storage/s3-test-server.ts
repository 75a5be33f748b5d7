import S3rver from 's3rver';
import type { StorageSettings } from '@/server/config';
import { temporaryDir } from '@/server/domains/catalog/import/testing/catalogue-fixture';

export type RunningS3 = { settings: StorageSettings & { kind: 's3' }; close: () => Promise<void> };

/**
 * For tests and the local cluster: an S3-compatible server (s3rver) on a loopback port (a free one by default),
 * keeping its objects in a folder (a temporary one by default), with one bucket; the settings point the shop's S3
 * storage at it as at any S3-compatible server.
 */
export async function startS3Server(
  bucket = 'shop-files',
  { port = 0, directory }: { port?: number; directory?: string } = {},
): Promise<RunningS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: directory ?? (await temporaryDir('s3rver-')),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port: listening } = await server.run();
  return {
    settings: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${listening}`,
      region: 'us-east-1',
      bucket,
      // s3rver's one account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
