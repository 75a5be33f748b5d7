'use client';

import { useLiveCount } from '@/hooks/useLiveCount';

/** The count beside a section of the navigation (orders waiting), kept current while the page stays open. */
export function NavBadge({ initial, url, label }: { initial?: number; url?: string; label: string }) {
  const count = useLiveCount(initial, url);
  if (!count) return null;
  return (
    <span className="rounded-full bg-brand px-2 py-0.5 text-sm text-white" data-testid="nav-badge">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
