import fs from 'node:fs/promises';
import { config } from '@/server/config';
import { findUpload } from '@/server/uploads';

export const dynamic = 'force-dynamic';

/** Imported files: diagram drawings, product pictures and the parts catalogue's hashed JSON database. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const upload = await findUpload(config().uploadsDir, (await params).path);
  if (!upload) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const etag = `"${upload.size.toString(36)}-${upload.modified.getTime().toString(36)}"`;
  const headers = {
    'content-type': upload.contentType,
    'cache-control': upload.cacheControl,
    etag,
    'x-content-type-options': 'nosniff',
    // A drawing is shown as an image; opened on its own it may not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(await fs.readFile(upload.file), { headers });
}
