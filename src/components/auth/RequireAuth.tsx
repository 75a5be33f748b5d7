'use client';

import { useEffect, type ReactNode } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { useAuth } from '@/hooks/useAuth';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';

/**
 * The auth middleware of spec §2 and §4 for a page: an anonymous visitor's full path is saved as the redirect
 * and they go to /auth/login; a member's visit marks the page as the last protected path.
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { hydrated, signedIn } = useAuth();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    if (!hydrated) return;
    const fullPath = pathname + window.location.search;
    if (signedIn) {
      useAuthStore.getState().setLastPath(fullPath);
      return;
    }
    useAuthStore.getState().setRedirect(fullPath);
    startLoading();
    router.replace('/auth/login');
  }, [hydrated, signedIn, pathname, router]);

  return signedIn ? children : fallback;
}

/** Auth pages send a signed-in member away: to the saved redirect, or home. */
export function AwayWhenSignedIn() {
  const { signedIn } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (!signedIn) return;
    const { redirect, setRedirect } = useAuthStore.getState();
    setRedirect(null);
    router.replace(redirect ?? '/');
  }, [signedIn, router]);
  return null;
}
