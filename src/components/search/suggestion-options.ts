import type { SearchSuggestionsQuery } from '@/api-client/generated/graphql';

/** What the header search box offers: each option leads to a product or runs a search. */
export type SuggestionOption = {
  id: string;
  kind: 'example' | 'product' | 'correction' | 'completion' | 'all';
  label: string;
  href: { pathname: string; query?: Record<string, string> };
  product?: { sku: string; price: string; image: { small: string; alt: string } | null };
};

/** Three tractor models of the catalogue: what most visitors of a parts shop search by. */
export const exampleSearches = ['Kubota L1-185', 'Yanmar YM2200', 'Iseki TU1900'];
export const minSuggestLength = 2;

const search = (term: string) => ({ pathname: '/products', query: { search: term } });

export function suggestionOptions(term: string, answer: SearchSuggestionsQuery | undefined): SuggestionOption[] {
  const typed = term.trim();
  if (typed.length < minSuggestLength)
    return exampleSearches.map((example, index) => ({
      id: `example-${index}`,
      kind: 'example',
      label: example,
      href: search(example),
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
      product: { sku: node.sku, price: node.price.formatted, image: node.image },
    })),
    { id: 'all', kind: 'all', label: typed, href: search(typed) },
  ];
}

/** A completion is a catalogue word for the last word typed: "φιλτρο λαδ" + "λαδιου" → "φιλτρο λαδιου". */
function completing(typed: string) {
  const before = typed.split(/\s+/).slice(0, -1).join(' ');
  return (word: string) => (before ? `${before} ${word}` : word);
}
