import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/providers/Hydration';

/** The Network Information API, where the browser has it (Chromium). */
type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Spec §2: no link prefetching on 2g connections, in data-saver mode or when offline. */
function prefetchAllowed(): boolean {
  if (!navigator.onLine) return false;
  const network = connection();
  if (network?.saveData) return false;
  return !(network?.effectiveType ?? '').includes('2g');
}

function subscribe(onChange: () => void): () => void {
  const network = connection();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  network?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    network?.removeEventListener('change', onChange);
  };
}

/**
 * Whether links may prefetch. False while rendering on the server and hydrating, so that a slow connection
 * never starts a prefetch before the browser has been asked. The browser is asked once the page is hydrated, in
 * the hydration switch's transition: the same snapshot as the server's while hydrating spares every link a
 * synchronous redraw right after it (issue #20).
 */
export function usePrefetchAllowed(): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    () => hydrated && prefetchAllowed(),
    () => false,
  );
}
