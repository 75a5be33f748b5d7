'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { LazyMessages } from '@/i18n/LazyMessages';
import type { SearchForm as LoadedSearchForm } from './SearchForm';

const loadSearchForm = () => import('./SearchForm').then((module) => module.SearchForm);
const placeholder = <div aria-hidden="true" className="h-11 w-full rounded-md border border-neutral-300 bg-white" />;
const SearchForm = dynamic(loadSearchForm, { ssr: false, loading: () => placeholder });

/**
 * The search box with its suggestions, for the header's toggle and the mobile menu: its code and its texts load
 * together when the visitor first opens either (issue #20). Until then a box of the same height holds its place.
 */
export function LazySearchForm(props: ComponentProps<typeof LoadedSearchForm>) {
  return (
    <LazyMessages bundle="searchBox" preload={loadSearchForm} fallback={placeholder}>
      <SearchForm {...props} />
    </LazyMessages>
  );
}
