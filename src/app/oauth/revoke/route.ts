import { revokeEndpoint, shopOAuthDependencies } from '@/server/oauth/oauth-handlers';

/** Spec §7 Identity: sign out (RFC 7009). */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return revokeEndpoint(request, await shopOAuthDependencies());
}
