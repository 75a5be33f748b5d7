import 'server-only';
import { greekKey, greeklishKeys, isGreekWord, isGreeklishWord } from './normalise';

/**
 * Words of a question that are not the part: stop words of both languages (and their Greeklish spellings), the
 * polite and shopping words people wrap a question in, and condition words. All folded (foldText: lower case,
 * no accents, σ for ς), as tokens are.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean);

const greekStopWords = words(`
  για και του της των τον την τη το τα τις τους ο η οι ενα ενας μια μιασ ενοσ με σε στο στη στην
  στον στα στισ στουσ απο που ποιο ποια να θα ωσ κατα προσ ειναι εχει μου σασ αν ολα καποιο καποια
`);
const englishStopWords = words(`
  for the of a an and or with to in on at by from my i me is are do does you your any some that
  this it which what fits fit fitting
`);
const greeklishStopWords = words(`
  gia kai ke tou tis ton tin ti ta tous enas ena mia se sto sti stin ston sta apo pou na tha
`);
/** Words that wrap a question without naming the part: "ψάχνω ανταλλακτικά για τρακτέρ …", "spare parts for …". */
const shoppingWords = words(`
  ανταλλακτικο ανταλλακτικα ανταλακτικα ανταλακτικο τρακτερ τρακτορ τρακτερακι ψαχνω θελω
  χρειαζομαι εχετε υπαρχει υπαρχουν τιμη παρακαλω μοντελο αγροτικο antallaktika antallaktiko
  trakter traktera psaxno thelo spare part parts tractor tractors need want looking have please
  price buy model compatible
`);

const ignored = new Set([...greekStopWords, ...englishStopWords, ...greeklishStopWords, ...shoppingWords]);

/** A word to drop from the question: it says nothing about the part, the tractor or the condition. */
export function isStopWord(word: string): boolean {
  return ignored.has(word);
}

/** "κινητήρα D850", "engine 3T75": words that only introduce the engine named next to them. */
const machineWords = new Set([
  'κινητηρα',
  'κινητηρασ',
  'μηχανη',
  'μηχανησ',
  'engine',
  'kinitira',
  'kinitiras',
  'mixani',
]);
export function isMachineWord(word: string): boolean {
  return machineWords.has(word);
}

export type Condition = 'new' | 'used';

// Every form of "new" and "used" in Greek (καινούργιο/καινούριο, μεταχειρισμένο, νέο, …), matched by their stem.
const greekConditionStems: [string, Condition][] = [
  ['καινουργ', 'new'],
  ['καινουρι', 'new'],
  ['μεταχειρισμεν', 'used'],
  ['μεταχειρησμεν', 'used'],
];
const exactConditionWords = new Map<string, Condition>([
  ['new', 'new'],
  ['brandnew', 'new'],
  ['νεο', 'new'],
  ['νεα', 'new'],
  ['νεοσ', 'new'],
  ['used', 'used'],
  ['secondhand', 'used'],
  ['μεταχ', 'used'],
  ['μεταχειρ', 'used'],
  ['διαλυση', 'used'],
  ['διαλυσησ', 'used'],
]);
/** Greeklish and misspelt Greek meet Greek on the sound key: "metaxeirismeno", "kainourgio", "μεταχιρισμενα". */
const conditionSoundStems: [string, Condition][] = [
  ['kenurgi', 'new'],
  ['kenuri', 'new'],
  ['metahirism', 'used'],
  ['metaxirism', 'used'],
];

/** The condition a word names ("μεταχειρισμένες", "used", "kainouria"), or null. */
export function conditionOf(word: string): Condition | null {
  const exact = exactConditionWords.get(word);
  if (exact) return exact;
  if (isGreekWord(word)) {
    const stem = greekConditionStems.find(([prefix]) => word.startsWith(prefix));
    if (stem) return stem[1];
  }
  const keys = isGreekWord(word) ? [greekKey(word)] : isGreeklishWord(word) ? greeklishKeys(word) : [];
  for (const key of keys) {
    const stem = conditionSoundStems.find(([prefix]) => key.startsWith(prefix));
    if (stem) return stem[1];
  }
  return null;
}

/** Two-word condition phrases ("second hand", "brand new"), joined as their tokens are folded. */
export const conditionPhrases = new Map<string, Condition>([
  ['second hand', 'used'],
  ['brand new', 'new'],
  ['απο διαλυση', 'used'],
]);

/**
 * How Greeks write the tractor and parts makers' names in Greek letters. Matched on the sound key (normalise.ts),
 * so accents, ι/η/υ and doubled letters do not matter.
 */
export const greekBrandNames: Record<string, string[]> = {
  kubota: ['κουμποτα', 'κουμπωτα', 'κουβοτα'],
  yanmar: ['γιανμαρ', 'γιαμαρ', 'γιανμαρι'],
  iseki: ['ισεκι'],
  mitsubishi: ['μιτσουμπισι', 'μιτσουμπιση'],
  hinomoto: ['χινομοτο'],
  shibaura: ['σιμπαουρα', 'σιμπαουρα'],
  satoh: ['σατο'],
  ford: ['φορντ', 'φορτ'],
  'massey-ferguson': ['μασει φεργκιουσον', 'μασεϊ φεργκιουσον', 'μασεϊ', 'φεργκιουσον', 'μασει'],
  'john-deere': ['τζον ντιρ', 'τζων ντιρ', 'τζον ντηρ', 'ντιρ'],
  'new-holland': ['νιου χολαντ', 'νιου χολλαντ'],
  fiat: ['φιατ'],
  same: ['σαμε'],
  lamborghini: ['λαμποργκινι', 'λαμβοργκινι'],
  landini: ['λαντινι'],
  'deutz-fahr': ['ντοιτς', 'ντοιτς φαρ'],
  niplo: ['νιπλο'],
  kobashi: ['κομπασι'],
  maschio: ['μασκιο'],
  celli: ['τσελι'],
  howard: ['χαουαρντ'],
  perkins: ['περκινς'],
  bosch: ['μποσ'],
};

/** Short names and abbreviations of makers in Latin letters. */
export const latinBrandNames: Record<string, string[]> = {
  'massey-ferguson': ['mf', 'massey'],
  'john-deere': ['jd', 'deere'],
  'new-holland': ['nh'],
  'deutz-fahr': ['deutz'],
};
