import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { UnderstoodKind } from '@/shared/understood-kinds';
import type { Brand, Machine, MachineKind } from './search-lexicon';
import { lexemeQuery, toArray } from './search-lookups';
import type { SearchPlan, WordGroup } from './search-plan';

/** Where to look for the words: names, descriptions (with brand, category and fitment names) and codes. */
export const searchFields = ['name', 'description', 'code'] as const;
export type SearchField = (typeof searchFields)[number];

export type TermMatch = {
  /** Condition on `d` (search_documents); true when the term has nothing to look for. */
  condition: SQL;
  /** Code tier, higher first: exact part number, old number, partial number. */
  tier: SQL;
  /** How well the part type matches: the head of the name is the part named, contains it, the name has it. */
  part: SQL;
  /**
   * The term names a part in words: when some products are of that very part type, other types that only share
   * a word with it (voltage regulators for "δυναμό", injector pipes for "μπεκ") are left out.
   */
  typeNamed: boolean;
  /** Fits the machine named (2), a machine of the maker named (1), neither (0). */
  fit: SQL;
  /** Text rank at equal tiers. */
  rank: SQL;
  empty: boolean;
};

/**
 * The word's stems under both stemmers (so that a Greek or English word finds both languages' texts), with those
 * of its alternatives, once each: the planner estimates a query of distinct lexemes well.
 */
function wordQuery(group: WordGroup): SQL {
  return sql`${lexemeQuery(group.stems, group.prefix ? group.lexemes[0]! : null)}::tsquery`;
}

const noMatch: Omit<TermMatch, 'condition' | 'empty'> = {
  tier: sql`0`,
  part: sql`0`,
  fit: sql`0`,
  rank: sql`0`,
  typeNamed: false,
};

