import { shopOAuthDependencies, tokenInfoEndpoint } from '@/server/oauth/oauth-handlers';

/** Spec §7 Identity: who the bearer access token belongs to, and until when. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return tokenInfoEndpoint(request, await shopOAuthDependencies());
}
