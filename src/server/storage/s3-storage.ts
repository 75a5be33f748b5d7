import 'server-only';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, type FileInfo, type FileStorage } from './file-storage';

export type S3Settings = {
  /** An S3-compatible server's address (`http://127.0.0.1:9000`); unset: Amazon S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/** One client per set of settings and process: it keeps its connections open for the next request. */
const clients = new Map<string, Promise<{ sdk: Sdk; client: S3Client }>>();

function clientFor(settings: S3Settings) {
  const id = JSON.stringify(settings);
  let client = clients.get(id);
  if (!client) {
    // Loaded only when object storage is configured: a shop on its local disk never loads the SDK.
    client = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: settings.credentials,
        forcePathStyle: settings.forcePathStyle,
        // Checksums only where S3 demands them: many S3-compatible servers refuse the newer default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    clients.set(id, client);
  }
  return client;
}

/** S3 answers 404 for a missing object (its name differs by operation: NoSuchKey, NotFound). */
function isMissing(error: unknown): boolean {
  const answer = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return answer?.name === 'NoSuchKey' || answer?.name === 'NotFound' || answer?.$metadata?.httpStatusCode === 404;
}

/**
 * Files as objects of a bucket, under `prefix` (`uploads/`, `requests/`), with the content type they were written
 * with. The bucket needs no public access: the shop serves every file itself, with its own checks and caching.
 */
export function s3Storage(settings: S3Settings, prefix: string): FileStorage {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return prefix + key;
  };
  const info = (answer: { ContentLength?: number; ContentType?: string; LastModified?: Date }): FileInfo => ({
    size: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? 'application/octet-stream',
    modified: answer.LastModified ?? new Date(0),
  });
  const stat = async (key: string) => {
    const { sdk, client } = await clientFor(settings);
    try {
      return info(await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await clientFor(settings);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await clientFor(settings);
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
        return { ...info(answer), size: bytes.byteLength, bytes };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      const { sdk, client } = await clientFor(settings);
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(keyPrefix) {
      const { sdk, client } = await clientFor(settings);
      const keys: string[] = [];
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket, Prefix: prefix + keyPrefix }))
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
      return keys;
    },
  };
}
