import 'server-only';
import { foldCode, greekKey, isGreekWord, type QueryToken } from './normalise';
import { conditionOf, conditionPhrases, isMachineWord, isStopWord, type Condition } from './query-words';
import type { Brand, Lexicon, Machine } from './search-lexicon';
import { editDistance, greeklishSpellings } from './vocabulary';

/** What a question names besides the part: machines that narrow it, makers that rank, a condition. */
export type Understanding = {
  machines: Machine[];
  /** Makers named without one of their machines ("μίζα kubota"): their parts rank first. */
  brands: Brand[];
  /** null when none, or when both were named. */
  condition: Condition | null;
  /** The tokens left: the part, and part numbers or sizes. */
  rest: QueryToken[];
};

const longestMachineSpan = 5;
const longestBrandSpan = 3;

/** Reads a question's tokens left to right, taking the longest known name at each place. */
export function understandTokens(tokens: QueryToken[], lexicon: Lexicon): Understanding {
  const machines: Machine[] = [];
  const brands: Brand[] = [];
  const conditions = new Set<Condition>();
  const rest: QueryToken[] = [];
  /** Token positions that named an engine: "κινητήρα" next to one only introduces it. */
  const engineAt = new Set<number>();
  const addMachines = (found: Machine[], start: number, end: number) => {
    for (const machine of found) if (!machines.some((known) => known.id === machine.id)) machines.push(machine);
    if (found.some((machine) => machine.kind === 'engine')) for (let at = start; at < end; at++) engineAt.add(at);
  };
  const kept: number[] = [];
  for (let at = 0; at < tokens.length;) {
    const machine = machineSpan(tokens, at, (key) => lexicon.machines.get(key));
    if (machine) {
      addMachines(machine.found, at, machine.end);
      at = machine.end;
      continue;
    }
    const brand = brandSpan(tokens, at, lexicon);
    if (brand) {
      const own = lexicon.machinesOfBrand.get(brand.slug);
      const ofBrand = own && machineSpan(tokens, brand.end, (key) => own.get(key));
      if (ofBrand) {
        addMachines(ofBrand.found, at, ofBrand.end);
        at = ofBrand.end;
      } else {
        const named = lexicon.brands.get(brand.slug);
        if (named && !brands.includes(named)) brands.push(named);
        at = brand.end;
      }
      continue;
    }
    const phrase = at + 1 < tokens.length ? conditionPhrases.get(`${tokens[at]!.word} ${tokens[at + 1]!.word}`) : null;
    if (phrase) {
      conditions.add(phrase);
      at += 2;
      continue;
    }
    const token = tokens[at]!;
    const condition = token.code ? null : conditionOf(token.word);
    if (condition) conditions.add(condition);
    else if (!isStopWord(token.word)) kept.push(at);
    at++;
  }
  for (const at of kept) {
    const token = tokens[at]!;
    if (isMachineWord(token.word) && (engineAt.has(at - 1) || engineAt.has(at + 1))) continue;
    rest.push(token);
  }
  // A maker whose machine was named adds nothing: the machine says more.
  const alone = brands.filter((brand) => !machines.some((machine) => machine.brand === brand.slug));
  return { machines, brands: alone, condition: conditions.size === 1 ? [...conditions][0]! : null, rest };
}

/** A token that may be part of a machine's name: Latin letters, or with a digit ("L1-185", "ΥΜ1500"). */
function machineToken(token: QueryToken): boolean {
  return token.code !== '' || /^[a-z]+$/.test(token.word);
}

function machineSpan(tokens: QueryToken[], start: number, lookup: (key: string) => Machine[] | undefined) {
  let best: { found: Machine[]; end: number } | null = null;
  let key = '';
  for (let end = start + 1; end <= Math.min(tokens.length, start + longestMachineSpan); end++) {
    const token = tokens[end - 1]!;
    if (!machineToken(token)) break;
    key += foldCode(token.raw);
    const found = lookup(key);
    if (found?.length) best = { found, end };
  }
  return best;
}

/** A maker's name at `start`: in Latin letters (or a short form, or one typo in a long name), or in Greek letters. */
function brandSpan(tokens: QueryToken[], start: number, lexicon: Lexicon): { slug: string; end: number } | null {
  let latin = '';
  let sound = '';
  let best: { slug: string; end: number } | null = null;
  for (let end = start + 1; end <= Math.min(tokens.length, start + longestBrandSpan); end++) {
    const token = tokens[end - 1]!;
    if (token.code) break;
    if (isGreekWord(token.word)) {
      if (latin) break;
      sound += greekKey(token.raw);
      const slug = lexicon.brandsBySound.get(sound) ?? nearest(lexicon.brandsBySound, sound);
      if (slug) best = { slug, end };
    } else {
      if (sound || !/^[a-z]+$/.test(token.word)) break;
      latin += token.word;
      // A typo only in what is no word of the catalogue, in either alphabet.
      const unknown =
        !lexicon.vocabulary.terms.has(latin) && greeklishSpellings(lexicon.vocabulary, latin).length === 0;
      const slug = lexicon.brandsByName.get(latin) ?? (unknown ? nearest(lexicon.brandsByName, latin) : undefined);
      if (slug) best = { slug, end };
    }
  }
  return best;
}

/** The maker whose name is one edit away from a spelling of 5+ letters ("kubta", "γιανμαρ"), when only one is. */
function nearest(names: Map<string, string>, spelling: string): string | undefined {
  if (spelling.length < 5) return undefined;
  const close = new Set<string>();
  for (const [name, slug] of names) if (name.length >= 5 && editDistance(spelling, name, 1) <= 1) close.add(slug);
  return close.size === 1 ? [...close][0] : undefined;
}
