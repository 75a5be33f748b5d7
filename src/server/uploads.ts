import fs from 'node:fs/promises';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};
/** `index.3f2a9c1b7d4e.json`: a name that changes with its content may be cached for good. */
const hashedFile = /\.[0-9a-f]{12}\.json$/;

export type Upload = { file: string; contentType: string; cacheControl: string; size: number; modified: Date };

/**
 * The file under the uploads folder that a URL path names (diagram drawings, product pictures, the parts
 * catalogue's database), or null: unknown types, hidden files and anything outside the folder are not served.
 */
export async function findUpload(uploadsDir: string, segments: string[]): Promise<Upload | null> {
  if (segments.length === 0 || segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'))) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, ...segments);
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  if (!contentType || !file.startsWith(root + path.sep) || path.basename(file) === 'manifest.json') return null;
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const cacheControl = hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
  return { file, contentType, cacheControl, size: stat.size, modified: stat.mtime };
}
