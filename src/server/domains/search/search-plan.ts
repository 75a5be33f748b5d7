import 'server-only';
import type { Queryable } from '@/server/db';
import { foldCode, isGreeklishWord, tokenise, type QueryToken } from './normalise';
import type { Condition } from './query-words';
import type { Brand, Lexicon, Machine } from './search-lexicon';
import { catalogueLookups } from './search-lookups';
import { understandTokens } from './understand-query';
import { completionsOf, greeklishCompletions, greeklishSpellings, typoCorrections } from './vocabulary';

/** A run of tokens that is a known code (part number, SKU, superseded number, model or engine code). */
export type CodeGroup = { kind: 'code'; codes: string[]; raw: string };
/** A word and what it may also mean: Greek words for Greeklish, catalogue words for a typo. */
export type WordGroup = {
  kind: 'word';
  raw: string;
  lexemes: string[];
  /** The lexemes a document holds for the word and its alternatives (their stems under both stemmers). */
  stems: string[];
  prefix: boolean;
  partialCode: string | null;
  correction: string | null;
};
export type SearchGroup = CodeGroup | WordGroup;

export type SearchPlan = {
  /** What must all match: the words of the part, part numbers, sizes. */
  groups: SearchGroup[];
  /** The whole term folded as a code, when it looks like one: an exact hit on it ranks first. */
  wholeCode: string | null;
  /** Machines the term names: the search narrows to the parts that fit them. */
  machines: Machine[];
  /** Makers named alone: their parts rank first. */
  brands: Brand[];
  /** The makers of the machines named: when a machine is set aside, its maker's parts still rank first. */
  machineBrands: Brand[];
  condition: { value: Condition; id: number } | null;
  /** Categories whose names hold every word of the part ("μπεκ" → Μπεκ, the injectors and their nozzles). */
  partCategories: number[];
  /** The term had words, but none left to search by (stop words only): it finds nothing. */
  nothing: boolean;
};

export const emptyPlan: SearchPlan = {
  groups: [],
  wholeCode: null,
  machines: [],
  brands: [],
  machineBrands: [],
  condition: null,
  partCategories: [],
  nothing: false,
};

const longestCodeSpan = 5;
const maxAlternatives = 4;

/**
 * Understands the term (machines, makers, condition, stop words) and reads what is left into groups that must all
 * match, with at most one small lookup in the catalogue: which code-like runs are known codes, and whether an
 * unknown word is in the catalogue at all (a word that is, however spelt, is never "corrected").
 */
