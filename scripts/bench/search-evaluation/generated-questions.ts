import type { CatalogueFacts, ProductFacts } from './catalogue-facts';
import { partTypes } from './part-types';
import type { Question } from './score';

/**
 * Questions made from the catalogue itself: a part type and the tractor (or engine) of a product, asked the ways
 * customers ask (Greek with "για", English with "for", Greeklish, Greeklish with a typo, with a condition word).
 * The answer is every active product of that type fitting that machine (and condition), computed from the files.
 */
export function generatedQuestions(facts: CatalogueFacts, count: number): Question[] {
  const seen = new Set<string>();
  const picked: ProductFacts[] = [];
  // Every seventh product, so the sample spreads over the whole catalogue; one question per type and machine.
  for (let at = 0; picked.length < count && at < facts.products.length * 7; at += 7) {
    const product = facts.products[at % facts.products.length]!;
    const model = product.models[0];
    if (!product.active || !product.type || !model) continue;
    const key = `${product.type}/${model}`;
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(product);
  }
  return picked.map((product, index) => ask(facts, product, index));
}

function ask(facts: CatalogueFacts, product: ProductFacts, index: number): Question {
  const type = partTypes[product.type!];
  const model = facts.models.get(product.models[0]!)!;
  const machine = `${model.brandName} ${model.name}`;
  const want = { type: [product.type!], model: model.slug };
  const partEl = lowerFirst(type.el);
  const partEn = type.en.toLowerCase();
  switch (index % 6) {
    case 0:
      return { q: `${partEl} για ${machine}`, locale: 'el', kind: 'generated greek', want };
    case 1:
      return { q: `${partEn} for ${machine}`, locale: 'en', kind: 'generated english', want };
    case 2:
      return { q: `${greeklish(type.el)} ${machine.toLowerCase()}`, locale: 'el', kind: 'generated greeklish', want };
    case 3:
      return {
        q: `${typo(greeklish(type.el), index)} ${model.name}`,
        locale: 'el',
        kind: 'generated greeklish typo',
        want,
      };
    case 4:
      return {
        q: `${product.condition === 'used' ? 'used' : 'new'} ${partEn} ${machine}`,
        locale: 'en',
        kind: 'generated condition',
        want: { ...want, condition: product.condition },
      };
    default:
      return {
        q: `${partEl} ${product.condition === 'used' ? 'μεταχειρισμένο' : 'καινούργιο'} ${model.name}`,
        locale: 'el',
        kind: 'generated condition',
        want: { ...want, condition: product.condition },
      };
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('el') + text.slice(1);

const digraphs: [string, string][] = [
  ['ου', 'ou'],
  ['αι', 'ai'],
  ['ει', 'ei'],
  ['οι', 'oi'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['μπ', 'mp'],
  ['ντ', 'nt'],
  ['γκ', 'gk'],
];
const letters: Record<string, string> = {
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
  χ: 'x',
  ψ: 'ps',
  ω: 'o',
};

/** Greek as people type it on a Latin keyboard: "Φίλτρο λαδιού" → "filtro ladiou". */
export function greeklish(text: string): string {
  let rest = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let out = '';
  while (rest) {
    const pair = digraphs.find(([greek]) => rest.startsWith(greek));
    if (pair) {
      out += pair[1];
      rest = rest.slice(2);
    } else {
      out += letters[rest[0]!] ?? rest[0];
      rest = rest.slice(1);
    }
  }
  return out;
}

/** One slip of the finger in the longest word: a letter dropped, doubled or two swapped, by turns. */
export function typo(text: string, seed: number): string {
  const words = text.split(' ');
  const longest = words.reduce((best, word, at) => (word.length > words[best]!.length ? at : best), 0);
  const word = words[longest]!;
  if (word.length < 5) return text;
  const at = 2 + (seed % (word.length - 3));
  const slipped = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at] + word.slice(at),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ][seed % 3]!;
  words[longest] = slipped;
  return words.join(' ');
}
