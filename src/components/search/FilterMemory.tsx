'use client';

import { useEffect } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useSearchFilters } from '@/stores/searchFilters';

/**
 * Coming back to a listing (from a product, the menu, a new page load) without filters in the address brings
 * back the ones chosen in this tab; a change of filters on the listing itself (clearing them too) is simply
 * remembered.
 */
/**
 * A listing left for another page of the same listing rendered by another route (its cached views and its narrower
 * pages are rendered apart, so the page's tree is a new one) is not left: the new FilterMemory mounts in the same
 * commit as the old one unmounts, and cancels the leaving before it happens.
 */
let leaving: ReturnType<typeof setTimeout> | undefined;

export function FilterMemory({ namespace, filterQuery }: { namespace: string; filterQuery: string }) {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    clearTimeout(leaving);
    const { shownNamespace, byNamespace, remember, show } = useSearchFilters.getState();
    const cameFromElsewhere = shownNamespace !== namespace;
    show(namespace);
    const remembered = byNamespace[namespace];
    if (cameFromElsewhere && !filterQuery && remembered && window.location.search === '') {
      startLoading();
      router.replace(`${pathname}?${remembered}`, { scroll: false });
      return;
    }
    remember(namespace, filterQuery);
  }, [namespace, filterQuery, pathname, router]);

  // Any other page of the tab (or a page load): the next visit to the listing comes from elsewhere.
  useEffect(() => {
    const leave = () => useSearchFilters.getState().leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leaving = setTimeout(leave);
    };
  }, []);
  return null;
}
