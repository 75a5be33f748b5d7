import type { SearchSuggestionsQuery } from '@/api-client/generated/graphql';
import { katalogosPath } from '@/shared/catalogue-db';

/** What the header search box offers: each option leads to a product or runs a search. */
export type SuggestionOption = {
  id: string;
  kind: 'example' | 'product' | 'correction' | 'completion' | 'all';
  label: string;
  href: { pathname: string; query?: Record<string, string> };
  /** The part number customers know (MPN); the internal SKU only when the part has none. */
  product?: {
    partNumber: string;
    price: { amount: number; currency: string };
    image: { small: string; alt: string } | null;
  };
};

/**
 * Three tractor models of the catalogue (what most visitors of a parts shop search by), each opening the parts
 * catalogue of that model: its diagrams and every part that fits it.
 */
export const exampleModels = [
  { label: 'Kubota L1-185', brand: 'kubota', model: 'l1-185' },
  { label: 'Yanmar YM2200', brand: 'yanmar', model: 'ym2200' },
  { label: 'Iseki TU1700', brand: 'iseki', model: 'tu1700' },
] as const;
export const exampleSearches = exampleModels.map((example) => example.label);
export const minSuggestLength = 2;

const search = (term: string) => ({ pathname: '/products', query: { search: term } });

export function suggestionOptions(term: string, answer: SearchSuggestionsQuery | undefined): SuggestionOption[] {
  const typed = term.trim();
  if (typed.length < minSuggestLength)
    return exampleModels.map((example, index) => ({
      id: `example-${index}`,
      kind: 'example',
      label: example.label,
      href: { pathname: katalogosPath(example.brand, example.model) },
    }));
  if (!answer) return [];
  const { nodes, suggestions } = answer.productsSearch;
  const correction = suggestions.query;
  return [
    ...(correction
      ? [{ id: 'correction', kind: 'correction' as const, label: correction, href: search(correction) }]
      : []),
    ...suggestions.completions
      .map(completing(typed))
      .filter((completed) => completed !== correction)
      .slice(0, 4)
      .map((completed, index) => ({
        id: `completion-${index}`,
        kind: 'completion' as const,
        label: completed,
        href: search(completed),
      })),
    ...nodes.map((node) => ({
      id: `product-${node.id}`,
      kind: 'product' as const,
      label: node.name,
      href: { pathname: `/product/${node.slug}` },
      product: { partNumber: node.mpn || node.sku, price: node.price, image: node.image },
    })),
    { id: 'all', kind: 'all', label: typed, href: search(typed) },
  ];
}

/** A completion is a catalogue word for the last word typed: "φιλτρο λαδ" + "λαδιου" → "φιλτρο λαδιου". */
function completing(typed: string) {
  const before = typed.split(/\s+/).slice(0, -1).join(' ');
  return (word: string) => (before ? `${before} ${word}` : word);
}
