'use client';

import { useEffect } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { usePathname, useRouter } from '@/i18n/navigation';

const storageKey = (namespace: string) => `search-filters:${namespace}`;
const lastPageKey = 'search-filters:last-page';

/**
 * Spec §3: a set of filters per namespace, in session storage. Coming back to the listing (from a product, the
 * menu, the back of the site) without filters in the address brings back the ones chosen in this tab; a
 * change of filters on the listing itself (clearing them too) is simply remembered.
 */
export function FilterMemory({ namespace, filterQuery }: { namespace: string; filterQuery: string }) {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const cameFromElsewhere = sessionStorage.getItem(lastPageKey) !== namespace;
    sessionStorage.setItem(lastPageKey, namespace);
    const remembered = sessionStorage.getItem(storageKey(namespace));
    if (cameFromElsewhere && !filterQuery && remembered && window.location.search === '') {
      startLoading();
      router.replace(`${pathname}?${remembered}`, { scroll: false });
      return;
    }
    sessionStorage.setItem(storageKey(namespace), filterQuery);
  }, [namespace, filterQuery, pathname, router]);

  // Any other page of the tab (or a page load): the next visit to the listing comes from elsewhere.
  useEffect(() => {
    const forget = () => sessionStorage.setItem(lastPageKey, '');
    window.addEventListener('pagehide', forget);
    return () => {
      window.removeEventListener('pagehide', forget);
      forget();
    };
  }, []);
  return null;
}
