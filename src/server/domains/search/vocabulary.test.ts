import { describe, expect, it } from 'vitest';
import { greekKey } from './normalise';
import {
  allowedEdits,
  completionsOf,
  editDistance,
  greeklishSpellings,
  typoCorrections,
  vocabularyOf,
} from './vocabulary';

const greek = (term: string, frequency: number) => ({ term, sound_key: greekKey(term), frequency });
const latin = (term: string, frequency: number) => ({ term, sound_key: null, frequency });
const vocabulary = vocabularyOf([
  greek('μιζα', 120),
  greek('μιζασ', 30),
  greek('φλαντζα', 60),
  greek('κεφαλησ', 50),
  greek('υδραυλικη', 80),
  greek('ψυγειο', 70),
  greek('μικα', 2),
  latin('alternator', 90),
  latin('starter', 100),
  latin('filter', 150),
]);

describe('edit distance', () => {
  it.each([
    ['flatza', 'fladza', 1],
    ['ladiu', 'ladiou', 1],
    ['yamnar', 'yanmar', 1],
    ['idraviki', 'idravliki', 1],
    ['alternater', 'alternator', 1],
    ['miza', 'mizes', 2],
    ['abc', 'abc', 0],
  ])('%s → %s: %i', (a, b, edits) => expect(editDistance(a, b, 3)).toBe(edits));

  it('stops counting past the bound', () => expect(editDistance('kubota', 'massey', 1)).toBe(2));

  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 2],
  ])('a word of %i letters may have %i typos', (length, edits) => expect(allowedEdits(length)).toBe(edits));
});

describe('the vocabulary', () => {
  it('reads Greeklish as the Greek words it spells', () => {
    expect(greeklishSpellings(vocabulary, 'miza')).toEqual(['μιζα']);
    expect(greeklishSpellings(vocabulary, 'psigio')).toEqual(['ψυγειο']);
    expect(greeklishSpellings(vocabulary, 'starter')).toEqual([]);
  });

  it.each([
    ['flatza', ['φλαντζα']],
    ['κεφαλισ', ['κεφαλησ']],
    ['ydraviki', ['υδραυλικη']],
    ['alternater', ['alternator']],
    ['αλτερνατορ', ['alternator']],
    ['filtre', ['filter']],
  ])('corrects %s', (word, terms) => expect(typoCorrections(vocabulary, word)).toEqual(terms));

  it('keeps to the nearest words, most used first, and never guesses at words of three letters', () => {
    expect(typoCorrections(vocabulary, 'μιζη')).toEqual(['μιζα']);
    expect(typoCorrections(vocabulary, 'μιξ')).toEqual([]);
    expect(typoCorrections(vocabulary, 'xyzzyplugh')).toEqual([]);
  });

  it('completes the word being typed, most used first', () => {
    expect(completionsOf(vocabulary, 'μι', 5)).toEqual(['μιζα', 'μιζασ', 'μικα']);
    expect(completionsOf(vocabulary, 'μιζα', 5)).toEqual(['μιζασ']);
    expect(completionsOf(vocabulary, 'zz', 5)).toEqual([]);
  });
});
