import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { toArray, type SearchPlan, type WordGroup } from './search-plan';

/** Where to look for the words: names, descriptions (with brand, category and fitment names) and codes. */
export const searchFields = ['name', 'description', 'code'] as const;
export type SearchField = (typeof searchFields)[number];

export type TermMatch = {
  /** Condition on `d` (search_documents); true when the term has nothing to look for. */
  condition: SQL;
  /** Relevance tier, higher first: exact part number, old number, partial number, all words in the name, elsewhere. */
  tier: SQL;
  /** Text rank within a tier. */
  rank: SQL;
  empty: boolean;
};

/** Both stemmers on every word, so that a Greek or English word finds both languages' texts. */
function wordQuery(group: WordGroup): SQL {
  const text = group.lexemes
    .map((lexeme) => `'${lexeme}'${group.prefix && lexeme === group.lexemes[0] ? ':*' : ''}`)
    .join(' | ');
  return sql`(to_tsquery('shop_greek', ${text}) || to_tsquery('shop_english', ${text}))`;
}

export function termMatch(plan: SearchPlan, fields: readonly SearchField[] = searchFields): TermMatch {
  const useCodes = fields.includes('code');
  const textColumn = fields.includes('description') ? sql.raw('d.document') : sql.raw('d.name_document');
  const useText = fields.includes('name') || fields.includes('description');
  const groups = plan.groups.filter((group) =>
    group.kind === 'code' ? useCodes || useText : useText || (useCodes && group.partialCode),
  );
  if (groups.length === 0) return { condition: sql`true`, tier: sql`0`, rank: sql`0`, empty: true };

  const words = groups.filter((group): group is WordGroup => group.kind === 'word');
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
  let condition = sql.join(parts, sql` and `);
  if (useCodes && plan.wholeCode)
    condition = sql`((${condition}) or d.codes @> array[${plan.wholeCode}]::text[] or d.codes_text like ${`%${plan.wholeCode}%`})`;

  const allWords = words.length ? sql.join(words.map(wordQuery), sql` && `) : null;
  const nameHas = groups.map((group) =>
    group.kind === 'code' || group.partialCode
      ? sql`d.name_document @@ plainto_tsquery('simple', ${group.raw})`
      : sql`d.name_document @@ ${wordQuery(group)}`,
  );
  const nameTier = sql`when ${sql.join(nameHas, sql` and `)} then 2`;
  const codeTiers =
    useCodes && plan.wholeCode
      ? sql`when d.part_codes @> array[${plan.wholeCode}]::text[] then 5 when d.old_codes @> array[${plan.wholeCode}]::text[] then 4 when d.codes_text like ${`%${plan.wholeCode}%`} then 3`
      : sql``;
  return {
    condition: sql`(${condition})`,
    tier: sql`case ${codeTiers} ${nameTier} else 1 end`,
    rank: allWords ? sql`ts_rank(d.document, ${allWords}, 1)` : sql`0`,
    empty: false,
  };
}
