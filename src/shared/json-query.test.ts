import { describe, expect, it } from 'vitest';
import { normaliseForSearch, query, type Where } from './json-query';

type Model = {
  key: string;
  brand: string;
  model: string;
  aliases: string[];
  hp?: number;
  years?: string;
  engine?: { code: string };
  sections: number;
  title?: { en: string; el: string };
};

const models: Model[] = [
  {
    key: 'kubota-l1-185',
    brand: 'kubota',
    model: 'L1-185',
    aliases: ['L1 185', 'L1185', 'L-185', 'L1-185DT'],
    hp: 18,
    years: '1976-1983',
    engine: { code: 'D850' },
    sections: 7,
    title: { en: 'Oil filter and engine parts', el: 'Φίλτρο λαδιού και ανταλλακτικά κινητήρα' },
  },
  {
    key: 'yanmar-ym2000',
    brand: 'yanmar',
    model: 'YM2000',
    aliases: ['YM 2000', 'YM2000D'],
    hp: 20,
    years: '1978-1985',
    engine: { code: '2T75' },
    sections: 5,
  },
  {
    key: 'iseki-tx1500',
    brand: 'iseki',
    model: 'TX1500',
    aliases: ['TX 1500'],
    hp: 15,
    years: '1981-1990',
    engine: { code: 'E3AE1' },
    sections: 7,
    title: { en: 'Fuel filter', el: 'ΦΊΛΤΡΟ ΚΑΥΣΊΜΟΥ' },
  },
  {
    key: 'kubota-l2201',
    brand: 'kubota',
    model: 'L2201',
    aliases: ['L 2201'],
    hp: 22,
    years: '1980-1986',
    engine: { code: 'D950' },
    sections: 8,
  },
  {
    key: 'yanmar-ym1500',
    brand: 'yanmar',
    model: 'YM1500',
    aliases: ['YM 1500'],
    hp: 15,
    years: '1977-1985',
    engine: { code: '2T72' },
    sections: 5,
  },
  { key: 'hinomoto-e14', brand: 'hinomoto', model: 'E14', aliases: [], sections: 3 },
];

const keys = (items: readonly ({ key: string } | null)[]) => items.map((item) => item?.key ?? null);

describe('normaliseForSearch', () => {
  it.each([
    ['L1-185', 'l1185'],
    ['L1 185', 'l1185'],
    ['L1185', 'l1185'],
    ['Φίλτρο', 'φιλτρο'],
    ['ΦΊΛΤΡΟ ΚΑΥΣΊΜΟΥ', 'φιλτροκαυσιμου'],
    ['ΦΙΛΤΡΟΣ', 'φιλτροσ'],
    ['Ϊ/ΐ', 'ιι'],
    ['Éléphant (Ø 12,5 mm)', 'elephantø125mm'],
    ['  -/- ', ''],
  ])('%s -> %s', (text, expected) => {
    expect(normaliseForSearch(text)).toBe(expected);
  });
});

