import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import { tokenise } from './normalise';
import { loadLexicon, type Lexicon } from './search-lexicon';
import { planSearch, type WordGroup } from './search-plan';
import { understandTokens } from './understand-query';

type Understood = { machines?: string[]; brands?: string[]; condition?: 'new' | 'used' | null; rest: string[] };

/** What customers type (both languages, Greeklish, Greek-lettered makers) and what the search must read in it. */
const questions: [question: string, understood: Understood][] = [
  // Tractor models, with every alias, spacing and case, the maker in front or not.
  ['μίζα kubota l1-185', { machines: ['kubota-l1-185'], rest: ['μιζα'] }],
  ['μίζα Kubota L1 185', { machines: ['kubota-l1-185'], rest: ['μιζα'] }],
  ['L1185 injection pump', { machines: ['kubota-l1-185'], rest: ['injection', 'pump'] }],
  ['KUBOTA l-185 μίζα', { machines: ['kubota-l1-185'], rest: ['μιζα'] }],
  ['jd 850 μίζα', { machines: ['john-deere-850'], rest: ['μιζα'] }],
  ['John Deere 850 water pump', { machines: ['john-deere-850'], rest: ['water', 'pump'] }],
  ['τζον ντιρ 850 αντλία νερού', { machines: ['john-deere-850'], rest: ['αντλια', 'νερου'] }],
  ['μίζα ford 1700', { machines: ['ford-1700'], rest: ['μιζα'] }],
  ['MF 135 radiator', { machines: ['massey-ferguson-135'], rest: ['radiator'] }],
  ['massey ferguson 135 ψυγείο', { machines: ['massey-ferguson-135'], rest: ['ψυγειο'] }],
  ['ym 2000 steering box', { machines: ['yanmar-ym2000'], rest: ['steering', 'box'] }],
  ['Hokkai Ford 180 clutch', { machines: ['hinomoto-e18'], rest: ['clutch'] }],
  ['ΥΜ2200 ακρόμπαρο', { machines: ['yanmar-ym2200'], rest: ['ακρομπαρο'] }],
  // A number alone is a size or a part number, not a Ford or a John Deere.
  ['ιμάντας 850', { machines: [], rest: ['ιμαντασ', '850'] }],
  // Engines, with the word that introduces them, and rotovators.
  ['φλάντζα κεφαλής κινητήρα kubota d850', { machines: ['kubota-d850'], rest: ['φλαντζα', 'κεφαλησ'] }],
  ['piston rings engine 3t75', { machines: ['yanmar-3t75'], rest: ['piston', 'rings'] }],
  ['filtro ladiou perkins ad3.152', { machines: ['perkins-ad3-152'], rest: ['filtro', 'ladiou'] }],
  ['μαχαίρια φρέζας niplo sx-1608', { machines: ['niplo-sx-1608'], rest: ['μαχαιρια', 'φρεζασ'] }],
  ['rotovator blades Kobashi KR 140', { machines: ['kobashi-kr-140'], rest: ['rotovator', 'blades'] }],
  // Conditions in both languages, their forms and Greeklish.
  ['μίζα μεταχειρισμένη', { condition: 'used', rest: ['μιζα'] }],
  ['μεταχειρισμένες μίζες', { condition: 'used', rest: ['μιζεσ'] }],
  ['μεταχειρισμενα μαχαιρια', { condition: 'used', rest: ['μαχαιρια'] }],
  ['καινούργιο ψυγείο', { condition: 'new', rest: ['ψυγειο'] }],
  ['καινούριο δυναμό', { condition: 'new', rest: ['δυναμο'] }],
  ['ΚΑΙΝΟΥΡΓΙΕΣ μίζες', { condition: 'new', rest: ['μιζεσ'] }],
  ['new alternator', { condition: 'new', rest: ['alternator'] }],
  ['used starter', { condition: 'used', rest: ['starter'] }],
  ['second hand hydraulic pump', { condition: 'used', rest: ['hydraulic', 'pump'] }],
  ['metaxeirismeni miza', { condition: 'used', rest: ['miza'] }],
  ['kainourgio dynamo', { condition: 'new', rest: ['dynamo'] }],
  ['δυναμό από διάλυση', { condition: 'used', rest: ['δυναμο'] }],
  ['new or used radiator', { condition: null, rest: ['radiator'] }],
  // Stop words and the words that wrap a question, in both languages and Greeklish.
  ['υδραυλική αντλία για το yanmar ym1500', { machines: ['yanmar-ym1500'], rest: ['υδραυλικη', 'αντλια'] }],
  ['ψάχνω μίζα για τρακτέρ kubota', { brands: ['kubota'], rest: ['μιζα'] }],
  ['έχετε αντλία νερού του iseki;', { brands: ['iseki'], rest: ['αντλια', 'νερου'] }],
  ['oil filter for the kubota', { brands: ['kubota'], rest: ['oil', 'filter'] }],
  ['do you have a head gasket of a yanmar', { brands: ['yanmar'], rest: ['head', 'gasket'] }],
  ['miza gia kubota', { brands: ['kubota'], rest: ['miza'] }],
  // Makers alone, in Latin or Greek letters, with a typo in a long name.
  ['μίζα κουμπότα', { brands: ['kubota'], rest: ['μιζα'] }],
  ['δυναμό γιανμάρ', { brands: ['yanmar'], rest: ['δυναμο'] }],
  ['ψυγείο μιτσουμπίσι', { brands: ['mitsubishi'], rest: ['ψυγειο'] }],
  ['starter kubta', { brands: ['kubota'], rest: ['starter'] }],
  ['new holland alternator', { brands: ['new-holland'], rest: ['alternator'] }],
  ['φίλτρο λαδιού sakura', { brands: ['sakura'], rest: ['φιλτρο', 'λαδιου'] }],
  // Part numbers and sizes stay as they are.
  ['15241-32430', { rest: ['1524132430'] }],
  ['δυναμό 12v', { rest: ['δυναμο', '12v'] }],
];

