import { revokeEndpoint, shopOAuthDependencies } from '@/server/http/oauth/oauth-handlers';
import { answeringFaults } from '@/server/route-faults';

/** Spec §7 Identity: sign out (RFC 7009). */
export const dynamic = 'force-dynamic';

export const POST = answeringFaults(async (request: Request) => revokeEndpoint(request, await shopOAuthDependencies()));
