import { describe, expect, it } from 'vitest';
import { firstViewOf, type CatalogueModelFile, type CatalogueSection } from './catalogue-db';

const section = (code: string): CatalogueSection => ({
  code,
  title: { el: `Ενότητα ${code}`, en: `Section ${code}` },
  image: `/catalogue/${code}.svg`,
  refs: [{ ref: 1, mpn: `${code}-1`, qty: 1, x: 10, y: 20, skus: [] }],
});
const file = { brandName: 'Kubota', sections: [section('E10'), section('E20')] } as CatalogueModelFile;

describe('the first view of a model page', () => {
  it('keeps every section by name and the chosen one with its parts', () => {
    const view = firstViewOf(file, 'E20');
    expect(view.sections.map((each) => [each.code, each.refs.length])).toEqual([
      ['E10', 0],
      ['E20', 1],
    ]);
  });

  it('shows the first section when none, or an unknown one, is asked for', () => {
    for (const asked of [null, 'X99'])
      expect(firstViewOf(file, asked).sections.map((each) => each.refs.length)).toEqual([1, 0]);
  });
});
