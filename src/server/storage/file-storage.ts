import 'server-only';
/** What a stored file is, without its content: enough to answer a conditional request. */
export type FileInfo = { size: number; contentType: string; modified: Date };
export type StoredFile = FileInfo & { bytes: Uint8Array };

/**
 * One place files live (a folder on this machine, or a bucket of object storage shared by every instance), named
 * by keys: relative paths of plain names separated by `/` (`katalogos/index.3f2a9c1b7d4e.json`).
 */
export interface FileStorage {
  /** Writes the file whole, replacing one of the same key; readers never see half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file and its content; null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The file without its content; null when there is none. */
  stat(key: string): Promise<FileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` (`katalogos/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
}

/**
 * The shop's two places: public files (imported pictures, diagram drawings, the parts catalogue's database),
 * served to anyone under `/uploads/…`, and private ones (contact requests' photos), served only through the checks
 * of their own route.
 */
export type ShopStorage = { public: FileStorage; private: FileStorage };

/** What domain functions that read or write files receive beside the rest of their context. */
export type StorageContext = { storage: ShopStorage };

/**
 * True for a key every storage accepts: plain names (no `.`/`..`, no hidden files, no backslash or NUL) joined by
 * `/`. Keys never come from a visitor unchecked, but a storage refuses anything else all the same.
 */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    key
      .split('/')
      .every(
        (segment) =>
          segment !== '' && !segment.startsWith('.') && !segment.includes('\\') && !/[\u0000-\u001f]/.test(segment),
      )
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** The type of a file by its name's extension; null for a type the shop does not keep. */
export function contentTypeOf(key: string): string | null {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? (contentTypes[name.slice(dot + 1).toLowerCase()] ?? null) : null;
}

/** Runs `work` over the items, at most `limit` at a time (object storage answers each request in a round trip). */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
