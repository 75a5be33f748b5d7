import 'server-only';
import { foldText } from './normalise';
import type { SearchPlan } from './search-plan';
import { completionsOf, type Vocabulary } from './vocabulary';

export type SearchSuggestions = {
  /** The term with its mistyped words corrected ("Did you mean …"), or null when nothing was corrected. */
  query: string | null;
  /** Catalogue words that complete the last word typed, most used first. */
  completions: string[];
};

const maxCompletions = 6;

/** A corrected term when a word was mistyped, and the catalogue's words that complete the last word typed. */
export function searchSuggestions(vocabulary: Vocabulary, term: string, plan: SearchPlan): SearchSuggestions {
  let query = term;
  let corrected = false;
  for (const group of plan.groups)
    if (group.kind === 'word' && group.correction) {
      query = query.replace(group.raw, finalSigma(group.correction));
      corrected = true;
    }
  const lastWord = foldText(term.split(/\s+/).at(-1) ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  const completions = lastWord.length >= 2 ? completionsOf(vocabulary, lastWord, maxCompletions).map(finalSigma) : [];
  return { query: corrected ? query : null, completions };
}

/** Vocabulary words are folded (σ for ς); shown to people, a Greek word ends in ς again. */
function finalSigma(word: string): string {
  return word.replace(/σ(?=$|[^\p{L}])/gu, 'ς');
}
