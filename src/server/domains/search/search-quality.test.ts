import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import type { Locale } from '@/shared/locales';
import { searchProducts } from './search.service';

type Kind =
  | 'part number'
  | 'sku'
  | 'superseded'
  | 'greek'
  | 'greek folded'
  | 'english'
  | 'greeklish'
  | 'typo'
  | 'model alias'
  | 'mixed';

/** What people type, in which interface language, and the part they must find on the first page (top 10). */
const qualitySet: [query: string, locale: Locale, sku: string, kind: Kind][] = [
  ['189400-40052', 'el', 'TP-004157', 'part number'],
  ['18940040052', 'el', 'TP-004157', 'part number'],
  ['189400 40052', 'en', 'TP-004157', 'part number'],
  ['MM494144', 'el', 'TP-008153', 'part number'],
  ['mm 494144', 'en', 'TP-008153', 'part number'],
  ['ΜΜ494144', 'el', 'TP-008153', 'part number'],
  ['OC 952/8', 'el', 'TP-008636', 'part number'],
  ['oc9528', 'en', 'TP-008636', 'part number'],
  ['0 451 103 172', 'el', 'TP-001040', 'part number'],
  ['0451103172', 'en', 'TP-001040', 'part number'],
  ['1885-144-200-00', 'el', 'TP-006157', 'part number'],
  ['1885.144.200.00', 'en', 'TP-006157', 'part number'],
  ['16005vv', 'el', 'TP-008240', 'part number'],
  ['15534-73030', 'el', 'TP-003340', 'part number'],
  ['15534-73030', 'en', 'TP-006332', 'part number'],
  ['TP-008801', 'el', 'TP-008801', 'sku'],
  ['tp 008801', 'en', 'TP-008801', 'sku'],
  ['TP002975', 'el', 'TP-002975', 'sku'],
  ['SBA184843535', 'el', 'TP-002726', 'superseded'],
  ['104500-55710', 'en', 'TP-007304', 'superseded'],
  ['183373 46905', 'el', 'TP-001873', 'superseded'],
  ['fa786s', 'en', 'TP-001009', 'superseded'],
  ['ακρόμπαρο YM2200 αριστερό', 'el', 'TP-004157', 'greek'],
  ['χιτώνιο Mitsubishi K3B', 'el', 'TP-008153', 'greek'],
  ['σωλήνας εξάτμισης Ford 1700', 'el', 'TP-002726', 'greek'],
  ['μουαγιέ John Deere 850', 'en', 'TP-007244', 'greek'],
  ['ελαστικό εμπρός 6.00-16', 'el', 'TP-005882', 'greek'],
  ['φλάντζες κεφαλής kubota d1402', 'el', 'TP-002996', 'greek'],
  ['χιτωνιο mitsubishi k3b', 'el', 'TP-008153', 'greek folded'],
  ['ΨΥΓΕΙΟ ISEKI TU1900', 'el', 'TP-008783', 'greek folded'],
  ['πλατο συμπλεκτη iseki tu1900', 'en', 'TP-007228', 'greek folded'],
  ['μαχαιρια φρεζας niplo sx-1608', 'el', 'TP-003515', 'greek folded'],
  ['λεβιες γκαζιου kubota l345', 'el', 'TP-007199', 'greek folded'],
  ['ΜΑΧΑΙΡΊΑ ΦΡΈΖΑΣ KOBASHI KR-140 ΣΕΤ 30', 'el', 'TP-002975', 'greek folded'],
  ['tie rod end yanmar ym2200', 'en', 'TP-004157', 'english'],
  ['cylinder liners mitsubishi k3b', 'en', 'TP-008153', 'english'],
  ['front wheel bearing 16005VV', 'el', 'TP-008240', 'english'],
  ['rotovator blades kubota rs1304', 'en', 'TP-008108', 'english'],
  ['injectors hinomoto p95', 'en', 'TP-007876', 'english'],
  ['pto gear mitsubishi d1500', 'el', 'TP-004982', 'english'],
  ['half shaft kubota b5000', 'en', 'TP-006863', 'english'],
  ['radiators iseki tu1900', 'en', 'TP-008783', 'english'],
  ['starter motor kubota d1301', 'el', 'TP-008587', 'english'],
  ['psygeio iseki tu1900', 'el', 'TP-008783', 'greeklish'],
  ['xitonio mitsubishi k3b', 'el', 'TP-008153', 'greeklish'],
  ['chitonio mitsubishi k3b', 'en', 'TP-008153', 'greeklish'],
  ['mouagie john deere 850', 'el', 'TP-007244', 'greeklish'],
  ['plato symplekti iseki tu1900', 'el', 'TP-007228', 'greeklish'],
  ['filtro ladiou perkins ad3.152', 'el', 'TP-008636', 'greeklish'],
  ['antlia petrelaiou kubota z600', 'el', 'TP-008225', 'greeklish'],
  ['miza yanmar 3t75', 'el', 'TP-009424', 'greeklish'],
  ['dynamo mitsubishi k3b', 'en', 'TP-009244', 'greeklish'],
  ['maxairia frezas niplo sx1608', 'el', 'TP-003515', 'greeklish'],
  ['imantas yanmar 2t90', 'el', 'TP-004442', 'greeklish'],
  ['kouzineta bashs yanmar 2t80', 'el', 'TP-009845', 'greeklish'],
  ['elathria embolou iseki e3cd', 'el', 'TP-008834', 'greeklish'],
  ['8ermostaths yanmar 2t72', 'el', 'TP-001963', 'greeklish'],
  ['alternater mitsubishi k3b', 'en', 'TP-009244', 'typo'],
  ['radiater iseki tu1900', 'en', 'TP-008783', 'typo'],
  ['injecton pump hinomoto t3c120', 'en', 'TP-008801', 'typo'],
  ['throtle lever yanmar ym1500', 'en', 'TP-008956', 'typo'],
  ['ψυγιο iseki tu1900', 'el', 'TP-008783', 'typo'],
  ['χιτονιο mitsubishi k3b', 'el', 'TP-008153', 'typo'],
  ['bearrings yanmar 2t80', 'en', 'TP-009845', 'typo'],
  ['L1185 injection pump', 'en', 'TP-008978', 'model alias'],
  ['kubota l1 185 αντλία πετρελαίου', 'el', 'TP-008978', 'model alias'],
  ['JD850 front wheel hub', 'en', 'TP-007244', 'model alias'],
  ['ym 2000 steering box', 'en', 'TP-001873', 'model alias'],
  ['L-185 κινητήρας κομπλέ', 'el', 'TP-003092', 'model alias'],
  ['tu 1900 ψυγείο', 'el', 'TP-008783', 'model alias'],
  ['μίζα for Ford 1700', 'el', 'TP-001160', 'mixed'],
  ['starter μίζα shibaura s773', 'en', 'TP-001160', 'mixed'],
];

