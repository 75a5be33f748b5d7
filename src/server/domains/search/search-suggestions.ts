import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { foldText } from './normalise';
import type { SearchPlan } from './search-plan';

export type SearchSuggestions = {
  /** The term with its mistyped words corrected ("Did you mean …"), or null when nothing was corrected. */
  query: string | null;
  /** Catalogue words that complete the last word typed, most used first. */
  completions: string[];
};

const maxCompletions = 6;

export async function searchSuggestions(db: Queryable, term: string, plan: SearchPlan): Promise<SearchSuggestions> {
  let query = term;
  let corrected = false;
  for (const group of plan.groups)
    if (group.kind === 'word' && group.correction) {
      query = query.replace(group.raw, finalSigma(group.correction));
      corrected = true;
    }
  const lastWord = foldText(term.split(/\s+/).at(-1) ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  const completions =
    lastWord.length >= 2
      ? rowsOf<{ term: string }>(
          await db.execute(
            sql`select term from search_terms where term like ${`${lastWord}%`} and term <> ${lastWord} order by frequency desc, term limit ${maxCompletions}`,
          ),
        ).map((row) => finalSigma(row.term))
      : [];
  return { query: corrected ? query : null, completions };
}

/** Vocabulary words are folded (σ for ς); shown to people, a Greek word ends in ς again. */
function finalSigma(word: string): string {
  return word.replace(/σ(?=$|[^\p{L}])/gu, 'ς');
}
