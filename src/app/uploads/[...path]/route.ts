import { config } from '@/server/config';
import { sharedStorage } from '@/server/storage';
import { uploadResponse } from '@/server/uploads';

export const dynamic = 'force-dynamic';

/** Imported files: diagram drawings, product pictures and the parts catalogue's hashed JSON database. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return uploadResponse(request, sharedStorage(config()).public, (await params).path);
}
