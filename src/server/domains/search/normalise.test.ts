import { describe, expect, it } from 'vitest';
import { cleanTerm, foldCode, foldText, greekKey, greeklishKeys, tokenise } from './normalise';

describe('foldText', () => {
  it.each([
    ['Φίλτρο ΛΑΔΙΟΎ', 'φιλτρο λαδιου'],
    ['προϊόν', 'προιον'],
    ['ΜΗΧΑΝΗΣ μηχανής', 'μηχανησ μηχανησ'],
    ['Ψυγείο Iseki', 'ψυγειο iseki'],
    ['Kühler Café', 'kuhler cafe'],
  ])('%s → %s', (input, expected) => expect(foldText(input)).toBe(expected));
});

describe('foldCode', () => {
  it.each([
    ['15241-32430', '1524132430'],
    ['0 451 103 336', '0451103336'],
    ['1885.144.200.00', '188514420000'],
    ['OC 952/8', 'oc9528'],
    ['TP-002503', 'tp002503'],
    ['L1-185', 'l1185'],
    ['ΑΜ876453', 'am876453'],
  ])('%s → %s', (input, expected) => expect(foldCode(input)).toBe(expected));
});

describe('greekKey and greeklishKeys meet', () => {
  it.each([
    ['φίλτρο', 'filtro'],
    ['λαδιού', 'ladiou'],
    ['ψυγείο', 'psygeio'],
    ['ψυγείο', 'psigio'],
    ['χιτώνιο', 'xitonio'],
    ['χιτώνιο', 'chitwnio'],
    ['χιτώνιο', 'hitonio'],
    ['θερμοστάτης', 'thermostatis'],
    ['θερμοστάτης', '8ermostaths'],
    ['ελατήρια', 'elathria'],
    ['συμπλέκτη', 'symplekti'],
    ['αντλία', 'antlia'],
    ['πετρελαίου', 'petrelaiou'],
    ['πετρελαίου', 'petreleou'],
    ['μαχαίρια', 'maxairia'],
    ['εξάτμισης', 'eksatmisis'],
    ['εξάτμισης', 'exatmishs'],
    ['βάσης', 'bashs'],
    ['μουαγιέ', 'mouagie'],
    ['ρουλεμάν', 'rouleman'],
  ])('%s ← %s', (greek, latin) => expect(greeklishKeys(latin)).toContain(greekKey(greek)));

  it('keeps a diaeresis apart from the vowel before it', () => {
    expect(greekKey('προϊόν')).toBe('proion');
    expect(greekKey('ποιο')).toBe('pio');
  });

  it('bounds the number of keys of a very ambiguous word', () => {
    expect(greeklishKeys('hhhhhhhhhhuuuuuxxxx').length).toBeLessThanOrEqual(16);
  });
});

describe('cleanTerm and tokenise', () => {
  it.each([
    ['  φίλτρο   λαδιού ', 'φίλτρο λαδιού'],
    ['oil\u0000filter\u200b', 'oil filter'],
    ['μίζα 🚜🔧', 'μίζα'],
    ['\u0301\u0308', ''],
    ['x'.repeat(500), 'x'.repeat(120)],
  ])('cleans %j', (input, expected) => expect(cleanTerm(input)).toBe(expected));

  it.each([
    ["'&|!:*() φίλτρο", ['φιλτρο']],
    ['L1-185 μίζα', ['l1185', 'μιζα']],
    ['oil/fuel', ['oil', 'fuel']],
    ['0 451 103 336', ['0', '451', '103', '336']],
  ])('tokenises %j', (input, words) => expect(tokenise(input).map((token) => token.word)).toEqual(words));

  it('marks tokens with digits as codes', () => {
    expect(tokenise('Kubota D850').map((token) => token.code)).toEqual(['', 'd850']);
  });
});
