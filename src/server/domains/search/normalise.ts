import 'server-only';
/**
 * Folding of what people type and what the catalogue says, so that both meet: Greek without accents or final
 * sigma, Greeklish (Greek written in Latin letters) reduced to a sound key, and part numbers without separators.
 * Pure functions: the same ones build the search documents and analyse the queries.
 */

/** Longest term we look at: enough for a long part name, short enough to keep the query plan small. */
export const maxTermLength = 120;
const maxTokens = 10;

/** Lower case, without accents, diaeresis or any other mark, final sigma as σ. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .normalize('NFC');
}

/** Greek capitals that look like Latin ones: a part number typed on a Greek keyboard ("ΑΜ876453"). */
const latinLookalikes: Record<string, string> = {
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
};

/** A part number, SKU or model code without dashes, dots, spaces or case: "15241-32430" → "1524132430". */
export function foldCode(text: string): string {
  return [...foldText(text)]
    .map((char) => latinLookalikes[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

/** Drops control characters, emoji and stray marks, and cuts the term to a sane length. */
export function cleanTerm(term: string | null | undefined): string {
  return (term ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{So}\p{Sk}]/gu, ' ')
    .replace(/(^|[^\p{L}])\p{M}+/gu, '$1')
    .slice(0, maxTermLength)
    .replace(/\s+/g, ' ')
    .trim();
}

export type QueryToken = {
  /** As typed (cleaned), for suggestions. */
  raw: string;
  /** Folded letters and digits only: the form matched against words. */
  word: string;
  /** Folded like a part number; empty when the token has no digit (then it is a plain word). */
  code: string;
};

/**
 * Splits a cleaned term into tokens. A token with a digit keeps its dashes and dots ("L1-185", "0.8kW") because
 * it is probably a code; other tokens split there too ("oil/fuel" → "oil", "fuel").
 */
export function tokenise(term: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const chunk of cleanTerm(term).split(/[^\p{L}\p{N}\-./]+/u)) {
    const pieces = /\p{N}/u.test(chunk) ? [chunk] : chunk.split(/[-./]+/);
    for (const piece of pieces) {
      const word = foldText(piece).replace(/[^\p{L}\p{N}]/gu, '');
      if (word) tokens.push({ raw: piece, word, code: /\p{N}/u.test(piece) ? foldCode(piece) : '' });
    }
  }
  return tokens.slice(0, maxTokens);
}

export const isGreekWord = (word: string) => /^[\u0370-\u03ff\u1f00-\u1fff]+$/u.test(word);
export const isLatinWord = (word: string) => /^[a-z]+$/.test(word);
/** Latin letters, with 8 for θ as Greeklish writers do ("8ermostaths"). */
export const isGreeklishWord = (word: string) => /^[a-z8]*[a-z][a-z8]*$/.test(word);

// Greek → sound key. Every spelling of one sound gets one symbol: ι η υ ει οι υι → i, ο ω → o, αι ε → e,
// θ → 8, ξ → x, χ → h, μπ → b, ντ → d, γκ γγ → g; doubled letters count once.
const greekDigraphs: [string, string][] = [
  ['ει', 'i'],
  ['οι', 'i'],
  ['υι', 'i'],
  ['αι', 'e'],
  ['ου', 'u'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['μπ', 'b'],
  ['ντ', 'd'],
  ['γκ', 'g'],
  ['γγ', 'g'],
  ['τσ', 'ts'],
  ['τζ', 'tz'],
];
const greekLetters: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: '8',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'i',
  φ: 'f',
  χ: 'h',
  ψ: 'ps',
  ω: 'o',
};

/** The sound key of a Greek word; a diaeresis ("προϊόν") keeps two vowels apart. */
export function greekKey(word: string): string {
  const letters = [...word.normalize('NFD').toLowerCase()].reduce<string[]>((out, char) => {
    if (char === '\u0308') out.push('|');
    else if (!/\p{M}/u.test(char)) out.push(char);
    return out;
  }, []);
  const text = letters.join('').replace(/(.)\|/g, '|$1').replace(/ς/g, 'σ');
  let key = '';
  for (let at = 0; at < text.length;) {
    if (text[at] === '|') {
      key += greekLetters[text[at + 1] ?? ''] ?? '';
      at += 2;
      continue;
    }
    const digraph = greekDigraphs.find(([pair]) => text.startsWith(pair, at));
    if (digraph) {
      key += digraph[1];
      at += 2;
    } else key += greekLetters[text[at++]!] ?? '';
  }
  return collapse(key);
}

// Greeklish → sound keys. Ambiguous letters branch: h is η or χ, x is ξ or χ, u is υ or ου, b is μπ or β,
// af/ef are αυ/ευ or αφ/εφ. Longest spellings first.
const latinSpellings: [string, string[]][] = [
  ['th', ['8', 'ti']],
  ['ph', ['f', 'pi']],
  ['ch', ['h', 'ki']],
  ['kh', ['h', 'ki']],
  ['ks', ['x']],
  ['ps', ['ps']],
  ['mp', ['b']],
  ['nt', ['d']],
  ['gk', ['g']],
  ['gg', ['g']],
  ['ei', ['i']],
  ['oi', ['i']],
  ['yi', ['i']],
  ['ui', ['i']],
  ['ai', ['e']],
  ['ou', ['u']],
  ['au', ['av']],
  ['eu', ['ev']],
  ['af', ['av', 'af']],
  ['ef', ['ev', 'ef']],
  ['h', ['i', 'h']],
  ['x', ['x', 'h']],
  ['u', ['i', 'u']],
  ['b', ['b', 'v']],
  ['y', ['i']],
  ['w', ['o']],
  ['c', ['k']],
  ['q', ['k']],
  ['j', ['tz']],
  ['8', ['8']],
];
const maxKeys = 16;

/** The sound keys a Greeklish word may stand for ("filtro" → ["filtro"], "ladiou" → ["ladiu"]). */
export function greeklishKeys(word: string): string[] {
  let keys = [''];
  const text = word.toLowerCase();
  for (let at = 0; at < text.length;) {
    const [spelling, sounds] = latinSpellings.find(([latin]) => text.startsWith(latin, at)) ?? [text[at]!, [text[at]!]];
    keys = keys.flatMap((key) => sounds.map((sound) => key + sound)).slice(0, maxKeys);
    at += spelling.length;
  }
  return [...new Set(keys.map(collapse))];
}

function collapse(key: string): string {
  return key.replace(/(.)\1+/g, '$1');
}
