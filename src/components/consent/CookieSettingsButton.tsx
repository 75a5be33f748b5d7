'use client';

import { useSiteStore } from '@/stores/site';

/**
 * Reopens the cookie bar so the visitor can change their decision; only when the shop uses such providers. Its
 * label comes from the server: the bar's own messages load with the bar (issue #20).
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => useSiteStore.getState().openSettings()} className={className}>
      {label}
    </button>
  );
}
