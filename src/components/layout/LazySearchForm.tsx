'use client';

import dynamic from 'next/dynamic';

/**
 * The search box with its suggestions, for the header's toggle and the mobile menu: its code loads when the visitor
 * first opens either (issue #20). Until then a box of the same height holds its place.
 */
export const LazySearchForm = dynamic(() => import('./SearchForm').then((module) => module.SearchForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-11 w-full rounded-md border border-neutral-300 bg-white" />,
});
