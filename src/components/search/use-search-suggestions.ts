'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { SearchSuggestionsDocument } from '@/api-client/generated/graphql';
import { minSuggestLength } from './suggestion-options';

/** Waits this long after the last key before asking: one request per pause, not one per letter. */
const debounceMs = 200;

/**
 * Instant suggestions for what is typed: debounced, cached per term, and a request whose term is no longer
 * the one in the box is cancelled (TanStack Query aborts the signal of a query nobody watches any more).
 */
export function useSearchSuggestions(typed: string) {
  const graphql = useGraphQL();
  const [term, setTerm] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = term.length >= minSuggestLength;
  const query = useQuery({
    queryKey: ['search-suggestions', term],
    queryFn: ({ signal }) => graphql.read(SearchSuggestionsDocument, { term }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    term,
    data: enabled ? query.data : undefined,
    pending: enabled && (query.isFetching || term !== typed.trim()),
    failed: query.isError,
  };
}
