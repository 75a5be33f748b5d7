'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Keeps a shared cart's back-office page live: asks for the cart's version every two seconds (one indexed row, on
 * whichever instance answers) and re-renders the page when the customer (or a colleague) changed the cart.
 */
export function StaffCartPoller({ versionUrl, version }: { versionUrl: string; version: number }) {
  const router = useRouter();
  // Started again with each version the page renders, so it compares with what is shown.
  useEffect(() => {
    let refreshing = false;
    const timer = setInterval(async () => {
      if (document.hidden) return;
      try {
        const response = await fetch(versionUrl, { cache: 'no-store' });
        if (!response.ok) return;
        const { version: latest } = (await response.json()) as { version: number };
        if (latest !== version && !refreshing) {
          refreshing = true;
          router.refresh();
        }
      } catch {
        // The next round asks again.
      }
    }, 2000);
    return () => clearInterval(timer);
  }, [router, versionUrl, version]);
  return null;
}
