'use client';

import dynamic from 'next/dynamic';
import { AfterIdle } from '@/components/loading/AfterIdle';
import { LazyMessages } from '@/i18n/LazyMessages';
import type { Provider } from '@/shared/consent';

const CookieBar = dynamic(() => import('./CookieBar').then((module) => module.CookieBar), { ssr: false });
const ThirdPartyProviders = dynamic(
  () => import('./ThirdPartyProviders').then((module) => module.ThirdPartyProviders),
  { ssr: false },
);

/**
 * The cookie bar and the third-party loader, once the page is idle (issue #20): a fixed bar over the page and
 * scripts that wait for consent anyway, so neither belongs on the first load. The bar's texts load with it.
 */
export function LazyConsent({ providers }: { providers: Provider[] }) {
  return (
    <AfterIdle>
      <ThirdPartyProviders providers={providers} />
      {providers.length > 0 && (
        <LazyMessages bundle="consent">
          <CookieBar providers={providers} />
        </LazyMessages>
      )}
    </AfterIdle>
  );
}
