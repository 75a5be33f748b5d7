'use client';

import { Icon } from '@/components/icons/Icon';
import { useState } from 'react';

/**
 * Loads the page again. The worker shows the offline page in place of the page asked for, so the address bar
 * still holds that page, and a reload asks for it again.
 */
export function RetryButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        window.location.reload();
      }}
      className="inline-flex h-11 items-center gap-2 rounded-md bg-brand px-5 font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <Icon name="rotate-cw" className={`size-4 ${busy ? 'motion-safe:animate-spin' : ''}`} />
      {busy ? busyLabel : label}
    </button>
  );
}
