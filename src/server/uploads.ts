import 'server-only';
import { contentTypeOf, isValidKey, type FileStorage } from './storage';

/** `index.3f2a9c1b7d4e.json`: a name that changes with its content may be cached for good. */
const hashedFile = /\.[0-9a-f]{12}\.json$/;

export type UploadKey = { key: string; contentType: string; cacheControl: string };

/**
 * The public file a URL path names (diagram drawings, product pictures, the parts catalogue's database), or null:
 * unknown types, hidden files, the catalogue's manifest and anything that is not a plain path are not served.
 */
export function uploadKey(segments: string[]): UploadKey | null {
  const key = segments.join('/');
  if (segments.length === 0 || !isValidKey(key) || segments.at(-1) === 'manifest.json') return null;
  const contentType = contentTypeOf(key);
  if (!contentType) return null;
  const cacheControl = hashedFile.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
  return { key, contentType, cacheControl };
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * GET /uploads/…: a public file from the storage, by its own type (never the one it was stored with), cached as
 * its name allows, and answered 304 to a browser that holds the same version.
 */
export async function uploadResponse(request: Request, storage: FileStorage, segments: string[]): Promise<Response> {
  const upload = uploadKey(segments);
  if (!upload) return notFound();
  const etagOf = (file: { size: number; modified: Date }) =>
    `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
  const headers = {
    'content-type': upload.contentType,
    'cache-control': upload.cacheControl,
    'x-content-type-options': 'nosniff',
    // A drawing is shown as an image; opened on its own it may not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) {
    // Only the file's size and time are needed to tell: its content is not fetched.
    const info = await storage.stat(upload.key);
    if (!info) return notFound();
    if (ifNoneMatch === etagOf(info))
      return new Response(null, { status: 304, headers: { ...headers, etag: etagOf(info) } });
  }
  const file = await storage.get(upload.key);
  if (!file) return notFound();
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: { ...headers, etag: etagOf(file), 'content-length': String(file.bytes.byteLength) },
  });
}