describe('where', () => {
  const cases: [string, Where, string[]][] = [
    ['plain value', { brand: 'kubota' }, ['kubota-l1-185', 'kubota-l2201']],
    ['plain value in an array field', { aliases: 'L1185' }, ['kubota-l1-185']],
    ['dotted path', { 'engine.code': 'D850' }, ['kubota-l1-185']],
    ['nested condition on an object field', { engine: { code: 'D950' } }, ['kubota-l2201']],
    ['RegExp value', { model: /^L/ }, ['kubota-l1-185', 'kubota-l2201']],
    ['empty condition', {}, models.map((m) => m.key)],
    ['$eq', { hp: { $eq: 15 } }, ['iseki-tx1500', 'yanmar-ym1500']],
    ['$eq on an array field', { aliases: { $eq: 'TX 1500' } }, ['iseki-tx1500']],
    ['$ne', { brand: { $ne: 'kubota' } }, ['yanmar-ym2000', 'iseki-tx1500', 'yanmar-ym1500', 'hinomoto-e14']],
    ['$in', { brand: { $in: ['iseki', 'hinomoto'] } }, ['iseki-tx1500', 'hinomoto-e14']],
    ['$nin', { brand: { $nin: ['kubota', 'yanmar'] } }, ['iseki-tx1500', 'hinomoto-e14']],
    ['$contains on an array field', { aliases: { $contains: 'L1-185DT' } }, ['kubota-l1-185']],
    ['$contains on a string field', { model: { $contains: '2' } }, ['yanmar-ym2000', 'kubota-l2201']],
    ['$contains is case-sensitive', { model: { $contains: 'ym' } }, []],
    ['$containsAny', { aliases: { $containsAny: ['TX 1500', 'YM 2000', 'X'] } }, ['yanmar-ym2000', 'iseki-tx1500']],
    ['$icontains', { model: { $icontains: 'ym' } }, ['yanmar-ym2000', 'yanmar-ym1500']],
    ['$icontains with accents', { 'title.el': { $icontains: 'φιλτρο' } }, ['kubota-l1-185', 'iseki-tx1500']],
    ['$icontains on an array field', { aliases: { $icontains: 'l1-185d' } }, ['kubota-l1-185']],
    ['$gt', { hp: { $gt: 18 } }, ['yanmar-ym2000', 'kubota-l2201']],
    ['$gte', { hp: { $gte: 18 } }, ['kubota-l1-185', 'yanmar-ym2000', 'kubota-l2201']],
    ['$lt', { hp: { $lt: 18 } }, ['iseki-tx1500', 'yanmar-ym1500']],
    ['$lte', { hp: { $lte: 15 } }, ['iseki-tx1500', 'yanmar-ym1500']],
    ['$lt on strings (numeric collation)', { model: { $lt: 'L2000' } }, ['kubota-l1-185', 'hinomoto-e14']],
    ['$gte on strings', { years: { $gte: '1980' } }, ['iseki-tx1500', 'kubota-l2201']],
    ['$gt between a number and a string', { hp: { $gt: '10' } }, []],
    ['$exists true', { engine: { $exists: true } }, models.slice(0, 5).map((m) => m.key)],
    ['$exists false', { 'engine.code': { $exists: false } }, ['hinomoto-e14']],
    ['$regex RegExp', { model: { $regex: /^ym/i } }, ['yanmar-ym2000', 'yanmar-ym1500']],
    ['$regex string source', { 'engine.code': { $regex: '^D' } }, ['kubota-l1-185', 'kubota-l2201']],
    ['$regex on an array field', { aliases: { $regex: 'DT$' } }, ['kubota-l1-185']],
    ['$and', { $and: [{ brand: 'kubota' }, { hp: { $gt: 20 } }] }, ['kubota-l2201']],
    ['$or', { $or: [{ brand: 'iseki' }, { 'engine.code': 'D850' }] }, ['kubota-l1-185', 'iseki-tx1500']],
    ['$not', { $not: { brand: 'yanmar' } }, ['kubota-l1-185', 'iseki-tx1500', 'kubota-l2201', 'hinomoto-e14']],
    ['$not on a field', { hp: { $not: { $gt: 15 } } }, ['iseki-tx1500', 'yanmar-ym1500', 'hinomoto-e14']],
    ['several fields (AND)', { brand: 'yanmar', sections: 5, hp: { $gte: 20 } }, ['yanmar-ym2000']],
  ];

  it.each(cases)('%s', (_, condition, expected) => {
    expect(keys(query(models).where(condition).find())).toEqual(expected);
  });

  const invalid: [string, Where][] = [
    ['unknown operator', { hp: { $near: 18 } }],
    ['unknown top-level operator', { $foo: 1 }],
    ['$in with a non-list', { brand: { $in: 'kubota' } }],
    ['$containsAny with a non-list', { aliases: { $containsAny: 'L1185' } }],
    ['$exists with a non-boolean', { engine: { $exists: 'yes' } }],
    ['invalid $regex source', { model: { $regex: '(' } }],
    ['$and with a non-list', { $and: { brand: 'kubota' } as never }],
    ['path through a non-object', { 'model.length': 6 }],
    ['inherited property', { 'engine.constructor': { $exists: true } }],
  ];

  it.each(invalid)('%s matches nothing and does not throw', (_, condition) => {
    expect(query(models).where(condition).find()).toEqual([]);
  });

  it('treats a non-object condition as matching nothing', () => {
    expect(
      query(models)
        .where(null as never)
        .find(),
    ).toEqual([]);
  });

  it('combines several where calls with AND', () => {
    const result = query(models)
      .where({ brand: 'yanmar' })
      .where({ hp: { $lt: 20 } })
      .find();
    expect(keys(result)).toEqual(['yanmar-ym1500']);
  });

  it('gives the same answer for a global RegExp on every item and leaves it unchanged', () => {
    const pattern = /YM/g;
    expect(
      keys(
        query(models)
          .where({ model: { $regex: pattern } })
          .find(),
      ),
    ).toEqual(['yanmar-ym2000', 'yanmar-ym1500']);
    expect(keys(query(models).where({ aliases: pattern }).find())).toEqual(['yanmar-ym2000', 'yanmar-ym1500']);
    expect(pattern.lastIndex).toBe(0);
  });
});

