import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Locale } from '@/shared/locales';
import { foldCode, greekKey, tokenise } from './normalise';
import { greekBrandNames, latinBrandNames, type Condition } from './query-words';
import { stemsSql } from './search-lookups';
import { vocabularyOf, type Vocabulary, type VocabularyRow } from './vocabulary';

export type MachineKind = 'model' | 'engine' | 'rotovator';

/** A tractor model, an engine or a rotovator, as the search narrows by it. */
export type Machine = {
  kind: MachineKind;
  id: number;
  /** The taxon's key (slug): what the search filters take. */
  slug: string;
  /** "Kubota L1-185", per language. */
  name: Record<Locale, string>;
  /** The maker's key. */
  brand: string;
};

/** A maker: its own taxon (the product's brand) and the groups of its machines in the compatibility trees. */
export type Brand = {
  slug: string;
  name: string;
  /** brand_ids, and model_ids / engine_ids / rotovator_ids of its group taxon: what "fits a Kubota" means. */
  ids: { brand: number[]; model: number[]; engine: number[]; rotovator: number[] };
};

/**
 * What the search knows of the catalogue to understand a question: its machines and makers by every spelling,
 * its conditions and its vocabulary. Read once per catalogue version (a few hundred taxons and the words of the
 * names), so understanding a question costs no query.
 */
export type Lexicon = {
  /** Folded spellings ("l1185", "kubotal1185", "jd850") → machines. Numbers alone ("850") only with their maker. */
  machines: Map<string, Machine[]>;
  /** Per maker, its machines by spelling including bare numbers: "τζον ντιρ" + "850". */
  machinesOfBrand: Map<string, Map<string, Machine[]>>;
  /** Makers by their folded name in Latin letters ("johndeere", "mf") and by the sound key of Greek spellings. */
  brandsByName: Map<string, string>;
  brandsBySound: Map<string, string>;
  brands: Map<string, Brand>;
  conditions: Record<Condition, { id: number; slug: string } | null>;
  /** Every category with the stems of its names (both languages): the part types it holds ("Μπεκ" holds nozzles). */
  categories: { id: number; stems: Set<string> }[];
  vocabulary: Vocabulary;
};

type TaxonRow = {
  id: number;
  kind: 'brand' | 'condition' | MachineKind;
  key: string;
  parent_key: string | null;
  attributes: { model?: string; code?: string; aliases?: string[] } | string;
  name_el: string | null;
  name_en: string | null;
  parent_el: string | null;
  parent_en: string | null;
};

export async function loadLexicon(db: Queryable): Promise<Lexicon> {
  const [taxons, words, categories] = await Promise.all([
    db.execute(sql`
      select x.id, k.kind::text as kind, x.key, p.key as parent_key, x.attributes,
        el.name as name_el, en.name as name_en, pel.name as parent_el, pen.name as parent_en
      from taxons x
      join taxonomies k on k.id = x.taxonomy_id
      left join taxons p on p.id = x.parent_id
      left join taxon_translations el on el.taxon_id = x.id and el.locale = 'el'
      left join taxon_translations en on en.taxon_id = x.id and en.locale = 'en'
      left join taxon_translations pel on pel.taxon_id = p.id and pel.locale = 'el'
      left join taxon_translations pen on pen.taxon_id = p.id and pen.locale = 'en'
      where k.kind in ('brand', 'condition', 'model', 'engine', 'rotovator')
      order by x.id`),
    db.execute(sql`select term, sound_key, frequency, ${stemsSql('term')} as stems from search_terms`),
    db.execute(sql`
      select x.id, tsvector_to_array(to_tsvector('shop_greek', names.text) || to_tsvector('shop_english', names.text)) as stems
      from taxons x
      join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
      cross join lateral (select concat_ws(' ',
        (select name from taxon_translations where taxon_id = x.id and locale = 'el'),
        (select name from taxon_translations where taxon_id = x.id and locale = 'en')) as text) names`),
  ]);
  const lexicon = buildLexicon(rowsOf<TaxonRow>(taxons), rowsOf<VocabularyRow>(words));
  lexicon.categories = rowsOf<{ id: number; stems: string[] }>(categories).map((row) => ({
    id: Number(row.id),
    stems: new Set(row.stems),
  }));
  return lexicon;
}