export function termMatch(
  plan: SearchPlan,
  fields: readonly SearchField[] = searchFields,
  ignore: readonly UnderstoodKind[] = [],
): TermMatch {
  if (plan.nothing) return { ...noMatch, condition: sql`false`, empty: false };
  const useCodes = fields.includes('code');
  const textColumn = fields.includes('description') ? sql.raw('d.document') : sql.raw('d.name_document');
  const useText = fields.includes('name') || fields.includes('description');
  const groups = plan.groups.filter((group) =>
    group.kind === 'code' ? useCodes || useText : useText || (useCodes && group.partialCode),
  );
  const applied = plan.machines.filter((machine) => !ignore.includes(machine.kind));
  const condition = plan.condition && !ignore.includes('condition') ? plan.condition : null;
  const brands = plan.brands;
  if (groups.length === 0 && plan.machines.length === 0 && brands.length === 0 && !plan.condition)
    return { ...noMatch, condition: sql`true`, empty: true };

  const parts = groups.map((group) => {
    if (group.kind === 'code')
      return useCodes
        ? sql`d.codes && ${toArray(group.codes)}::text[]`
        : sql`${textColumn} @@ plainto_tsquery('simple', ${group.raw})`;
    const alternatives: SQL[] = [];
    if (useText) alternatives.push(sql`${textColumn} @@ ${wordQuery(group)}`);
    // "6.00-16", "12V", "Z30": the parser's own reading of the token, as the document was read.
    if (useText && group.partialCode) alternatives.push(sql`${textColumn} @@ plainto_tsquery('simple', ${group.raw})`);
    if (useCodes && group.partialCode) alternatives.push(sql`d.codes_text like ${`%${group.partialCode}%`}`);
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  let words = parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
  if (useCodes && plan.wholeCode)
    words = sql`(${words} or d.codes @> array[${plan.wholeCode}]::text[] or d.codes_text like ${`%${plan.wholeCode}%`})`;
  const narrowing = [words];
  if (applied.length) narrowing.push(fitsMachines(applied));
  if (condition) narrowing.push(sql`d.condition_ids && ${`{${condition.id}}`}::int[]`);
  // A maker alone ("kubota", "used kubota") is all there is to search by: then it narrows instead of ranking.
  if (groups.length === 0 && plan.machines.length === 0 && brands.length) narrowing.push(fitsBrands(brands));

  const makers = [...brands, ...plan.machineBrands];
  const fit = plan.machines.length
    ? sql`case when ${fitsMachines(plan.machines)} then 2 ${makers.length ? sql`when ${fitsBrands(makers)} then 1` : sql``} else 0 end`
    : makers.length
      ? sql`case when ${fitsBrands(makers)} then 1 else 0 end`
      : sql`0`;

  const named = groups.filter((group): group is WordGroup => group.kind === 'word' && !/\d/.test(group.raw));
  const allWords = named.length ? sql.join(named.map(wordQuery), sql` && `) : null;
  const codeTiers =
    useCodes && plan.wholeCode
      ? sql`when d.part_codes @> array[${plan.wholeCode}]::text[] then 5 when d.old_codes @> array[${plan.wholeCode}]::text[] then 4 when d.codes_text like ${`%${plan.wholeCode}%`} then 3`
      : null;
  return {
    condition: sql.join(narrowing, sql` and `),
    tier: codeTiers ? sql`case ${codeTiers} else 0 end` : sql`0`,
    part: allWords ? partScore(allWords, named, plan.partCategories) : sql`0`,
    typeNamed: allWords !== null,
    fit,
    rank: allWords ? sql`ts_rank(d.name_document, ${allWords}, 1)` : sql`0`,
    empty: false,
  };
}

/**
 * How the part type (the head of the name) meets the words of the part:
 * 5 it is what was named ("μίζα" → "Μίζα …", "oil filter" → "Oil filter …");
 * 4 it is named with more words the name also has ("ακρόμπαρο αριστερό" → "Ακρόμπαρο … αριστερό");
 * 3 it contains the words and its category does too ("μπεκ" → "Μύτη μπεκ" among the injectors);
 * 2 it contains the words ("μπεκ" → "Σωληνάκι μπεκ"); 1 the name has them; 0 they are only elsewhere.
 */
function partScore(words: SQL, groups: WordGroup[], categories: number[]): SQL {
  const inCategory = categories.length ? sql`d.category_ids && ${`{${categories.join(',')}}`}::int[]` : sql`false`;
  const stems = sql`${toArray([...new Set(groups.flatMap((group) => group.stems))])}::text[]`;
  const within = (head: SQL) => sql`(length(${head}) > 0 and tsvector_to_array(${head}) <@ ${stems})`;
  const [el, en] = [sql.raw('d.head_el'), sql.raw('d.head_en')];
  return sql`case
    when (${el} @@ (${words}) and ${within(el)}) or (${en} @@ (${words}) and ${within(en)}) then 5
    when (${within(el)} or ${within(en)}) and d.name_document @@ (${words}) then 4
    when ${el} @@ (${words}) or ${en} @@ (${words}) then case when ${inCategory} then 3 else 2 end
    when d.name_document @@ (${words}) then 1
    else 0 end`;
}

const machineColumn: Record<MachineKind, string> = {
  model: 'model_ids',
  engine: 'engine_ids',
  rotovator: 'rotovator_ids',
};

/** Fits any of the machines named. */
function fitsMachines(machines: Machine[]): SQL {
  const kinds = [...new Set(machines.map((machine) => machine.kind))];
  return sql`(${sql.join(
    kinds.map((kind) => {
      const ids = machines.filter((machine) => machine.kind === kind).map((machine) => machine.id);
      return sql`${sql.raw(`d.${machineColumn[kind]}`)} && ${`{${ids.join(',')}}`}::int[]`;
    }),
    sql` or `,
  )})`;
}

/** Made by one of the makers, or fits one of their machines (the compatibility trees group them by maker). */
function fitsBrands(brands: Brand[]): SQL {
  const column = (name: keyof Brand['ids'], dbColumn: string) => {
    const ids = [...new Set(brands.flatMap((brand) => brand.ids[name]))];
    return ids.length ? [sql`${sql.raw(`d.${dbColumn}`)} && ${`{${ids.join(',')}}`}::int[]`] : [];
  };
  const parts = [
    ...column('brand', 'brand_ids'),
    ...column('model', 'model_ids'),
    ...column('engine', 'engine_ids'),
    ...column('rotovator', 'rotovator_ids'),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
