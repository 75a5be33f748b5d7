import 'server-only';
import { greekKey, greeklishKeys, isGreekWord, isGreeklishWord } from './normalise';

/** A row of `search_terms`: a folded word of the catalogue's names, its sound key when Greek, how many names use it. */
export type VocabularyRow = {
  term: string;
  sound_key: string | null;
  frequency: number | string;
  /** Its stems under both stemmers (what documents hold for it). */
  stems?: string[] | null;
};

type Entry = { term: string; key: string; frequency: number };

/** The catalogue's words in memory: known words, Greek words by sound key, and every word by the length of its key. */
export type Vocabulary = {
  terms: Set<string>;
  stems: Map<string, string[]>;
  /** Every word in alphabetical order with its use: completions of what is being typed. */
  sorted: { term: string; frequency: number }[];
  /** Greek words by sound key, most used first: what a Greeklish or misspelt Greek word may stand for. */
  bySound: Map<string, Entry[]>;
  /** Greek words by sound key length and Latin words by length: the neighbourhood a typo is looked for in. */
  greekByLength: Map<number, Entry[]>;
  latinByLength: Map<number, Entry[]>;
};

export function vocabularyOf(rows: VocabularyRow[]): Vocabulary {
  const vocabulary: Vocabulary = {
    terms: new Set(),
    stems: new Map(rows.flatMap((row) => (row.stems ? [[row.term, row.stems] as const] : []))),
    sorted: rows
      .map((row) => ({ term: row.term, frequency: Number(row.frequency) }))
      .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)),
    bySound: new Map(),
    greekByLength: new Map(),
    latinByLength: new Map(),
  };
  const add = (map: Map<number | string, Entry[]>, at: number | string, entry: Entry) => {
    const list = map.get(at);
    if (list) list.push(entry);
    else map.set(at, [entry]);
  };
  const byUse = [...rows].sort((a, b) => Number(b.frequency) - Number(a.frequency) || a.term.localeCompare(b.term));
  for (const row of byUse) {
    vocabulary.terms.add(row.term);
    if (row.sound_key) {
      const entry = { term: row.term, key: row.sound_key, frequency: Number(row.frequency) };
      add(vocabulary.bySound as Map<string, Entry[]>, entry.key, entry);
      add(vocabulary.greekByLength as Map<number, Entry[]>, entry.key.length, entry);
    } else if (/^[a-z]+$/.test(row.term))
      add(vocabulary.latinByLength as Map<number, Entry[]>, row.term.length, {
        term: row.term,
        key: row.term,
        frequency: Number(row.frequency),
      });
  }
  return vocabulary;
}

/** Catalogue words that start with `prefix` (and are longer), most used first. */
export function completionsOf(vocabulary: Vocabulary, prefix: string, limit: number): string[] {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.term < prefix) low = middle + 1;
    else high = middle;
  }
  const found: { term: string; frequency: number }[] = [];
  for (let at = low; at < sorted.length && sorted[at]!.term.startsWith(prefix); at++)
    if (sorted[at]!.term !== prefix) found.push(sorted[at]!);
  return found
    .sort((a, b) => b.frequency - a.frequency || (a.term < b.term ? -1 : 1))
    .slice(0, limit)
    .map((entry) => entry.term);
}

/** The Greek words a Greeklish word being typed may be the start of ("psyg" → ψυγειο), most used first. */
export function greeklishCompletions(vocabulary: Vocabulary, prefix: string, limit: number): string[] {
  if (!isGreeklishWord(prefix) || prefix.length < 3) return [];
  const keys = greeklishKeys(prefix);
  const found: Entry[] = [];
  for (const [key, entries] of vocabulary.bySound)
    if (keys.some((start) => key.startsWith(start))) found.push(...entries);
  return [...new Set(found.sort((a, b) => b.frequency - a.frequency).map((entry) => entry.term))].slice(0, limit);
}

/** Most alternatives a word gets: a typo of a short word must not pull in half the catalogue. */
const maxAlternatives = 3;

/** The Greek words a word written in Latin letters spells ("miza" → μιζα, "psigio" → ψυγειο), most used first. */
export function greeklishSpellings(vocabulary: Vocabulary, word: string): string[] {
  if (!isGreeklishWord(word) || word.length < 3) return [];
  const found = new Set<string>();
  for (const key of greeklishKeys(word))
    for (const entry of vocabulary.bySound.get(key) ?? []) if (entry.term !== word) found.add(entry.term);
  return [...found].slice(0, maxAlternatives + 1);
}

/**
 * The catalogue words a word not in the catalogue was probably meant to be: compared after transliteration (the
 * sound key of a Greek or Greeklish word, the letters of an English one), within one edit for 4 to 7 letters and
 * two from 8. The nearest ones only, most used first.
 */
export function typoCorrections(vocabulary: Vocabulary, word: string): string[] {
  const candidates: { term: string; distance: number; frequency: number }[] = [];
  const look = (key: string, entries: Map<number, Entry[]>) => {
    const bound = allowedEdits(key.length);
    if (bound === 0) return;
    for (let length = key.length - bound; length <= key.length + bound; length++)
      for (const entry of entries.get(length) ?? []) {
        const distance = editDistance(key, entry.key, bound);
        if (distance <= bound) candidates.push({ term: entry.term, distance, frequency: entry.frequency });
      }
  };
  if (isGreekWord(word)) {
    // Greek letters may spell an English word too ("αλτερνατορ").
    look(greekKey(word), vocabulary.greekByLength);
    look(greekKey(word), vocabulary.latinByLength);
  } else if (isGreeklishWord(word) && !/\d/.test(word)) {
    for (const key of greeklishKeys(word)) look(key, vocabulary.greekByLength);
    look(word, vocabulary.latinByLength);
  }
  if (candidates.length === 0) return [];
  const nearest = Math.min(...candidates.map((candidate) => candidate.distance));
  const terms = candidates
    .filter((candidate) => candidate.distance === nearest && candidate.term !== word)
    .sort((a, b) => b.frequency - a.frequency || a.term.localeCompare(b.term))
    .map((candidate) => candidate.term);
  return [...new Set(terms)].slice(0, maxAlternatives);
}

/** One edit for 4 to 7 letters, two from 8; shorter words have too many neighbours to guess. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) from one word to another, or `bound + 1` as soon as it is
 * sure to exceed `bound`.
 */
export function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > bound) return bound + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
