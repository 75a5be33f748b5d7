'use client';

import { useEffect, useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '@/api-client/generated/graphql';
import { keptPer } from '@/hooks/useKeptAnswer';
import { minSuggestLength } from './suggestion-options';

/** Waits this long after the last key before asking: one request per pause, not one per letter. */
const debounceMs = 200;

/**
 * The answers of this visit, per term: typing back to an earlier term shows its suggestions at once. Kept per
 * GraphQL client, which is the page's language: suggestions name parts in that language.
 */
const answersFor = keptPer<SearchSuggestionsQuery>(50);

/** The last answer, and the term it was for (a failed request answers nothing new). */
type Answer = { term: string; data?: SearchSuggestionsQuery };

/**
 * Instant suggestions for what is typed: debounced, kept per term, and a request whose term is no longer the one in
 * the box is cancelled. While the next answer is on its way, the last one stays shown. Without a query library:
 * the search box is on every page's first load (issue #20).
 */
export function useSearchSuggestions(typed: string) {
  const graphql = useGraphQL();
  const [term, setTerm] = useState(typed.trim());
  const [answer, setAnswer] = useState<Answer>({ term: '' });
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = term.length >= minSuggestLength;
  const answers = answersFor(graphql);
  const kept = enabled ? answers.get(term) : undefined;

  useEffect(() => {
    if (!enabled || answers.has(term)) return;
    const controller = new AbortController();
    graphql.read(SearchSuggestionsDocument, { term }, controller.signal).then(
      (data) => {
        answers.keep(term, data);
        setAnswer({ term, data });
      },
      () => {
        if (!controller.signal.aborted) setAnswer((last) => ({ ...last, term }));
      },
    );
    return () => controller.abort();
  }, [enabled, term, graphql, answers]);

  return {
    term,
    data: enabled ? (kept ?? answer.data) : undefined,
    pending: enabled && ((!kept && answer.term !== term) || term !== typed.trim()),
  };
}
