/** Product names and descriptions in Greek and English, with Greek gender agreement. */
import type { Gender, PartType, Spec } from './part-types';
import type { Rng } from './rng';
import { brandName, type Engine, type Model, type Rotovator } from './vocabulary';

export interface Text {
  el: string;
  en: string;
}

type Forms = Record<Gender, string>;

const forms = (m: string, f: string, n: string, mp: string, fp: string, np: string): Forms => ({ m, f, n, mp, fp, np });

const USED = forms(
  'μεταχειρισμένος',
  'μεταχειρισμένη',
  'μεταχειρισμένο',
  'μεταχειρισμένοι',
  'μεταχειρισμένες',
  'μεταχειρισμένα',
);
const GENUINE = forms('γνήσιος', 'γνήσια', 'γνήσιο', 'γνήσιοι', 'γνήσιες', 'γνήσια');
const NEW = forms('καινούργιος', 'καινούργια', 'καινούργιο', 'καινούργιοι', 'καινούργιες', 'καινούργια');
const SUITABLE = forms('κατάλληλος', 'κατάλληλη', 'κατάλληλο', 'κατάλληλοι', 'κατάλληλες', 'κατάλληλα');
const LEFT = forms('αριστερός', 'αριστερή', 'αριστερό', 'αριστεροί', 'αριστερές', 'αριστερά');
const RIGHT = forms('δεξιός', 'δεξιά', 'δεξί', 'δεξιοί', 'δεξιές', 'δεξιά');
const INNER = forms('εσωτερικός', 'εσωτερική', 'εσωτερικό', 'εσωτερικοί', 'εσωτερικές', 'εσωτερικά');
const OUTER = forms('εξωτερικός', 'εξωτερική', 'εξωτερικό', 'εξωτερικοί', 'εξωτερικές', 'εξωτερικά');