export function buildLexicon(rows: TaxonRow[], words: VocabularyRow[]): Lexicon {
  const lexicon: Lexicon = {
    machines: new Map(),
    machinesOfBrand: new Map(),
    brandsByName: new Map(),
    brandsBySound: new Map(),
    brands: new Map(),
    conditions: { new: null, used: null },
    categories: [],
    vocabulary: vocabularyOf(words),
  };
  const brandOf = (slug: string, name: string) => {
    let brand = lexicon.brands.get(slug);
    if (!brand) {
      brand = { slug, name, ids: { brand: [], model: [], engine: [], rotovator: [] } };
      lexicon.brands.set(slug, brand);
    }
    return brand;
  };
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'condition') {
      if (row.key === 'new' || row.key === 'used') lexicon.conditions[row.key] = { id, slug: row.key };
    } else if (row.kind === 'brand') brandOf(row.key, row.name_en ?? row.key).ids.brand.push(id);
    // A compatibility tree groups its machines under their maker: the group's key is the maker's.
    else if (!row.parent_key) brandOf(row.key, row.name_en ?? row.key).ids[row.kind].push(id);
    else addMachine(lexicon, row, id);
  }
  for (const brand of lexicon.brands.values()) {
    lexicon.brandsByName.set(foldCode(brand.name), brand.slug);
    for (const short of latinBrandNames[brand.slug] ?? []) lexicon.brandsByName.set(short, brand.slug);
    for (const spelling of greekBrandNames[brand.slug] ?? []) lexicon.brandsBySound.set(soundOf(spelling), brand.slug);
  }
  // Spelled with the maker in front ("kubota l1 185", "john deere 850", "mf 135"): one key per way to say both.
  for (const [slug, spellings] of lexicon.machinesOfBrand) {
    const brandNames = [...lexicon.brandsByName].filter(([, brand]) => brand === slug).map(([name]) => name);
    for (const [spelling, machines] of spellings)
      for (const brandName of brandNames) addKey(lexicon.machines, brandName + spelling, machines);
  }
  return lexicon;
}

function addMachine(lexicon: Lexicon, row: TaxonRow, id: number) {
  const kind = row.kind as MachineKind;
  const attributes = (typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes) ?? {};
  const own = row.name_en ?? row.key;
  const machine: Machine = {
    kind,
    id,
    slug: row.key,
    name: {
      el: [row.parent_el, row.name_el ?? own].filter(Boolean).join(' '),
      en: [row.parent_en, own].filter(Boolean).join(' '),
    },
    brand: row.parent_key!,
  };
  const spellings = new Set(
    [attributes.model, attributes.code, own, ...(Array.isArray(attributes.aliases) ? attributes.aliases : [])]
      .filter((spelling): spelling is string => typeof spelling === 'string')
      .map(foldCode)
      .filter((spelling) => spelling.length >= 2),
  );
  let ofBrand = lexicon.machinesOfBrand.get(machine.brand);
  if (!ofBrand) lexicon.machinesOfBrand.set(machine.brand, (ofBrand = new Map()));
  for (const spelling of spellings) {
    addKey(ofBrand, spelling, [machine]);
    // "850" or "1700" alone is as likely a size or a part number as a John Deere or a Ford: only with the maker.
    if (!/^\d+$/.test(spelling)) addKey(lexicon.machines, spelling, [machine]);
  }
}

function addKey(map: Map<string, Machine[]>, key: string, machines: Machine[]) {
  const known = map.get(key) ?? [];
  for (const machine of machines) if (!known.some((other) => other.id === machine.id)) known.push(machine);
  map.set(key, known);
}

/** The sound key of a Greek spelling of several words, as the tokens of a question give it. */
export function soundOf(text: string): string {
  return tokenise(text)
    .map((token) => greekKey(token.raw))
    .join('');
}
