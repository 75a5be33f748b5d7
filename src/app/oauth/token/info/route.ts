import { shopOAuthDependencies, tokenInfoEndpoint } from '@/server/http/oauth/oauth-handlers';
import { answeringFaults } from '@/server/route-faults';

/** Spec §7 Identity: who the bearer access token belongs to, and until when. */
export const dynamic = 'force-dynamic';

export const GET = answeringFaults(async (request: Request) =>
  tokenInfoEndpoint(request, await shopOAuthDependencies()),
);
