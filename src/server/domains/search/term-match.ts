import 'server-only';
import type { Queryable } from '@/server/db';
import { cleanTerm } from './normalise';
import { catalogueVersion, perCatalogueVersion } from './search-cache';
import { loadLexicon } from './search-lexicon';
import { termMatch, type TermMatch } from './search-match';
import { emptyPlan, planSearch } from './search-plan';

const lexiconOf = perCatalogueVersion(loadLexicon);

/**
 * A free term read the way the storefront's search reads it (Greek, Greeklish, part numbers, old numbers, model
 * codes, typos), as conditions and ranks over `d` (search_documents), for other screens' own statements (the back
 * office's product list filters by status and stock the storefront never shows).
 */
export async function matchTerm(db: Queryable, term: string | null | undefined): Promise<TermMatch> {
  const cleaned = cleanTerm(term);
  if (!cleaned) return termMatch(emptyPlan);
  const lexicon = await lexiconOf(db, await catalogueVersion(db));
  return termMatch(await planSearch(db, cleaned, lexicon));
}

export type { TermMatch };
