'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useHydrated } from '@/components/providers/Hydration';
import { providerAllowed, type Provider } from '@/shared/consent';
import { useSiteStore } from '@/stores/site';
import { loadScript, recordPageView } from './data-layer';

/**
 * Loads each third party the shop configured once the visitor's consent allows it, and records analytics page
 * views (path and title) while analytics is allowed. Switching analytics on records the page being viewed.
 */
export function ThirdPartyProviders({ providers }: { providers: Provider[] }) {
  const hydrated = useHydrated();
  const consent = useSiteStore(
    useShallow(({ cookieConsent, marketingCookies, activePixel, activeGtag }) => ({
      cookieConsent,
      marketingCookies,
      activePixel,
      activeGtag,
    })),
  );
  const pathname = usePathname();
  const analyticsOn =
    hydrated && providers.some((provider) => provider.name === 'analytics' && providerAllowed(provider, consent));

  useEffect(() => {
    // Loading is idempotent: a script already on the page stays as it is.
    for (const provider of providers)
      if (hydrated && providerAllowed(provider, consent)) loadScript(provider.name, provider.src);
  }, [hydrated, consent, providers]);

  useEffect(() => {
    if (!analyticsOn) return;
    // The new page's title is set just after navigation.
    const timer = window.setTimeout(() => recordPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [analyticsOn, pathname]);

  return null;
}
