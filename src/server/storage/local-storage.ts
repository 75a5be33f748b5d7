import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeOf, type FileInfo, type FileStorage } from './file-storage';

const defaultType = 'application/octet-stream';

/**
 * Files in a folder of this machine, a key being the path below it (the layout `DATA_DIR/uploads` and
 * `DATA_DIR/requests` always had). A folder holds no content types: a file's is told by its name's extension.
 * Paths are known only at run time; the hints keep the build from tracing the whole project into its output.
 */
export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split('/'));
  };
  const stat = async (file: string, key: string): Promise<FileInfo | null> => {
    const found = await fs.stat(/* turbopackIgnore: true */ file).catch(notFoundAsNull);
    if (!found?.isFile()) return null;
    return { size: found.size, contentType: contentTypeOf(key) ?? defaultType, modified: found.mtime };
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
      // Written aside under a hidden name (never listed nor served), then renamed over the old one in one step.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(/* turbopackIgnore: true */ temporary, bytes);
        await fs.rename(/* turbopackIgnore: true */ temporary, file);
      } catch (error) {
        await fs.rm(/* turbopackIgnore: true */ temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file, key);
      if (!info) return null;
      const bytes = await fs.readFile(/* turbopackIgnore: true */ file).catch(notFoundAsNull);
      return (
        bytes && {
          ...info,
          size: bytes.byteLength,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        }
      );
    },
    stat: (key) => stat(fileOf(key), key),
    async exists(key) {
      return (await stat(fileOf(key), key)) !== null;
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(/* turbopackIgnore: true */ file, { force: true });
      // A request's folder goes with its last photo; a folder still holding files stays.
      for (let dir = path.dirname(file); dir !== base && dir.startsWith(base + path.sep); dir = path.dirname(dir))
        if (
          !(await fs.rmdir(/* turbopackIgnore: true */ dir).then(
            () => true,
            () => false,
          ))
        )
          break;
    },
    async list(prefix) {
      const slash = prefix.lastIndexOf('/');
      const folder = prefix.slice(0, slash + 1);
      if (folder !== '') assertValidKey(folder.slice(0, -1));
      const entries = await fs
        .readdir(/* turbopackIgnore: true */ path.join(base, ...folder.split('/')), {
          recursive: true,
          withFileTypes: true,
        })
        .catch(notFoundAsEmpty);
      return entries.flatMap((entry) => {
        if (!entry.isFile()) return [];
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        return key.startsWith(prefix) && !key.split('/').some((segment) => segment.startsWith('.')) ? [key] : [];
      });
    },
  };
}

/** A missing file, or a file where the key needs a folder: none. Anything else (permissions, disk) is a fault. */
function notFoundAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return null;
  throw error;
}

function notFoundAsEmpty(error: NodeJS.ErrnoException): [] {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
  throw error;
}
