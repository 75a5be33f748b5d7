'use client';

import { useEffect, useState } from 'react';

/**
 * A count the server rendered, kept current: asked again every `everyMs` and when the tab comes back into view.
 * A failed ask keeps the last number (the next one tries again).
 */
export function useLiveCount(
  initial: number | undefined,
  url: string | undefined,
  everyMs = 60_000,
): number | undefined {
  const [count, setCount] = useState(initial);
  // A new server render (another page of the back office) brings a fresher number than the last poll.
  const [rendered, setRendered] = useState(initial);
  if (rendered !== initial) {
    setRendered(initial);
    setCount(initial);
  }
  useEffect(() => {
    if (!url) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      fetch(url, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
        .then((body) => body && setCount(body.count))
        .catch(() => {});
    };
    const timer = setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [url, everyMs]);
  return count;
}
