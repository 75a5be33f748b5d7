import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type AuthState = {
  token: string | null;
  refreshToken: string | null;
  /** Effective expiry of the access token, ms since the epoch (see session-timing.ts). */
  expiresAt: number | null;
  /** Where to go after signing in: the full path of the protected page that sent the visitor to login. */
  redirect: string | null;
  /** The last protected page shown: an automatic sign-out there sends the visitor to login. */
  lastPath: string | null;
  setTokens: (tokens: { token: string; refreshToken: string; expiresAt: number }) => void;
  setRedirect: (redirect: string | null) => void;
  setLastPath: (lastPath: string | null) => void;
  reset: () => void;
};

const signedOut = { token: null, refreshToken: null, expiresAt: null };

/** Spec §3 Auth: token, refreshToken, expiresAt, redirect, lastPath, in local storage (spec §9). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      redirect: null,
      lastPath: null,
      setTokens: (tokens) => set(tokens),
      setRedirect: (redirect) => set({ redirect }),
      setLastPath: (lastPath) => set({ lastPath }),
      reset: () => set({ ...signedOut, lastPath: null }),
    }),
    { name: 'auth', storage: createJSONStorage(() => localStorage) },
  ),
);
