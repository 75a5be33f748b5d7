import type { ProductsSearchInput } from '@/server/domains/search';

/** What a day of shoppers types: part numbers, Greek, English, Greeklish, typos, model codes, browsing with filters. */
const terms = [
  '189400-40052',
  'MM494144',
  '0 451 103 172',
  'OC 952/8',
  'TP-008801',
  'SBA184843535',
  '104500-55710',
  '15534-73030',
  '1885-144-200-00',
  '16005vv',
  'φίλτρο λαδιού kubota',
  'φιλτρο λαδιου',
  'μίζα yanmar',
  'ΨΥΓΕΙΟ ISEKI',
  'αντλία νερού kubota d850',
  'μαχαίρια φρέζας',
  'ρουλεμάν',
  'φλάντζα κεφαλής',
  'δυναμό 12v',
  'συμπλέκτης',
  'oil filter',
  'starter motor kubota',
  'water pump',
  'rotovator blades niplo',
  'injection pump',
  'alternator',
  'radiator',
  'clutch disc',
  'head gasket',
  'piston rings',
  'filtro ladiou',
  'miza kubota',
  'psygeio',
  'antlia nerou',
  'maxairia frezas',
  'alternater',
  'radiater iseki',
  'injecton pump',
  'φλιτρο',
  'bearrings',
  'L1185',
  'kubota l1 185',
  'ym 2000',
  'JD850',
  'TX1500',
  'd850',
  'tu 1900 ψυγείο',
  '3t75',
  'l-185 μίζα',
  'mt180',
];
const filters: Pick<ProductsSearchInput, 'where' | 'order'>[] = [
  {},
  { where: { condition: 'used' } },
  { where: { brand: 'kubota' } },
  { where: { availability: ['available'] }, order: 'price-asc' },
  { where: { priceMin: 1000, priceMax: 20000 } },
];
const browsing: ProductsSearchInput[] = [
  { where: { category: 'filters' } },
  { where: { category: 'engine', condition: 'new' }, order: 'newest' },
  { where: { model: 'kubota-l1-185' } },
  { where: { onSale: true } },
  {},
];

export function benchQueries(count: number): ProductsSearchInput[] {
  const aggs = ['brand', 'category', 'condition', 'model', 'availability', 'price'] as const;
  const inputs: ProductsSearchInput[] = [];
  for (let index = 0; inputs.length < count; index++) {
    const base =
      index % 10 === 9
        ? browsing[((index / 10) % browsing.length) | 0]!
        : { term: terms[index % terms.length], ...filters[((index / terms.length) % filters.length) | 0] };
    inputs.push({ ...base, aggs, first: 24 });
  }
  return inputs;
}

/** What the header box asks while one types: each question as it grows, a pause every few letters. */
const typed = [
  'μίζα μεταχειρισμένη kubota l1-185',
  'φίλτρο λαδιού yanmar',
  'filtro ladiou kubota',
  'υδραυλική αντλία για yanmar ym1500',
  'flatza kefalis john deere 850',
  'alternator iseki',
  'new water pump',
  'δυναμό 12v',
  'L1185 injection pump',
  '15241-32430',
  'TP-008801',
  'ψυγείο κουμπότα',
];

export function suggestionQueries(): ProductsSearchInput[] {
  const inputs: ProductsSearchInput[] = [];
  for (const term of typed)
    for (let length = 3; length < term.length + 4; length += 4) {
      const prefix = term.slice(0, Math.min(length, term.length)).trim();
      if (prefix.length >= 2) inputs.push({ term: prefix, first: 6, suggest: true });
    }
  return inputs;
}
