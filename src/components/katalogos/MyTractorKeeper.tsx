'use client';

import { useEffect, useRef } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { SetMyTractorDocument } from '@/api-client/generated/graphql';
import { useAuth } from '@/hooks/useAuth';
import { useAuthStore } from '@/stores/auth';
import { useMyTractor } from '@/stores/myTractor';

/**
 * Keeps a member's "my tractor" in their account: at sign-in the account's choice comes to this browser (or this
 * browser's choice goes to an account that has none); afterwards every change here is saved there.
 */
export function MyTractorKeeper() {
  const { user } = useAuth();
  const token = useAuthStore((state) => state.token);
  const local = useMyTractor((state) => state.tractor);
  const graphql = useGraphQL();
  const saved = useRef<{ token: string; key: string | null } | null>(null);

  useEffect(() => {
    if (!user || !token) {
      saved.current = null;
      return;
    }
    if (saved.current?.token !== token) {
      saved.current = { token, key: user.tractor?.key ?? null };
      if (user.tractor) {
        if (local?.key !== user.tractor.key) useMyTractor.getState().choose(user.tractor);
        return;
      }
    }
    const key = local?.key ?? null;
    if (key === saved.current.key) return;
    saved.current = { token, key };
    graphql
      .send(SetMyTractorDocument, { model: key }, { token })
      .catch((error: unknown) => console.error('My tractor was not saved in the account', error));
  }, [user, token, local, graphql]);

  return null;
}
