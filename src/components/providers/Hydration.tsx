'use client';

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Outside the provider (the system error page, which replaces the whole document) the browser's state applies. */
const Hydrated = createContext(true);

/**
 * Says when the page has been hydrated, so that components drawn from the browser's storage (the cart count, the
 * signed-in member, my tractor, the price order) show the server's state until then and the browser's after.
 *
 * The switch is a transition: React draws what changes in slices that leave the main thread free between them. The
 * same switch through useSyncExternalStore (server snapshot false, client true) made React redraw every such
 * component synchronously right after hydration, in one task of 50 ms and more on a phone (issue #20, TBT).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** False while the server renders and during hydration: the session, the cart and the choices live in the browser. */
export const useHydrated = (): boolean => useContext(Hydrated);
