import { describe, expect, it } from 'vitest';
import type { SearchSuggestionsQuery } from '@/api-client/generated/graphql';
import { exampleSearches, suggestionOptions } from './suggestion-options';

const answer = (
  suggestions: { query: string | null; completions: string[] },
  names: string[] = [],
): SearchSuggestionsQuery => ({
  productsSearch: {
    total: names.length,
    suggestions,
    nodes: names.map((name, index) => ({
      id: String(index),
      slug: `part-${index}`,
      name,
      sku: `TP-00000${index}`,
      mpn: index === 0 ? '15241-32430' : null,
      price: { amount: 100, currency: 'EUR', formatted: '€1.00' },
      image: null,
    })),
  },
});

describe('the header search options', () => {
  it('offers the example tractor models before anything is typed, each opening its parts catalogue', () => {
    const examples = suggestionOptions(' k', undefined);
    expect(examples.map((option) => option.label)).toEqual(exampleSearches);
    expect(examples[0]!.href).toEqual({ pathname: '/katalogos/kubota/l1-185' });
  });

  it('names a part by the part number customers know, the SKU only when it has none', () => {
    const options = suggestionOptions('filter', answer({ query: null, completions: [] }, ['Oil filter', 'Seat']));
    expect(options.flatMap((option) => (option.product ? [option.product.partNumber] : []))).toEqual([
      '15241-32430',
      'TP-000001',
    ]);
  });

  it('completes the last word, corrects, lists parts and ends with all results', () => {
    const options = suggestionOptions(
      'φιλτρο λαδ',
      answer({ query: null, completions: ['λαδιου', 'λαδιού'] }, ['Φίλτρο λαδιού Kubota']),
    );
    expect(options.map((option) => [option.kind, option.label])).toEqual([
      ['completion', 'φιλτρο λαδιου'],
      ['completion', 'φιλτρο λαδιού'],
      ['product', 'Φίλτρο λαδιού Kubota'],
      ['all', 'φιλτρο λαδ'],
    ]);
    expect(options[2]!.href).toEqual({ pathname: '/product/part-0' });
    const corrected = suggestionOptions('alternater', answer({ query: 'alternator', completions: [] }));
    expect(corrected[0]).toMatchObject({
      kind: 'correction',
      href: { pathname: '/products', query: { search: 'alternator' } },
    });
  });

  it('waits for an answer rather than showing stale options', () => {
    expect(suggestionOptions('filtro', undefined)).toEqual([]);
  });
});
