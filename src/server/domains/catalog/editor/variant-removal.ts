import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { ProductFieldProblem } from '@/shared/product-editor-rules';

/**
 * The variants of a product that the form leaves out, to be removed, and why some may not be (each problem's field
 * is `variants.removed.{id}`, for the editor to show on the row it marked for removal):
 * - the master variant carries the product's part number and its first price: `masterVariant`;
 * - one ever ordered stays for the orders' and the stock ledger's sake: `variantOrdered`;
 * - one on the shelf must first be brought to 0 through the stock ledger (an adjustment with its reason), so that
 *   stock never disappears without a movement saying why: `variantHasStock`;
 * - one a shared cart (a phone order) still holds at an agreed price: `variantInSharedCart`.
 * A removed variant's lines in customers' carts go with it (as when a product is deleted).
 */
export async function variantsToRemove(
  tx: Queryable,
  productId: number,
  kept: number[],
): Promise<{ ids: number[]; problems: ProductFieldProblem[] }> {
  const rows = rowsOf<{ id: number; is_master: boolean; stock: number; ordered: boolean; shared: boolean }>(
    await tx.execute(sql`
      select v.id, v.is_master, v.stock_on_hand as stock,
        exists (select 1 from order_items o where o.variant_id = v.id) as ordered,
        exists (select 1 from shared_cart_lines s where s.variant_id = v.id) as shared
      from variants v
      where v.product_id = ${productId} and v.id <> all(${`{${kept.join(',')}}`}::int[])
      for update of v`),
  );
  const problems = rows.flatMap((row): ProductFieldProblem[] => {
    const field = `variants.removed.${row.id}`;
    if (row.is_master) return [{ field, reason: 'masterVariant' }];
    if (row.ordered) return [{ field, reason: 'variantOrdered' }];
    if (Number(row.stock) > 0) return [{ field, reason: 'variantHasStock' }];
    if (row.shared) return [{ field, reason: 'variantInSharedCart' }];
    return [];
  });
  return { ids: rows.map((row) => Number(row.id)), problems };
}

export async function removeVariants(tx: Queryable, ids: number[]) {
  if (ids.length) await tx.execute(sql`delete from variants where id = any(${`{${ids.join(',')}}`}::int[])`);
}

/** The product's variant ids in the form's order (their positions), for the editor to know the ones it added. */
export async function variantIdsOf(tx: Queryable, productId: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`select id from variants where product_id = ${productId} order by position, id`),
  ).map((row) => Number(row.id));
}
