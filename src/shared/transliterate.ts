/**
 * Greek → Latin transliteration in the style of ELOT 743, and URL slugs made with it: the one way the shop makes a
 * slug from a name, for the demo catalogue's products (data/README.md) and for products staff add.
 */

const DIGRAPHS: Record<string, string> = {
  ου: 'ou',
  γγ: 'ng',
  γκ: 'gk',
  γξ: 'nx',
  γχ: 'nch',
  μπ: 'mp',
  ντ: 'nt',
};

const LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
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
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  ϊ: 'i',
  ϋ: 'y',
};

// ELOT 743: αυ/ευ/ηυ are written with f before these letters and at the end of a word, v otherwise.
const VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'ς', 'τ', 'φ', 'χ', 'ψ']);

/** Lowercase transliteration; characters that are not Greek letters are kept as they are. */
export function transliterateGreek(text: string): string {
  // Remove the accent but keep the diaeresis: in "Προϋποθέσεις" the "οϋ" is two letters, not "ου".
  const s = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0301/g, '')
    .normalize('NFC');
  let out = '';
  let i = 0;
  while (i < s.length) {
    const ch = s.charAt(i);
    const pair = s.slice(i, i + 2);
    if (pair === 'αυ' || pair === 'ευ' || pair === 'ηυ') {
      const next = s.charAt(i + 2);
      const voiced = next !== '' && next in LETTERS && !VOICELESS.has(next);
      out += (LETTERS[ch] ?? ch) + (voiced ? 'v' : 'f');
      i += 2;
    } else if (DIGRAPHS[pair] !== undefined) {
      out += DIGRAPHS[pair];
      i += 2;
    } else {
      out += LETTERS[ch] ?? ch;
      i += 1;
    }
  }
  return out;
}

export const SLUG_MAX_LENGTH = 80;

export type Lang = 'el' | 'en';

/** A slug of [a-z0-9-]; Greek text is transliterated. Cut at a word boundary when too long. */
export function slugify(text: string, lang: Lang = 'en', maxLength = SLUG_MAX_LENGTH): string {
  let s = transliterateGreek(text)
    .replace(/['’]/g, '') // "operator's" → "operators", not "operator-s"
    .replace(/&/g, lang === 'el' ? ' kai ' : ' and ')
    .replace(/×/g, 'x')
    .replace(/ø/g, 'd') // Ø is the diameter sign: Ø400 → d400
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents on Latin letters
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (s.length > maxLength) {
    const cut = s.lastIndexOf('-', maxLength);
    s = s.slice(0, cut > 20 ? cut : maxLength).replace(/-+$/, '');
  }
  return s;
}
