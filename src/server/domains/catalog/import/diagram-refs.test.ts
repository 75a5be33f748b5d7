import { describe, expect, it } from 'vitest';
import { diagramRow } from './row-schemas';

const row = (refs: string) => ({
  model: 'kubota-l1-185',
  code: 'E10',
  title_el: 'Μπλοκ',
  title_en: 'Block',
  image: 'catalogs/kubota-l1-185/E10.svg',
  refs,
});
const messages = (refs: string) => {
  const parsed = diagramRow.safeParse(row(refs));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a diagram row’s section code', () => {
  it('is any code the back office’s desk accepts, so that its sections import again', () => {
    for (const code of ['E10', 'H-20', 'E2E-2E2C07'])
      expect(diagramRow.safeParse({ ...row('1:A:1'), code }).success, code).toBe(true);
    for (const code of ['e10', 'E 10', '-E10', 'ABCDEFGHIJKLM'])
      expect(diagramRow.safeParse({ ...row('1:A:1'), code }).success, code).toBe(false);
  });
});

/** diagrams.csv's refs: the shared format's 1..n, and what the back office's editor writes besides. */
describe('a diagram row’s references', () => {
  it('reads the shared format, a callout with several part numbers, and numbers with gaps', () => {
    expect(diagramRow.parse(row('1:15521-32430:1|2:15841-33140:4')).refs).toEqual([
      { refNo: 1, mpn: '15521-32430', quantity: 1 },
      { refNo: 2, mpn: '15841-33140', quantity: 4 },
    ]);
    expect(diagramRow.parse(row('3:KIT:1|3:GASKET:2|7:BOLT:4')).refs.map((ref) => ref.refNo)).toEqual([3, 3, 7]);
  });

  it('refuses a number 0, the same part twice under one number, and an entry that is not refNo:mpn:qty', () => {
    expect(messages('0:A:1')).toEqual(['has reference number 0; they start at 1']);
    expect(messages('3:A:1|3:A:2')).toEqual(['names A under reference 3 twice']);
    expect(messages('3:A')).toEqual(['has "3:A", not refNo:mpn:qty']);
  });
});