export async function planSearch(db: Queryable, term: string, lexicon: Lexicon): Promise<SearchPlan> {
  const tokens = tokenise(term);
  const understood = understandTokens(tokens, lexicon);
  const rest = understood.rest;
  const spans = codeSpans(rest);
  // Only the term's very last word may be one still being typed ("φίλτρο λαδ").
  const last = tokens.at(-1);
  // Two letters are enough after other words of the part ("starter mo"), three alone.
  const isPrefix = (token: QueryToken) =>
    token === last &&
    !lexicon.vocabulary.terms.has(token.word) &&
    token.word.length >= (rest.length > 1 ? 2 : 3) &&
    !/\d/.test(token.word);
  // The catalogue's words a word being typed may be the start of, in either alphabet ("alternat" → alternator,
  // whose stem "altern" a prefix cannot meet; "psyg" → ψυγειο).
  const typedGreek = (token: QueryToken) =>
    isPrefix(token) ? greeklishCompletions(lexicon.vocabulary, token.word, maxAlternatives) : [];
  const typedWords = (token: QueryToken) =>
    isPrefix(token) ? [...completionsOf(lexicon.vocabulary, token.word, 2), ...typedGreek(token)] : [];
  // Words the vocabulary does not know (nor completes, for the word being typed) nor reads as Greeklish.
  const unknown = rest.filter(
    (token) =>
      !lexicon.vocabulary.terms.has(token.word) &&
      !/\d/.test(token.word) &&
      greeklishSpellings(lexicon.vocabulary, token.word).length === 0 &&
      !(isPrefix(token) && completionsOf(lexicon.vocabulary, token.word, 1).length > 0) &&
      typedGreek(token).length === 0,
  );
  const found = await catalogueLookups(db, lexicon.vocabulary, {
    codes: [...new Set(spans.map((span) => span.code))],
    words: unknown.map((token) => tsqueryText([token.word], isPrefix(token))),
    stems: rest.filter((token) => !token.code || isGreeklishWord(token.word)).map((token) => token.word),
  });

  const groups: SearchGroup[] = [];
  for (let at = 0; at < rest.length;) {
    const span = spans
      .filter((candidate) => candidate.start === at && found.codes.has(candidate.code))
      .sort((a, b) => b.end - a.end)[0];
    if (span) {
      const raw = rest
        .slice(span.start, span.end)
        .map((token) => token.raw)
        .join(' ');
      groups.push({ kind: 'code', codes: [span.code], raw });
      at = span.end;
      continue;
    }
    const token = rest[at++]!;
    const greeklish =
      /\d/.test(token.word) && !isGreeklishWord(token.word) ? [] : greeklishSpellings(lexicon.vocabulary, token.word);
    const mistyped =
      unknown.includes(token) && !found.words.has(tsqueryText([token.word], isPrefix(token)))
        ? typoCorrections(lexicon.vocabulary, token.word)
        : [];
    const lexemes = [...new Set([token.word, ...greeklish, ...typedWords(token), ...mistyped])].slice(
      0,
      maxAlternatives + 1,
    );
    const stems = [...new Set(lexemes.flatMap(found.stemsOf))];
    groups.push({
      kind: 'word',
      raw: token.raw,
      lexemes,
      // A word no stemmer keeps (a stop word of one of them) is looked for as it is.
      stems: stems.length ? stems : [token.word],
      prefix: isPrefix(token),
      partialCode: token.code.length >= 3 ? token.code : null,
      correction: mistyped[0] ?? null,
    });
  }
  const conditionTaxon = understood.condition ? lexicon.conditions[understood.condition] : null;
  const wholeCode = tokens.every(isCodeLike) ? tokens.map((token) => foldCode(token.raw)).join('') : '';
  return {
    groups,
    wholeCode: understood.machines.length === 0 && /\d/.test(wholeCode) && wholeCode.length >= 3 ? wholeCode : null,
    machines: understood.machines,
    brands: understood.brands,
    machineBrands: [...new Set(understood.machines.map((machine) => lexicon.brands.get(machine.brand)))].filter(
      (brand): brand is Brand => brand !== undefined,
    ),
    condition: conditionTaxon && understood.condition ? { value: understood.condition, id: conditionTaxon.id } : null,
    partCategories: categoriesNaming(lexicon, groups),
    nothing:
      tokens.length > 0 &&
      groups.length === 0 &&
      understood.machines.length === 0 &&
      understood.brands.length === 0 &&
      !conditionTaxon,
  };
}

/** The categories whose names have a form of every word of the part (the word being typed as a start). */
function categoriesNaming(lexicon: Lexicon, groups: SearchGroup[]): number[] {
  const words = groups.filter((group): group is WordGroup => group.kind === 'word' && !/\d/.test(group.raw));
  if (words.length === 0) return [];
  return lexicon.categories
    .filter((category) =>
      words.every(
        (word) =>
          word.stems.some((stem) => category.stems.has(stem)) ||
          (word.prefix && [...category.stems].some((stem) => stem.startsWith(word.lexemes[0]!))),
      ),
    )
    .map((category) => category.id);
}

/**
 * The text of a to_tsquery for one word and its alternatives (letters and digits only: nothing to escape). A word
 * being typed matches as the start of a word, and as a whole word: PostgreSQL does not stem a prefix, so
 * "alternat" only meets the stem "altern" of "alternator" as a word.
 */
export function tsqueryText(lexemes: string[], prefix: boolean): string {
  return lexemes
    .map((lexeme, index) => (prefix && index === 0 ? `'${lexeme}':* | '${lexeme}'` : `'${lexeme}'`))
    .join(' | ');
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