describe('search', () => {
  const fields = ['brand', 'model', 'aliases'];
  it.each([
    ['l1185', ['kubota-l1-185']],
    ['L1 185', ['kubota-l1-185']],
    ['L1-185', ['kubota-l1-185']],
    ['l-185', ['kubota-l1-185']],
    ['kubota 2201', ['kubota-l2201']],
    ['YANMAR 1500', ['yanmar-ym1500']],
    ['1500', ['iseki-tx1500', 'yanmar-ym1500']],
    ['kubota massey', []],
    ['', models.map((m) => m.key)],
    ['   ', models.map((m) => m.key)],
  ])('%j', (text, expected) => {
    expect(keys(query(models).search(text, { fields }).find())).toEqual(expected);
  });

  it('finds accented Greek text without accents or case', () => {
    const found = (text: string) =>
      keys(
        query(models)
          .search(text, { fields: ['title.el'] })
          .find(),
      );
    expect(found('φιλτρο')).toEqual(['kubota-l1-185', 'iseki-tx1500']);
    expect(found('ΦΙΛΤΡΟ καυσιμου')).toEqual(['iseki-tx1500']);
    expect(found('Λαδιού')).toEqual(['kubota-l1-185']);
  });

  it('looks only in the given fields, numbers included', () => {
    expect(
      query(models)
        .search('l1185', { fields: ['brand'] })
        .find(),
    ).toEqual([]);
    expect(
      keys(
        query(models)
          .search('22', { fields: ['hp'] })
          .find(),
      ),
    ).toEqual(['kubota-l2201']);
  });

  it('does not match a token across two values', () => {
    expect(
      query(models)
        .search('kubotal1', { fields: ['brand', 'model'] })
        .find(),
    ).toEqual([]);
  });

  it('combines with where', () => {
    const result = query(models).where({ brand: 'yanmar' }).search('2000', { fields }).find();
    expect(keys(result)).toEqual(['yanmar-ym2000']);
  });
});

