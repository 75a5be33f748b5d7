import type { StorageSettings } from '@/server/config';
import { startS3Server, type RunningS3 } from '@/server/storage/s3-test-server';

export type LocalObjectStore = RunningS3 & {
  /** The settings that point an instance at it, as environment variables. */
  env: Record<string, string>;
};

/** The environment variables of S3 settings, for instances started as separate processes. */
export function s3Env(settings: StorageSettings & { kind: 's3' }): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_FORCE_PATH_STYLE: settings.forcePathStyle ? 'on' : 'off',
    ...(settings.endpoint ? { S3_ENDPOINT: settings.endpoint } : {}),
    ...(settings.credentials
      ? {
          S3_ACCESS_KEY_ID: settings.credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: settings.credentials.secretAccessKey,
        }
      : {}),
  };
}

/**
 * An S3-compatible object store on this machine (s3rver) for a local cluster: every instance shares its bucket, as
 * they would share a bucket of real object storage in production.
 */
export async function startLocalObjectStore(options: { directory?: string; port?: number }): Promise<LocalObjectStore> {
  const store = await startS3Server('shop-files', options);
  return { ...store, env: s3Env(store.settings) };
}
