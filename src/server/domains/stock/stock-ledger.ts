import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { scheduleFeedRebuild } from '@/server/domains/feeds';
import { refreshStockRanks } from '@/server/domains/search';
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
  if (rows.length > 0) await afterStockChange(db, variantId, source.now);
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
  if (rows.length > 0) await afterStockChange(db, variantId, source.now);
  return rows.length > 0;
}

/**
 * What a variant's new stock changes elsewhere: a sold-out one-off part must stop being offered as available by the
 * search and its filters, and must leave the marketplaces' feeds, which list quantities.
 */
async function afterStockChange(db: Queryable, variantId: number, now: Date) {
  await refreshStockRanks(db, [variantId]);
  await scheduleFeedRebuild({ db, now: () => now });
}

/** A variant's stock figure in a catalogue file. */
export type ImportedFigure = { sku: string; stock: number };

/**
 * The re-import rule (issue #16, README "Stock"): a catalogue import never undoes sales. Each variant keeps the figure
 * the last import brought (`imported_stock`); a new import applies its figure as a change against that one
 * (file 3, last import 2: one more on the shelf), so units sold since stay sold. A variant whose figure did not change
 * gets no movement; a decrease stops at zero. A variant never imported before (null) takes the file's figure.
 * Each change is an `import` movement, written with it in one statement per batch, rows locked as a sale locks them.
 * Returns how many variants' stock changed.
 */
export async function applyImportedStock(
  db: Queryable,
  figures: readonly ImportedFigure[],
  source: { actorUserId?: number | null; now: Date },
): Promise<number> {
  let moved = 0;
  for (let start = 0; start < figures.length; start += 5000) {
    const batch = JSON.stringify(figures.slice(start, start + 5000));
    const rows = rowsOf<{ moved: number }>(
      await db.execute(sql`
        with file as (
          select sku, stock from jsonb_to_recordset(${batch}::jsonb) as f(sku text, stock int)
        ), before as (
          select v.id, v.stock_on_hand, f.stock as figure,
            greatest(v.stock_on_hand + f.stock - coalesce(v.imported_stock, v.stock_on_hand), 0) as after
          from variants v join file f on f.sku = v.sku
          where v.imported_stock is distinct from f.stock
          order by v.id
          for update of v
        ), changed as (
          update variants v set stock_on_hand = before.after, imported_stock = before.figure,
            updated_at = case when before.after <> before.stock_on_hand then ${source.now} else v.updated_at end
          from before where v.id = before.id
          returning v.id, before.after - before.stock_on_hand as delta
        ), movements as (
          insert into stock_movements (variant_id, delta, reason, actor_user_id, created_at)
          select id, delta, 'import', ${source.actorUserId ?? null}, ${source.now} from changed where delta <> 0
          returning 1
        )
        select count(*)::int as moved from movements`),
    );
    moved += Number(rows[0]?.moved ?? 0);
  }
  return moved;
}

/**
 * The first import of variants just created with their stock: each was written holding its file figure as stock and
 * as `imported_stock` (what `applyImportedStock` would bring a new variant), and gets here the `import` movement that
 * brought it, so that the ledger adds up. Returns how many variants' stock this moved (those with a figure above 0).
 */
export async function recordFirstImportedStock(
  db: Queryable,
  arrivals: readonly { variantId: number; stock: number }[],
  source: { actorUserId?: number | null; now: Date },
): Promise<number> {
  const moved = arrivals.filter((arrival) => arrival.stock > 0);
  for (let start = 0; start < moved.length; start += 5000)
    await db.execute(sql`
      insert into stock_movements (variant_id, delta, reason, actor_user_id, created_at)
      select a."variantId", a.stock, 'import', ${source.actorUserId ?? null}, ${source.now}
      from json_to_recordset(${JSON.stringify(moved.slice(start, start + 5000))}::json) as a("variantId" int, stock int)`);
  return moved.length;
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
