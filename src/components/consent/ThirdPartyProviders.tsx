'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useHydrated } from '@/hooks/useAuth';
import { providerAllowed, type Provider } from '@/shared/consent';
import { useSiteStore } from '@/stores/site';
import { loadScript, recordPageView } from './data-layer';

/**
 * Loads each third party the shop configured once the visitor's consent allows it, and records analytics page
 * views (path and title) while analytics is allowed. Switching analytics on records the page being viewed.
 */
export function ThirdPartyProviders({ providers }: { providers: Provider[] }) {
  const hydrated = useHydrated();
  const consent = useSiteStore(useShallow(({ cookieConsent, marketingCookies, activePixel, activeGtag }) => ({ cookieConsent, marketingCookies, activePixel, activeGtag })));
  const pathname = usePathname();
  const allowed = hydrated ? providers.filter((provider) => providerAllowed(provider, consent)) : [];
  const analyticsOn = allowed.some((provider) => provider.name === 'analytics');
  const scripts = allowed.map((provider) => `${provider.name} ${provider.src}`).join('\n');

  useEffect(() => {
    for (const line of scripts.split('\n').filter(Boolean)) {
      const [name, src] = line.split(' ') as [string, string];
      loadScript(name, src);
    }
  }, [scripts]);

  useEffect(() => {
    if (!analyticsOn) return;
    // The new page's title is set just after navigation.
    const timer = window.setTimeout(() => recordPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [analyticsOn, pathname]);

  return null;
}
