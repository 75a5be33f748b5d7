'use client';

import { create } from 'zustand';
import type { GraphQLClient } from '@/api-client/client';
import { UserDocument, type UserQuery } from '@/api-client/generated/graphql';
import { useAuthStore } from '@/stores/auth';

export type SignedInUser = NonNullable<UserQuery['user']>;

/** Who holds which token, as the server last said; never kept across visits. */
const useUserStore = create<{ token: string | null; user: SignedInUser | null }>(() => ({ token: null, user: null }));

/** The token being asked about now, so that the components of a page that all want the user ask once. */
let asking: string | null = null;

/**
 * Asks the server who holds this token: once per token and visit, or `again` when the member's data changed. A token
 * the server refuses signs the browser out (tokenRefusedEvent, SessionKeeper).
 */
export function askWhoIsSignedIn(graphql: GraphQLClient, token: string, { again = false } = {}): void {
  if (!again && (asking === token || useUserStore.getState().token === token)) return;
  asking = token;
  graphql.send(UserDocument, {}, { token }).then(
    ({ user }) => {
      if (useAuthStore.getState().token === token) useUserStore.setState({ token, user });
      if (asking === token) asking = null;
    },
    // Asked again by the next component or page that wants the user.
    () => {
      if (asking === token) asking = null;
    },
  );
}

const userOf = (state: { token: string | null; user: SignedInUser | null }, token: string | null) =>
  token !== null && state.token === token ? state.user : null;

/** The user of this token, once the server has said (null before, and for any other token). */
export const useSignedInUser = (token: string | null): SignedInUser | null =>
  useUserStore((state) => userOf(state, token));

/** The same, outside React. */
export const signedInUser = (token: string | null): SignedInUser | null => userOf(useUserStore.getState(), token);
