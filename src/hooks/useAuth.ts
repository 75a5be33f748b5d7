'use client';

import { useEffect } from 'react';
import { dataCache } from '@/api-client/data-cache';
import { startLoading } from '@/components/loading/loading-events';
import { useGraphQL } from '@/components/providers/DataProvider';
import { useHydrated } from '@/components/providers/Hydration';
import { useRouter } from '@/i18n/navigation';
import { effectiveExpiry, sessionTiming } from '@/shared/session-timing';
import { useAuthStore } from '@/stores/auth';
import { requestToken, revokeToken, type TokenAnswer } from './oauth-client';
import { askWhoIsSignedIn, useSignedInUser } from './signed-in-user';

/** Ends the session in this browser (spec §4): the state at once, the data cache a second later. */
export function endSession() {
  useAuthStore.getState().reset();
  setTimeout(dataCache.clear, sessionTiming.cacheClearDelayMs);
}

export function storeTokens(answer: TokenAnswer) {
  useAuthStore.getState().setTokens({
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: effectiveExpiry(Date.now(), answer.expires_in),
  });
}

/** Spec §4 Session: signing in, signing out and who is signed in. */
export function useAuth() {
  const hydrated = useHydrated();
  const token = useAuthStore((state) => state.token);
  // SessionKeeper signs out at the effective expiry (at once for a token that expired while the tab was closed).
  const signedIn = hydrated && token !== null;
  const graphql = useGraphQL();
  const router = useRouter();
  const user = useSignedInUser(token);
  useEffect(() => {
    if (signedIn && token) askWhoIsSignedIn(graphql, token);
  }, [signedIn, token, graphql]);

  /** Login success: store the token and clear the data cache; the user is fetched and the auth page sends the member on. */
  const signIn = async (email: string, password: string) => {
    const answer = await requestToken({ email, password });
    dataCache.clear();
    storeTokens(answer);
  };

  /** Logout: revoke, reset the state, clear the data cache after a second, go home. */
  const signOut = async () => {
    const { refreshToken } = useAuthStore.getState();
    endSession();
    if (refreshToken) await revokeToken(refreshToken);
    startLoading();
    router.push('/');
  };

  return { hydrated, signedIn, user: signedIn ? user : null, signIn, signOut };
}
