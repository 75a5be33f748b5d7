/**
 * URL slugs from product names, as the catalogue's own are made (data/README.md): Greek letters transliterated
 * ELOT 743-style, accents dropped, everything else reduced to lower-case words joined by hyphens.
 */
const greek: Record<string, string> = {
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
};
/** Pairs read as one sound before single letters ("μπ" → b at a word's start is left as "mp": ELOT keeps it). */
const pairs: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/αι/g, 'ai'],
  [/ει/g, 'ei'],
  [/οι/g, 'oi'],
  [/γγ/g, 'ng'],
  [/γκ/g, 'gk'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
];

export const maxSlugLength = 100;

export function slugOf(text: string): string {
  let folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pair, latin] of pairs) folded = folded.replace(pair, latin);
  const latin = [...folded].map((char) => greek[char] ?? char).join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
