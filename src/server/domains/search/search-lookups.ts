import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Vocabulary } from './vocabulary';

/** Stems of words outside the vocabulary, kept per process: the same words come back all day. */
const knownStems = new Map<string, string[]>();
const knownStemsCapacity = 20_000;

export type Lookups = {
  /** The codes some product has. */
  codes: Set<string>;
  /** The words (as tsquery texts) some document contains, in any of its forms. */
  words: Set<string>;
  /** The stems of a word under both stemmers (the lexemes a document holds for it). */
  stemsOf: (word: string) => string[];
};

/**
 * What planning a search asks of the catalogue, in at most one statement: which code-like runs are known codes,
 * whether words the vocabulary does not know are in the catalogue at all, and the stems of words whose stems
 * neither the vocabulary nor this process knows yet.
 */
export async function catalogueLookups(
  db: Queryable,
  vocabulary: Vocabulary,
  asked: { codes: string[]; words: string[]; stems: string[] },
): Promise<Lookups> {
  const unstemmed = [...new Set(asked.stems)].filter((word) => !vocabulary.stems.has(word) && !knownStems.has(word));
  const stemsOf = (word: string) => vocabulary.stems.get(word) ?? knownStems.get(word) ?? [];
  if (asked.codes.length === 0 && asked.words.length === 0 && unstemmed.length === 0)
    return { codes: new Set(), words: new Set(), stemsOf };
  const [row] = rowsOf<{ codes: string[] | null; words: string[] | null; stems: unknown }>(
    await db.execute(sql`
      select
        array(select c from unnest(${toArray(asked.codes)}::text[]) c where exists (select 1 from search_documents d where d.codes @> array[c])) as codes,
        array(select w from unnest(${toArray(asked.words)}::text[]) w
          where exists (select 1 from search_documents d where d.document @@ (to_tsquery('shop_greek', w) || to_tsquery('shop_english', w)))) as words,
        (select coalesce(json_object_agg(w, ${stemsSql('w')}), '{}') from unnest(${toArray(unstemmed)}::text[]) w) as stems`),
  );
  const stems = (typeof row?.stems === 'string' ? JSON.parse(row.stems) : (row?.stems ?? {})) as Record<
    string,
    string[]
  >;
  for (const [word, found] of Object.entries(stems)) {
    if (knownStems.size >= knownStemsCapacity) knownStems.delete(knownStems.keys().next().value!);
    knownStems.set(word, found);
  }
  return { codes: new Set(row?.codes ?? []), words: new Set(row?.words ?? []), stemsOf };
}

/**
 * The lexemes documents hold for a word: a Greek word's Greek stem (the English stemmer keeps Greek letters as they
 * are, which no document holds); for a word in Latin letters its English stem and itself (as Greek names keep it).
 */
export function stemsSql(word: string) {
  return sql.raw(
    `(case when ${word} ~ '[α-ω]' then tsvector_to_array(to_tsvector('shop_greek', ${word})) else tsvector_to_array(to_tsvector('shop_greek', ${word}) || to_tsvector('shop_english', ${word})) end)`,
  );
}

/** A PostgreSQL array literal (its elements quoted, quotes and backslashes escaped). */
export function toArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

/**
 * A tsquery of lexemes as they are (no parser, no stemmer: they are stems already), any of which may match; a word
 * being typed also matches as the start of a lexeme.
 */
export function lexemeQuery(stems: string[], prefix: string | null): string {
  const quote = (lexeme: string) => `'${lexeme.replace(/[^\p{L}\p{N}]/gu, '')}'`;
  // Stems the prefix already covers are left out: each term counts in the planner's estimate.
  const rest = prefix ? stems.filter((stem) => !stem.startsWith(prefix)) : stems;
  return [...rest.map(quote), ...(prefix ? [`${quote(prefix)}:*`] : [])].join(' | ');
}
