'use client';

import { useEffect } from 'react';
import { tokenRefusedEvent } from '@/api-client/client';
import { endSession, storeTokens, useAuth } from '@/hooks/useAuth';
import { requestToken, revokeToken } from '@/hooks/oauth-client';
import { usePathname, useRouter } from '@/i18n/navigation';
import { scheduleSession } from '@/shared/session-timing';
import { useAuthStore } from '@/stores/auth';

/**
 * Spec §4 Session, for the whole site: refreshes the tokens 10 s before expiry, and signs out at the effective
 * expiry (sending the visitor to login when they are on the last protected page), or as soon as the server refuses
 * the token (the session was revoked elsewhere). Renders nothing.
 */
export function SessionKeeper() {
  const expiresAt = useAuthStore((state) => state.expiresAt);
  const router = useRouter();
  const pathname = usePathname();
  // Asks the server who is signed in once per visit: a token revoked elsewhere is refused there (tokenRefusedEvent).
  useAuth();

  useEffect(() => {
    if (expiresAt === null) return;
    const expire = () => {
      // lastPath is set (and cleared on other pages) by the protected page itself; read before the reset.
      const { lastPath, setRedirect } = useAuthStore.getState();
      endSession();
      if (lastPath !== null) {
        setRedirect(lastPath);
        router.push('/auth/login');
      }
    };
    // Spec §4's logout for a token the server no longer knows: revoke what is left, reset, clear the cache. The
    // cart store keeps its guest cart (a member's cart stays with the account).
    const refused = (event: Event) => {
      const { token, refreshToken } = useAuthStore.getState();
      if ((event as CustomEvent<string>).detail !== token) return;
      if (refreshToken) void revokeToken(refreshToken);
      expire();
    };
    window.addEventListener(tokenRefusedEvent, refused);
    const stopListening = () => window.removeEventListener(tokenRefusedEvent, refused);
    if (expiresAt <= Date.now()) {
      expire();
      return stopListening;
    }
    const stopSchedule = scheduleSession(expiresAt, Date.now(), {
      refresh: () => {
        const { refreshToken } = useAuthStore.getState();
        // A failed refresh leaves the session to end at its expiry.
        if (refreshToken)
          requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }).then(storeTokens, () => {});
      },
      expire,
    });
    return () => {
      stopSchedule();
      stopListening();
    };
  }, [expiresAt, router]);

  // Another page than the protected one: an expiry there only signs out.
  useEffect(() => {
    const { lastPath, setLastPath } = useAuthStore.getState();
    if (lastPath && lastPath.split('?')[0] !== pathname) setLastPath(null);
  }, [pathname]);
  return null;
}