describe('sortBy', () => {
  it.each([
    ['model', 'asc', ['E14', 'L1-185', 'L2201', 'TX1500', 'YM1500', 'YM2000']],
    ['model', 'desc', ['YM2000', 'YM1500', 'TX1500', 'L2201', 'L1-185', 'E14']],
    ['hp', 'asc', ['TX1500', 'YM1500', 'L1-185', 'YM2000', 'L2201', 'E14']],
    ['hp', 'desc', ['L2201', 'YM2000', 'L1-185', 'TX1500', 'YM1500', 'E14']],
    ['engine.code', 'asc', ['YM1500', 'YM2000', 'L1-185', 'L2201', 'TX1500', 'E14']],
    ['engine.code', 'desc', ['TX1500', 'L2201', 'L1-185', 'YM2000', 'YM1500', 'E14']],
  ] as const)('%s %s (stable, missing last)', (field, direction, expected) => {
    expect(
      query(models)
        .sortBy(field, direction)
        .find()
        .map((m) => m.model),
    ).toEqual(expected);
  });

  it('sorts ascending by default and keeps the input order of ties', () => {
    expect(keys(query(models).sortBy('sections').find())).toEqual([
      'hinomoto-e14',
      'yanmar-ym2000',
      'yanmar-ym1500',
      'kubota-l1-185',
      'iseki-tx1500',
      'kubota-l2201',
    ]);
  });

  it('uses later calls as secondary keys', () => {
    const result = query(models).sortBy('brand').sortBy('hp', 'desc').find();
    expect(result.map((m) => m.model)).toEqual(['E14', 'TX1500', 'L2201', 'L1-185', 'YM2000', 'YM1500']);
    const bySections = query(models).sortBy('sections', 'desc').sortBy('model').find();
    expect(bySections.map((m) => m.model)).toEqual(['L2201', 'L1-185', 'TX1500', 'YM1500', 'YM2000', 'E14']);
  });

  it('compares strings with numeric collation, ignoring case', () => {
    const rows = ['B21000', 'b7000', 'B1', undefined, 'B100'].map((code, i) => ({ i, code }));
    expect(
      query(rows)
        .sortBy('code')
        .find()
        .map((r) => r.code),
    ).toEqual(['B1', 'B100', 'b7000', 'B21000', undefined]);
  });
});

describe('skip, limit, findOne and count', () => {
  const byKey = query(models).sortBy('key');

  it.each([
    [2, 2, ['kubota-l1-185', 'kubota-l2201']],
    [4, 5, ['yanmar-ym1500', 'yanmar-ym2000']],
    [0, 1, ['hinomoto-e14']],
    [-3, 1, ['hinomoto-e14']],
    [1.7, 1.2, ['iseki-tx1500']],
    [6, 10, []],
    [0, 0, []],
    [0, -1, []],
  ])('skip(%d).limit(%d)', (skip, limit, expected) => {
    expect(keys(byKey.skip(skip).limit(limit).find())).toEqual(expected);
  });

  it('uses the last skip and limit', () => {
    expect(keys(byKey.skip(5).skip(1).limit(0).limit(1).find())).toEqual(['iseki-tx1500']);
  });

  it('findOne returns the first result after skip, or null', () => {
    expect(byKey.skip(3).findOne()?.key).toBe('kubota-l2201');
    expect(byKey.where({ brand: 'massey' }).findOne()).toBeNull();
    expect(byKey.skip(10).findOne()).toBeNull();
  });

  it('count ignores skip and limit', () => {
    expect(byKey.skip(1).limit(1).count()).toBe(6);
    expect(byKey.where({ brand: 'kubota' }).skip(1).limit(1).count()).toBe(2);
    expect(
      byKey
        .search('ym', { fields: ['model'] })
        .limit(0)
        .count(),
    ).toBe(2);
  });
});

describe('only and without', () => {
  it('only keeps the given fields, leaving out missing ones', () => {
    const result = query(models)
      .where({ brand: { $in: ['iseki', 'hinomoto'] } })
      .only(['key', 'hp'])
      .find();
    expect(result).toEqual([{ key: 'iseki-tx1500', hp: 15 }, { key: 'hinomoto-e14' }]);
    expect(Object.keys(result[1] ?? {})).toEqual(['key']);
  });

  it('without removes the given fields', () => {
    const result = query(models).where({ key: 'hinomoto-e14' }).without(['aliases', 'sections', 'brand']).findOne();
    expect(result).toEqual({ key: 'hinomoto-e14', model: 'E14' });
  });

  it('filters and sorts on fields left out of the results', () => {
    const result = query(models)
      .only(['key'])
      .where({ hp: { $gte: 20 } })
      .sortBy('hp', 'desc')
      .find();
    expect(result).toEqual([{ key: 'kubota-l2201' }, { key: 'yanmar-ym2000' }]);
  });

  it('applies several projections in order', () => {
    const result = query(models).only(['key', 'model', 'hp']).without(['hp']).findOne();
    expect(result).toEqual({ key: 'kubota-l1-185', model: 'L1-185' });
  });
});

