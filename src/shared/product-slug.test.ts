import { describe, expect, it } from 'vitest';
import { slugOf, slugPattern } from './product-slug';

describe('slugOf', () => {
  it.each([
    ['Μίζα Shibaura E673 12V', 'miza-shibaura-e673-12v'],
    ['Φίλτρο λαδιού Kubota D850', 'filtro-ladiou-kubota-d850'],
    ['Αντλία νερού (μεταχειρισμένη)', 'antlia-nerou-metacheirismeni'],
    ['Starter motor  for Ford 1300', 'starter-motor-for-ford-1300'],
    ['---', ''],
    // ELOT 743 as the demo catalogue's slugs: αυ/ευ before a voiceless letter is af/ef, & is "kai" in Greek.
    ['Αυτόματος ρυθμιστής & ευθυγράμμιση', 'aftomatos-rythmistis-kai-efthygrammisi'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name, 'el')).toBe(slug);
    if (slug) expect(slug).toMatch(slugPattern);
  });
});
