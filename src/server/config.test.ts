import { describe, expect, it } from 'vitest';
import { assertSharedSecrets, readConfig } from './config';

const env = (values: Record<string, string>) => ({ NODE_ENV: 'test' as const, ...values });

describe('configuration', () => {
  it('makes up per-process secrets on the embedded database, and refuses to start without them on PostgreSQL', () => {
    expect(() => assertSharedSecrets(env({}))).not.toThrow();
    expect(() => assertSharedSecrets(env({ DATABASE_URL: 'postgres://db/shop' }))).toThrow(
      'Invalid configuration: with DATABASE_URL set, set FORM_SECRET and PAYMENT_CALLBACK_SECRET (at least 24 characters each, the same on every instance).',
    );
    expect(() => assertSharedSecrets(env({ DATABASE_URL: 'postgres://db/shop', FORM_SECRET: 'f'.repeat(24) }))).toThrow(
      'set PAYMENT_CALLBACK_SECRET (',
    );
    expect(() =>
      assertSharedSecrets(
        env({
          DATABASE_URL: 'postgres://db/shop',
          FORM_SECRET: 'f'.repeat(24),
          PAYMENT_CALLBACK_SECRET: 'p'.repeat(24),
        }),
      ),
    ).not.toThrow();
  });

  it("takes the shop's public address from SITE_URL, else from the shop's own port", () => {
    expect(readConfig(env({ SITE_URL: 'https://shop.example.gr/' })).siteUrl).toBe('https://shop.example.gr');
    expect(readConfig(env({ PORT: '8080' })).siteUrl).toBe('http://localhost:8080');
    expect(readConfig(env({})).siteUrl).toBe('http://localhost:3000');
  });

  it('names a TRUSTED_PROXIES entry that is not an address', () => {
    expect(readConfig(env({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' })).hostname).toBe('0.0.0.0');
    expect(() => readConfig(env({ TRUSTED_PROXIES: 'proxy.local' }))).toThrow(
      'TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR range.',
    );
  });

  it('keeps files in DATA_DIR by default, and in one S3 bucket with STORAGE=s3 and its settings', () => {
    expect(readConfig(env({ DATA_DIR: '/srv/shop' })).storage).toEqual({
      kind: 'local',
      uploadsDir: '/srv/shop/uploads',
      requestsDir: '/srv/shop/requests',
    });
    expect(
      readConfig(
        env({
          STORAGE: 's3',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_BUCKET: 'shop-files',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'shop-files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // On AWS the SDK may find its own credentials (an instance role).
    expect(
      readConfig(env({ STORAGE: 's3', S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1' })).storage,
    ).toMatchObject({ region: 'eu-central-1', endpoint: undefined, credentials: undefined, forcePathStyle: false });
  });

  it.each([
    [{ STORAGE: 's3' }, 'S3_BUCKET: is required with STORAGE=s3'],
    [{ STORAGE: 's3', S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: is required'],
    [{ STORAGE: 's3', S3_BUCKET: 'shop-files', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: is required'],
    [{ STORAGE: 's3', S3_BUCKET: 'Shop_Files' }, 'S3_BUCKET: is not a bucket name'],
    [{ STORAGE: 's3', S3_BUCKET: 'shop-files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ STORAGE: 'disk' }, 'STORAGE'],
  ])('refuses incomplete or wrong storage settings: %j', (values, message) => {
    expect(() => readConfig(env(values))).toThrow(message);
  });
});

describe('several instances', () => {
  const shared = {
    INSTANCES: '2',
    DATABASE_URL: 'postgres://db/shop',
    REDIS_URL: 'redis://cache:6379',
    STORAGE: 's3',
    S3_BUCKET: 'shop-files',
    SITE_URL: 'https://shop.example.gr',
  };

  it('run when they share PostgreSQL, Redis and a bucket', () => {
    expect(readConfig(env(shared)).instances).toBe(2);
    expect(readConfig(env({})).instances).toBe(1);
  });

  it.each([
    [
      { STORAGE: 'local' },
      'STORAGE: is local with INSTANCES=2: each instance would keep its own files; set STORAGE=s3 and the same S3_BUCKET on every instance',
    ],
    [{ STORAGE: '' }, 'STORAGE: is local with INSTANCES=2'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL: is required with INSTANCES=2: the embedded PGlite belongs to one process'],
    [{ REDIS_URL: '' }, 'REDIS_URL: is required with INSTANCES=2'],
    [{ SITE_URL: '' }, 'SITE_URL: is required with INSTANCES=2: pages would name http://localhost:3000'],
  ])('refuse to start when one would keep its own state: %j', (change, message) => {
    expect(() => readConfig(env({ ...shared, ...change }))).toThrow(message);
  });
});