describe('surround', () => {
  const byKey = query(models).sortBy('key');
  // hinomoto-e14, iseki-tx1500, kubota-l1-185, kubota-l2201, yanmar-ym1500, yanmar-ym2000

  it.each([
    ['start', 'hinomoto-e14', {}, [null, 'iseki-tx1500']],
    ['middle', 'kubota-l1-185', {}, ['iseki-tx1500', 'kubota-l2201']],
    ['end', 'yanmar-ym2000', {}, ['yanmar-ym1500', null]],
    [
      'middle, 2 and 2',
      'kubota-l2201',
      { before: 2, after: 2 },
      ['iseki-tx1500', 'kubota-l1-185', 'yanmar-ym1500', 'yanmar-ym2000'],
    ],
    [
      'near the start, 2 and 2',
      'iseki-tx1500',
      { before: 2, after: 2 },
      [null, 'hinomoto-e14', 'kubota-l1-185', 'kubota-l2201'],
    ],
    [
      'near the end, 2 and 2',
      'yanmar-ym1500',
      { before: 2, after: 2 },
      ['kubota-l1-185', 'kubota-l2201', 'yanmar-ym2000', null],
    ],
    ['only after', 'kubota-l1-185', { before: 0, after: 2 }, ['kubota-l2201', 'yanmar-ym1500']],
    ['no match', 'massey-135', {}, [null, null]],
    ['no match, 2 and 1', 'massey-135', { before: 2, after: 1 }, [null, null, null]],
  ])('%s', (_, key, options, expected) => {
    expect(keys(byKey.surround({ key }, options).find())).toEqual(expected);
  });

  it('uses the first match in the filtered list and ignores skip and limit', () => {
    const kubotas = byKey.where({ brand: 'kubota' }).skip(1).limit(1);
    expect(keys(kubotas.surround({ brand: 'kubota' }).find())).toEqual([null, 'kubota-l2201']);
  });

  it('applies projections', () => {
    expect(byKey.only(['model']).surround({ key: 'kubota-l1-185' }).find()).toEqual([
      { model: 'TX1500' },
      { model: 'L2201' },
    ]);
  });
});

describe('immutability', () => {
  it('returns a new query from every method', () => {
    const base = query(models).sortBy('hp');
    const limited = base.limit(1);
    const filtered = base.where({ brand: 'kubota' });
    expect(limited.find()).toHaveLength(1);
    expect(filtered.find()).toHaveLength(2);
    expect(base.find()).toHaveLength(6);
    expect(base.only(['key']).find()[0]).toEqual({ key: 'iseki-tx1500' });
    expect(base.findOne()?.model).toBe('TX1500');
    expect(Object.isFrozen(base)).toBe(true);
  });

  it('never changes the input array or its items', () => {
    const input = structuredClone(models);
    const before = structuredClone(input);
    const items = [...input];
    const q = query(input);
    q.sortBy('hp', 'desc').without(['aliases']).find();
    q.only(['key']).sortBy('model').surround({ key: 'kubota-l2201' }, { before: 2 }).find();
    q.search('l1185', { fields: ['aliases'] })
      .where({ aliases: { $regex: /x/g } })
      .count();
    expect(input).toEqual(before);
    input.forEach((item, i) => expect(item).toBe(items[i]));
  });

  it('is not affected by later changes to the input array', () => {
    const input = [...models];
    const q = query(input);
    input.pop();
    expect(q.count()).toBe(6);
  });
});
