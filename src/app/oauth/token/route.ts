import { shopOAuthDependencies, tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { answeringFaults } from '@/server/route-faults';

/** Spec §7 Identity: sign in with e-mail and password, or refresh. */
export const dynamic = 'force-dynamic';

export const POST = answeringFaults(async (request: Request) => tokenEndpoint(request, await shopOAuthDependencies()));
