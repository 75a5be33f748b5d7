import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Named } from '@/shared/used-part-rules';

/**
 * The part type each category's products are named by ("Μίζα" / "Starter motor" in starter motors): the commonest
 * head of their names, read the way the search documents read it (before the maker, model or sizes). A used part's
 * proposed name starts with it; a category without products proposes its own name.
 */
export async function partTypesByCategory(db: Queryable): Promise<Record<number, Named>> {
  const rows = rowsOf<{ category_id: number; locale: 'el' | 'en'; head: string }>(
    await db.execute(sql`
      select category_id, locale, head from (
        select x.id as category_id, t.locale::text as locale,
          btrim(case when t.locale = 'el'
            then regexp_replace(substring(t.name from '^[^A-Za-z0-9(,–]*'), '\\sγια(\\s.*)?$', '')
            else substring(t.name from '^\\S+(?:\\s+(?!for\\s)(?:&|[a-z][^\\s0-9]*))*') end) as head,
          row_number() over (partition by x.id, t.locale order by count(*) desc) as place
        from product_taxons pt
        join taxons x on x.id = pt.taxon_id
        join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
        join product_translations t on t.product_id = pt.product_id
        group by x.id, t.locale, 3
      ) heads where place = 1 and head <> ''`),
  );
  const types: Record<number, Named> = {};
  for (const row of rows) {
    const entry = (types[Number(row.category_id)] ??= { el: '', en: '' });
    entry[row.locale] = row.head;
  }
  return types;
}