const isPlural = (g: Gender): boolean => g.endsWith('p');
const verb = (g: Gender, singular: string, plural: string): string => (isPlural(g) ? plural : singular);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Αντλία νερού" → "αντλία νερού", but "PTO drive shaft" and "V-belt" stay as they are. */
function lowerFirst(s: string): string {
  const second = s.charAt(1);
  return second !== '' && second !== second.toUpperCase() ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

export const usedSuffix = (g: Gender): Text => ({ el: `(${USED[g]})`, en: '(used)' });

/** Size, side or variant that follows the part name, e.g. "STD", "Ø180 mm", "(σετ 42 τεμ.)". */
export function specText(spec: Spec, part: PartType, rng: Rng, used: boolean, bearing: string): Text {
  const same = (s: string): Text => ({ el: s, en: s });
  const g = part.gender;
  switch (spec) {
    case 'oversize':
      return same(
        used
          ? 'STD'
          : rng.weighted([
              ['STD', 6],
              ['+0.25', 2],
              ['+0.50', 2],
            ]),
      );
    case 'starter':
      return same(`12V ${rng.pick(['0.8', '1.0', '1.2', '1.4'])}kW`);
    case 'alternator':
      return same(`12V ${rng.pick([20, 35, 40, 45])}A`);
    case 'teeth':
      return same(`Z${rng.int(14, 42)}`);
    case 'clutchSize':
      return same(`Ø${rng.pick([160, 180, 200, 215])} mm`);
    case 'wheelSize':
      return same(`Ø${rng.pick([380, 400, 420])} mm`);
    case 'sealSize': {
      const d = rng.pick([25, 30, 35, 40, 45]);
      const size = [d, d + rng.pick([12, 15, 17, 20]), rng.pick([7, 8, 10])];
      return { el: size.join('×'), en: size.join('x') };
    }
    case 'bladeSet': {
      const n = rng.pick([24, 30, 36, 42]);
      return { el: `(σετ ${n} τεμ.)`, en: `(set of ${n})` };
    }
    case 'boltSet': {
      const n = rng.pick([20, 40]);
      return { el: `M12×1.25 (σετ ${n} τεμ.)`, en: `M12x1.25 (set of ${n})` };
    }
    case 'bearing':
      return same(bearing);
    case 'hose': {
      const size = rng.pick(['1/4"', '3/8"', '1/2"']);
      const cm = rng.int(4, 15) * 10;
      return { el: `${size} × ${cm} cm`, en: `${size} x ${cm} cm` };
    }
    case 'side':
      return rng.chance(0.5) ? { el: LEFT[g], en: 'left' } : { el: RIGHT[g], en: 'right' };
    case 'innerOuter':
      return rng.chance(0.5) ? { el: INNER[g], en: 'inner' } : { el: OUTER[g], en: 'outer' };
  }
}

/** What a product fits; `models` starts with the donor tractor for used parts. */
export interface Fitment {
  kind: PartType['fit'];
  engine?: Engine;
  models: readonly Model[];
  rotovators: readonly Rotovator[];
}

const sameBrandList = (items: readonly { brand: string; model: string }[], sep: string): string =>
  items.length === 0 ? '' : `${brandName(items[0]?.brand ?? '')} ${items.map((i) => i.model).join(sep)}`;

/** Engine models as listed after "για"/"for": "L1-185, L1801" or "John Deere 850" for another brand. */
const engineModelList = (engine: Engine, models: readonly Model[]): string =>
  models.map((m) => (m.brand === engine.brand ? m.model : `${brandName(m.brand)} ${m.model}`)).join(', ');

export interface NameInput {
  part: PartType;
  makerName: string;
  fit: Fitment;
  spec: Text | null;
  used: boolean;
}

export function productName({ part, makerName, fit, spec, used }: NameInput): Text {
  let subject = '';
  let list = '';
  if (fit.kind === 'engine' && fit.engine) {
    subject = `${brandName(fit.engine.brand)} ${fit.engine.code}`;
    list = engineModelList(fit.engine, fit.models);
  } else if (fit.kind === 'model') {
    subject = sameBrandList(fit.models, '/');
  } else if (fit.kind === 'rotovator') {
    subject = sameBrandList(fit.rotovators, '/');
  }
  const join = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');
  const suffix = used ? usedSuffix(part.gender) : { el: '', en: '' };
  return {
    el: join(part.el, makerName, subject, spec?.el ?? '', list ? `για ${list}` : '', suffix.el),
    en: join(part.en, makerName, subject, spec?.en ?? '', list ? `for ${list}` : '', suffix.en),
  };
}

function fitSentence(part: PartType, fit: Fitment): Text {
  const fits = verb(part.gender, 'Ταιριάζει', 'Ταιριάζουν');
  if (fit.kind === 'engine' && fit.engine) {
    const engine = `${brandName(fit.engine.brand)} ${fit.engine.code}`;
    const list = engineModelList(fit.engine, fit.models);
    return { el: `${fits} στον κινητήρα ${engine} (${list}).`, en: `Fits the ${engine} engine (${list}).` };
  }
  if (fit.kind === 'model') {
    const list = sameBrandList(fit.models, ', ');
    return { el: `${fits} σε τρακτέρ ${list}.`, en: `Fits ${list} tractors.` };
  }
  if (fit.kind === 'rotovator') {
    const list = sameBrandList(fit.rotovators, ', ');
    return { el: `${fits} σε φρέζες ${list}.`, en: `Fits ${list} rotovators.` };
  }
  return {
    el: `${cap(SUITABLE[part.gender])} για τα περισσότερα ιαπωνικά μικρά τρακτέρ.`,
    en: 'Suitable for most Japanese compact tractors.',
  };
}

const GRADES: readonly Text[] = [
  { el: 'καλή', en: 'good' },
  { el: 'πολύ καλή', en: 'very good' },
  { el: 'άριστη', en: 'excellent' },
];

export interface DescriptionInput {
  part: PartType;
  used: boolean;
  /** maker slug, or 'genuine' */
  maker: string;
  brand: string;
  mpn: string;
  fit: Fitment;
  superseded: readonly string[];
  backorder: boolean;
  rng: Rng;
}

/** 2–3 sentences: condition or origin, fitment, and one useful extra. */
export function productDescription(d: DescriptionInput): Text {
  const { part, rng } = d;
  const g = part.gender;
  const el = lowerFirst(part.el);
  const en = lowerFirst(part.en);
  const sentences: Text[] = [];
  if (d.used) {
    const grade = rng.pick(GRADES);
    sentences.push({
      el: `${cap(USED[g])} ${el} σε ${grade.el} κατάσταση, εισαγωγής από Ιαπωνία.`,
      en: `Used ${en} in ${grade.en} condition, imported from Japan.`,
    });
  } else if (d.maker === 'genuine') {
    const brand = brandName(d.brand);
    sentences.push({
      el: `${cap(GENUINE[g])} ${el} ${brand} με κωδικό ${d.mpn}.`,
      en: `Genuine ${brand} ${en}, part number ${d.mpn}.`,
    });
  } else if (d.maker === 'oem') {
    sentences.push({
      el: `${cap(NEW[g])} ${el} aftermarket, ποιότητας OEM.`,
      en: `New aftermarket ${en}, OEM quality.`,
    });
  } else {
    const maker = brandName(d.maker);
    sentences.push({ el: `${cap(NEW[g])} ${el} ${maker}, ποιότητας OEM.`, en: `New ${en} by ${maker}, OEM quality.` });
  }
  sentences.push(fitSentence(part, d.fit));

  const old = d.superseded.join(', ');
  const donor = d.fit.models[0];
  if (d.superseded.length > 0) {
    const plural = d.superseded.length > 1;
    sentences.push({
      el: `${verb(g, 'Αντικαθιστά', 'Αντικαθιστούν')} ${plural ? 'τους παλαιούς κωδικούς' : 'τον παλαιό κωδικό'} ${old}.`,
      en: `Replaces old part ${plural ? 'numbers' : 'number'} ${old}.`,
    });
  } else if (d.backorder) {
    sentences.push({
      el: `${verb(g, 'Διατίθεται', 'Διατίθενται')} κατόπιν παραγγελίας σε 7-10 εργάσιμες.`,
      en: 'Available to order, delivery in 7-10 working days.',
    });
  } else if (d.used && donor && rng.chance(0.6)) {
    const hours = rng.int(6, 50) * 100 + rng.pick([0, 50]);
    const from = `${brandName(donor.brand)} ${donor.model}`;
    sentences.push({
      el: `${verb(g, 'Αφαιρέθηκε', 'Αφαιρέθηκαν')} από ${from} με περίπου ${hours} ώρες λειτουργίας.`,
      en: `Removed from ${from}, about ${hours} working hours.`,
    });
  } else if (d.used) {
    sentences.push({
      el: `${verb(g, 'Ελέγχθηκε', 'Ελέγχθηκαν')} στο συνεργείο μας πριν την αποστολή.`,
      en: 'Checked in our workshop before dispatch.',
    });
  }
  return { el: sentences.map((s) => s.el).join(' '), en: sentences.map((s) => s.en).join(' ') };
}
