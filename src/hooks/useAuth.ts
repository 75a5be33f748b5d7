'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { useGraphQL } from '@/components/providers/DataProvider';
import { UserDocument } from '@/api-client/generated/graphql';
import { useRouter } from '@/i18n/navigation';
import { effectiveExpiry, sessionTiming } from '@/shared/session-timing';
import { useAuthStore } from '@/stores/auth';
import { requestToken, revokeToken, type TokenAnswer } from './oauth-client';

const subscribeNever = () => () => {};

/** False while the server renders and during hydration: the session lives in the browser's storage. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Ends the session in this browser (spec §4): the state at once, the data cache a second later. */
export function endSession(queryClient: QueryClient) {
  useAuthStore.getState().reset();
  setTimeout(() => queryClient.clear(), sessionTiming.cacheClearDelayMs);
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
  const queryClient = useQueryClient();
  const graphql = useGraphQL();
  const router = useRouter();

  const user = useQuery({
    queryKey: ['user', token],
    queryFn: ({ signal }) => graphql.send(UserDocument, {}, { token, signal }),
    enabled: signedIn,
    staleTime: Infinity,
  });

  /** Login success: store the token and clear the data cache; the user is fetched and the auth page sends the member on. */
  const signIn = async (email: string, password: string) => {
    const answer = await requestToken({ email, password });
    queryClient.clear();
    storeTokens(answer);
  };

  /** Logout: revoke, reset the state, clear the data cache after a second, go home. */
  const signOut = async () => {
    const { refreshToken } = useAuthStore.getState();
    endSession(queryClient);
    if (refreshToken) await revokeToken(refreshToken);
    startLoading();
    router.push('/');
  };

  return { hydrated, signedIn, user: signedIn ? (user.data?.user ?? null) : null, signIn, signOut };
}
