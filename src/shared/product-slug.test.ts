import { describe, expect, it } from 'vitest';
import { slugOf, slugPattern } from './product-slug';

describe('slugOf', () => {
  it.each([
    ['Μίζα Shibaura E673 12V', 'miza-shibaura-e673-12v'],
    ['Φίλτρο λαδιού Kubota D850', 'filtro-ladiou-kubota-d850'],
    ['Αντλία νερού (μεταχειρισμένη)', 'antlia-nerou-metacheirismeni'],
    ['Starter motor  for Ford 1300', 'starter-motor-for-ford-1300'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    if (slug) expect(slug).toMatch(slugPattern);
  });
});
