import { shopOAuthDependencies, tokenEndpoint } from '@/server/oauth/oauth-handlers';

/** Spec §7 Identity: sign in with e-mail and password, or refresh. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return tokenEndpoint(request, await shopOAuthDependencies());
}