describe.each(testDatabases)('search quality on $name', ({ name, open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it(`finds the expected part in the top 10 for all ${qualitySet.length} queries`, async () => {
    const misses: string[] = [];
    for (const [query, locale, sku, kind] of qualitySet) {
      const { nodes } = await searchProducts({ db: database.db, locale }, { term: query, first: 10 });
      const position = nodes.findIndex((node) => node.sku === sku);
      if (position < 0)
        misses.push(
          `${kind}: "${query}" (${locale}) should find ${sku}, got ${nodes.map((node) => node.sku).join(' ') || 'nothing'}`,
        );
    }
    const rate = (qualitySet.length - misses.length) / qualitySet.length;
    console.log(
      `search quality on ${name}: ${qualitySet.length - misses.length}/${qualitySet.length} = ${(rate * 100).toFixed(1)}%`,
    );
    expect(misses).toEqual([]);
  });

  it('ranks an exact part number or SKU first', async () => {
    for (const [query, sku] of [
      ['MM494144', 'TP-008153'],
      ['TP-008801', 'TP-008801'],
      ['0 451 103 172', 'TP-001040'],
    ]) {
      const { nodes } = await searchProducts({ db: database.db, locale: 'el' }, { term: query, first: 3 });
      expect(nodes[0]?.sku).toBe(sku);
    }
  });
});