describe.each(testDatabases)('understanding questions on $name', ({ open }) => {
  let database: Database;
  let lexicon: Lexicon;

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
    lexicon = await loadLexicon(database.db);
  });
  afterAll(async () => database.close());

  it.each(questions)('reads %j', (question, expected) => {
    const understood = understandTokens(tokenise(question), lexicon);
    expect({
      machines: understood.machines.map((machine) => machine.slug),
      brands: understood.brands.map((brand) => brand.slug),
      condition: understood.condition,
      rest: understood.rest.map((token) => token.code || token.word),
    }).toEqual({ machines: [], brands: [], condition: null, ...expected });
  });

  /** The word of each group of a planned search, with what it may also mean (Greek for Greeklish, a correction). */
  const meanings = async (question: string) =>
    (await planSearch(database.db, question, lexicon)).groups
      .filter((group): group is WordGroup => group.kind === 'word')
      .map((group) => group.lexemes);

  it.each([
    // Greeklish spells Greek words; one edit for 4 to 7 letters after transliteration, two from 8.
    [
      'flatza kefalis',
      [
        ['flatza', 'φλαντζα'],
        ['kefalis', 'κεφαλησ'],
      ],
    ],
    ['psigio', [['psigio', 'ψυγειο']]],
    [
      'ydravliki antila',
      [
        ['ydravliki', 'υδραυλικη'],
        ['antila', 'αντλια'],
      ],
    ],
    ['ydraviki', [['ydraviki', 'υδραυλικη']]],
    ['φλατζα', [['φλατζα', 'φλαντζα']]],
    ['ψιγειο', [['ψιγειο', 'ψυγειο']]],
    ['θερμοστατις', [['θερμοστατισ', 'θερμοστατησ']]],
    ['αλτερνατορ', [['αλτερνατορ', 'alternator']]],
    ['alternater', [['alternater', 'alternator']]],
    ['throtle lever', [['throtle', 'throttle']]],
  ])('tolerates the typo in %j', async (question, lexemes) => {
    const found = await meanings(question);
    lexemes.forEach((expected, index) => expect(found[index]).toEqual(expect.arrayContaining(expected)));
  });

  it.each([
    // A word the catalogue has, in any form, is never "corrected"; nor is a short one, nor one being typed.
    ['φίλτρο', [['φιλτρο']]],
    ['μίζες', [['μιζεσ']]],
    ['starters', [['starters']]],
    ['ιαπωνία', [['ιαπωνια']]],
    ['mza', [['mza']]],
  ])('leaves %j as it is', async (question, lexemes) => {
    expect(await meanings(question)).toEqual(lexemes);
  });

  it('completes the word being typed instead of correcting it, in either alphabet', async () => {
    const typing = async (question: string) => (await planSearch(database.db, question, lexicon)).groups.at(-1);
    expect(await typing('θερμοσ')).toMatchObject({ prefix: true, correction: null });
    expect(await typing('θερμοσ')).toHaveProperty('lexemes', expect.arrayContaining(['θερμοσ', 'θερμοστατησ']));
    expect(await typing('alternat')).toHaveProperty('lexemes', expect.arrayContaining(['alternator']));
    expect(await typing('psyg')).toHaveProperty('lexemes', expect.arrayContaining(['ψυγειο']));
    expect(await typing('starter mo')).toMatchObject({ raw: 'mo', prefix: true });
    expect((await planSearch(database.db, 'θερμοσ yanmar 2t80', lexicon)).groups[0]).toMatchObject({ prefix: false });
  });

  it('reads a known part number as one code, and a term of stop words as nothing to search', async () => {
    expect((await planSearch(database.db, 'MM 494144', lexicon)).groups).toMatchObject([
      { kind: 'code', codes: ['mm494144'] },
    ]);
    expect(await planSearch(database.db, 'για και του the of', lexicon)).toMatchObject({ groups: [], nothing: true });
  });
});
