import { attachmentEndpoint, shopRequestDependencies } from '@/server/http/requests/request-handlers';
import { answeringFaults } from '@/server/route-faults';

/** A request's photo, served only through that request's unguessable id. */
export const dynamic = 'force-dynamic';

export const GET = answeringFaults(
  async (_: Request, { params }: { params: Promise<{ publicId: string; attachmentId: string }> }) => {
    const { publicId, attachmentId } = await params;
    return attachmentEndpoint(publicId, attachmentId, await shopRequestDependencies());
  },
);
