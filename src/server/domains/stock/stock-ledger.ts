import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { StockReason } from './stock.tables';

/** Who and why, kept on the movement. */
export type MovementSource = {
  reason: StockReason;
  orderId?: number | null;
  actorUserId?: number | null;
  note?: string | null;
  now: Date;
};

/**
 * Sells `quantity` of a variant: takes it from stock when there is enough (or the variant is backorderable, down
 * to zero) and writes the sale movement, in one statement. Returns false when the stock is not there, and then
 * nothing changed.
 */
export async function takeForSale(
  db: Queryable,
  variantId: number,
  quantity: number,
  source: Omit<MovementSource, 'reason'>,
): Promise<boolean> {
  const rows = rowsOf<{ variant_id: number }>(
    await db.execute(sql`
      with before as (
        select id, stock_on_hand from variants
        where id = ${variantId} and (stock_on_hand >= ${quantity} or backorderable)
        for update
      ), changed as (
        update variants v set stock_on_hand = greatest(v.stock_on_hand - ${quantity}, 0), updated_at = ${source.now}
        from before where v.id = before.id
        returning v.id, v.stock_on_hand - before.stock_on_hand as delta
      ), moved as (
        insert into stock_movements (variant_id, delta, reason, order_id, actor_user_id, note, created_at)
        select id, delta, 'sale', ${source.orderId ?? null}, ${source.actorUserId ?? null}, ${source.note ?? null},
          ${source.now}
        from changed where delta <> 0
      )
      select id as variant_id from changed`),
  );
  return rows.length > 0;
}

/**
 * Changes a variant's stock by `delta` (positive: back on the shelf; negative: taken off) with its movement, in one
 * statement. Refuses (returns false, changing nothing) a change that would take the stock below zero.
 */
export async function changeStock(
  db: Queryable,
  variantId: number,
  delta: number,
  source: MovementSource,
): Promise<boolean> {
  if (delta === 0) return true;
  const rows = rowsOf<{ variant_id: number }>(
    await db.execute(sql`
      with changed as (
        update variants set stock_on_hand = stock_on_hand + ${delta}, updated_at = ${source.now}
        where id = ${variantId} and stock_on_hand + ${delta} >= 0
        returning id
      ), moved as (
        insert into stock_movements (variant_id, delta, reason, order_id, actor_user_id, note, created_at)
        select id, ${delta}, ${source.reason}, ${source.orderId ?? null}, ${source.actorUserId ?? null},
          ${source.note ?? null}, ${source.now}
        from changed
      )
      select id as variant_id from changed`),
  );
  return rows.length > 0;
}

/**
 * After a catalogue import has written stock numbers: records, for the given SKUs, the difference between each
 * variant's on-hand number and its ledger as an import movement, so that the ledger stays whole.
 */
export async function recordImportedStock(db: Queryable, skus: readonly string[], now: Date): Promise<void> {
  for (let start = 0; start < skus.length; start += 5000) {
    const batch = skus.slice(start, start + 5000);
    await db.execute(sql`
      insert into stock_movements (variant_id, delta, reason, created_at)
      select v.id, v.stock_on_hand - coalesce(m.total, 0), 'import', ${now}
      from variants v
      left join lateral (select sum(delta)::int as total from stock_movements where variant_id = v.id) m on true
      where v.sku in (${sql.join(
        batch.map((sku) => sql`${sku}`),
        sql`, `,
      )})
        and v.stock_on_hand <> coalesce(m.total, 0)`);
  }
}

/** Variants whose on-hand number is not the sum of their movements (an empty list when the ledger is whole). */
export async function stockLedgerMismatches(
  db: Queryable,
): Promise<{ variantId: number; sku: string; onHand: number; ledger: number }[]> {
  return rowsOf<{ variantId: number; sku: string; onHand: number; ledger: number }>(
    await db.execute(sql`
      select v.id as "variantId", v.sku, v.stock_on_hand as "onHand", coalesce(m.total, 0)::int as ledger
      from variants v
      left join (select variant_id, sum(delta) as total from stock_movements group by variant_id) m
        on m.variant_id = v.id
      where v.stock_on_hand <> coalesce(m.total, 0)
      order by v.id`),
  );
}
