import { attachmentEndpoint, shopRequestDependencies } from '@/server/requests/request-handlers';

/** A request's photo, served only through that request's unguessable id. */
export const dynamic = 'force-dynamic';

export async function GET(_: Request, { params }: { params: Promise<{ publicId: string; attachmentId: string }> }) {
  const { publicId, attachmentId } = await params;
  return attachmentEndpoint(publicId, attachmentId, await shopRequestDependencies());
}
