import 'server-only';
import path from 'node:path';
import type { StorageSettings } from '@/server/config';
import type { ShopStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

export {
  contentTypeOf,
  forEachConcurrently,
  isValidKey,
  type FileInfo,
  type FileStorage,
  type ShopStorage,
  type StorageContext,
  type StoredFile,
} from './file-storage';
export { localStorage } from './local-storage';
export { s3Storage, type S3Settings } from './s3-storage';

/** The shop's public and private files where the settings say: two folders, or two prefixes of one bucket. */
export function createStorage(settings: StorageSettings): ShopStorage {
  if (settings.kind === 'local')
    return { public: localStorage(settings.uploadsDir), private: localStorage(settings.requestsDir) };
  return { public: s3Storage(settings, 'uploads/'), private: s3Storage(settings, 'requests/') };
}

/** Local storage in the layout of a data folder: public files in `uploads/`, private ones in `requests/`. */
export function storageInFolder(dataDir: string): ShopStorage {
  return createStorage({
    kind: 'local',
    uploadsDir: path.join(dataDir, 'uploads'),
    requestsDir: path.join(dataDir, 'requests'),
  });
}

const shared = new Map<string, ShopStorage>();

/** The storage of the configuration, one per process (its S3 client keeps connections open between requests). */
export function sharedStorage(config: { storage: StorageSettings }): ShopStorage {
  const id = JSON.stringify(config.storage);
  let storage = shared.get(id);
  if (!storage) {
    storage = createStorage(config.storage);
    shared.set(id, storage);
  }
  return storage;
}
