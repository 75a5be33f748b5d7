import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { foldCode, greeklishKeys, isGreeklishWord, tokenise, type QueryToken } from './normalise';

/** A run of tokens that is a known code (part number, SKU, superseded number, model or engine code). */
export type CodeGroup = { kind: 'code'; codes: string[]; raw: string };
/** A word and what it may also mean: Greek words for Greeklish, catalogue words for a typo. */
export type WordGroup = {
  kind: 'word';
  raw: string;
  lexemes: string[];
  prefix: boolean;
  partialCode: string | null;
  correction: string | null;
};
export type SearchGroup = CodeGroup | WordGroup;

export type SearchPlan = {
  groups: SearchGroup[];
  /** The whole term folded as a code, when it looks like one: an exact hit on it ranks first. */
  wholeCode: string | null;
};

const longestCodeSpan = 5;
/** Typos are only corrected in words this long: shorter ones have too many neighbours. */
const minTypoLength = 4;
const maxAlternatives = 4;

/** Reads the term into groups that must all match, with two small lookups in the catalogue's codes and words. */
export async function planSearch(db: Queryable, term: string): Promise<SearchPlan> {
  const tokens = tokenise(term);
  const spans = codeSpans(tokens);
  const knownCodes = await existingCodes(db, [...new Set(spans.map((span) => span.code))]);
  const groups: (SearchGroup | QueryToken)[] = [];
  for (let at = 0; at < tokens.length;) {
    const span = spans
      .filter((candidate) => candidate.start === at && knownCodes.has(candidate.code))
      .sort((a, b) => b.end - a.end)[0];
    if (span) {
      groups.push({
        kind: 'code',
        codes: [span.code],
        raw: tokens
          .slice(span.start, span.end)
          .map((token) => token.raw)
          .join(' '),
      });
      at = span.end;
    } else groups.push(tokens[at++]!);
  }
  const words = groups.filter((group): group is QueryToken => !('kind' in group));
  const meanings = await wordMeanings(db, words);
  const last = groups.at(-1);
  const planned = groups.flatMap((group): SearchGroup[] => {
    if ('kind' in group) return [group];
    const meaning = meanings.get(group.word);
    if (meaning?.stop) return [];
    const lexemes = [...new Set([group.word, ...(meaning?.alternatives ?? [])])].slice(0, maxAlternatives + 1);
    const prefix = group === last && !meaning?.known && group.word.length >= 3 && !/\d/.test(group.word);
    const correction =
      !meaning?.known && meaning?.alternatives[0] && !meaning.greeklish ? meaning.alternatives[0] : null;
    return [
      {
        kind: 'word',
        raw: group.raw,
        lexemes,
        prefix,
        partialCode: group.code.length >= 3 ? group.code : null,
        correction,
      },
    ];
  });
  const wholeCode = tokens.every(isCodeLike) ? tokens.map((token) => foldCode(token.raw)).join('') : '';
  return { groups: planned, wholeCode: /\d/.test(wholeCode) && wholeCode.length >= 3 ? wholeCode : null };
}

type Span = { start: number; end: number; code: string };

/** Runs of Latin-letter or digit tokens with at least one digit: "L1 185", "0 451 103 336", "15241-32430". */
function codeSpans(tokens: QueryToken[]): Span[] {
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start++)
    for (let end = start + 1; end <= Math.min(tokens.length, start + longestCodeSpan); end++) {
      const run = tokens.slice(start, end);
      if (!run.every(isCodeLike)) break;
      if (run.some((token) => token.code))
        spans.push({ start, end, code: run.map((token) => foldCode(token.raw)).join('') });
    }
  return spans;
}

/** Latin letters and digits only (Greek capitals that look Latin count): could be part of a code. */
function isCodeLike(token: QueryToken): boolean {
  return token.code !== '' || foldCode(token.raw).length === token.word.length;
}

async function existingCodes(db: Queryable, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = rowsOf<{ code: string }>(
    await db.execute(
      sql`select c as code from unnest(${toArray(codes)}::text[]) c where exists (select 1 from search_documents d where d.codes @> array[c])`,
    ),
  );
  return new Set(rows.map((row) => row.code));
}

type Meaning = { known: boolean; stop: boolean; greeklish: boolean; alternatives: string[] };

/** For each word: is it in the catalogue, is it a stop word, which Greek words it spells in Latin letters, or which words it mistypes. */
async function wordMeanings(db: Queryable, tokens: QueryToken[]): Promise<Map<string, Meaning>> {
  const words = [
    ...new Set(tokens.filter((token) => !token.code || isGreeklishWord(token.word)).map((token) => token.word)),
  ];
  if (words.length === 0) return new Map();
  const input = JSON.stringify(
    words.map((word) => ({ word, keys: isGreeklishWord(word) && word.length >= 3 ? greeklishKeys(word) : [] })),
  );
  const rows = rowsOf<{ word: string; known: boolean; stop: boolean; greek: string[] }>(
    await db.execute(sql`
      select w.word,
        exists (select 1 from search_terms t where t.term = w.word) as known,
        (ts_lexize('greek_stem', w.word) = '{}' or ts_lexize('english_stem', w.word) = '{}') as stop,
        array(select t.term from search_terms t where t.sound_key = any(w.keys) and t.term <> w.word order by t.frequency desc, t.term limit ${maxAlternatives}) as greek
      from jsonb_to_recordset(${input}::jsonb) as w(word text, keys text[])`),
  );
  const meanings = new Map(
    rows.map((row) => [
      row.word,
      { known: row.known, stop: row.stop === true, greeklish: row.greek.length > 0, alternatives: row.greek },
    ]),
  );
  const mistyped = words.filter((word) => {
    const meaning = meanings.get(word);
    return (
      meaning &&
      !meaning.known &&
      !meaning.stop &&
      !meaning.greeklish &&
      word.length >= minTypoLength &&
      !/\d/.test(word)
    );
  });
  if (mistyped.length > 0) {
    const corrections = rowsOf<{ word: string; terms: string[] }>(
      await db.execute(sql`
        select w as word, array(select t.term from search_terms t where t.term % w order by similarity(t.term, w) desc, t.frequency desc, t.term limit 3) as terms
        from unnest(${toArray(mistyped)}::text[]) w`),
    );
    for (const { word, terms } of corrections) meanings.get(word)!.alternatives = terms;
  }
  return meanings;
}

/** A PostgreSQL array literal of plain words and codes (letters and digits only, so nothing to escape). */
export function toArray(values: string[]): string {
  return `{${values.map((value) => `"${value}"`).join(',')}}`;
}
