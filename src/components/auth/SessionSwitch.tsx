'use client';

import type { ReactNode } from 'react';
import { useAuth } from '@/hooks/useAuth';

/** Shown to signed-in members only (after hydration: the session lives in the browser). */
export function WhenSignedIn({ children }: { children: ReactNode }) {
  return useAuth().signedIn ? children : null;
}

/** Shown to visitors who are not signed in (and while the page hydrates). */
export function WhenSignedOut({ children }: { children: ReactNode }) {
  return useAuth().signedIn ? null : children;
}

export function SignOutButton({ className, children }: { className?: string; children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()} className={className}>
      {children}
    </button>
  );
}
