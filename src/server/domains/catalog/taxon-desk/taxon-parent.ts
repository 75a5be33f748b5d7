import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { Refusal } from './desk-result';

/**
 * The entry a form puts a taxon under (a subcategory's category, a model's maker), checked: an entry of the same kind
 * that is neither the taxon itself nor below it, which would make a loop. `undefined` (not sent) keeps where it is;
 * null is the top level.
 */
export async function checkedParent(
  tx: Queryable,
  taxonomyId: number,
  taxonId: number | null,
  parentId: number | null | undefined,
): Promise<number | null | undefined> {
  if (parentId === undefined || parentId === null) return parentId;
  const [found] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with recursive below as (
        select id from taxons where id = ${taxonId ?? 0}
        union all
        select x.id from taxons x join below on x.parent_id = below.id
      )
      select id from taxons
      where id = ${parentId} and taxonomy_id = ${taxonomyId} and id not in (select id from below)`),
  );
  if (!found) throw new Refusal({ code: 'INVALID_INPUT', problems: [{ field: 'parentId', reason: 'parent' }] });
  return parentId;
}
