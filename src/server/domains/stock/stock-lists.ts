import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Locale } from '@/shared/locales';
import type { StockReason } from './stock.tables';

export const stockListKinds = ['out', 'low'] as const;
export type StockListKind = (typeof stockListKinds)[number];

export type StockListRow = {
  variantId: number;
  productId: number;
  sku: string;
  name: string | null;
  status: string;
  stock: number;
  lowStockAt: number;
};

export const stockPageSize = 50;

/**
 * Sold out (stock 0) or low (1 up to the variant's own threshold) variants, a page at a time; each list reads its
 * partial index (variants_out_of_stock_idx, variants_low_stock_idx), so the count and the page stay fast at 100 000.
 */
export async function stockList(
  db: Queryable,
  input: { kind: StockListKind; page: number; locale: Locale },
): Promise<{ rows: StockListRow[]; total: number; pages: number }> {
  const where =
    input.kind === 'out' ? sql`v.stock_on_hand = 0` : sql`v.stock_on_hand > 0 and v.stock_on_hand <= v.low_stock_at`;
  const order = input.kind === 'out' ? sql`v.id` : sql`v.stock_on_hand, v.id`;
  const page = Math.max(1, Math.floor(input.page));
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select v.id as "variantId", v.product_id as "productId", v.sku, t.name, p.status::text as status,
        v.stock_on_hand as stock, v.low_stock_at as "lowStockAt"
      from (select * from variants v where ${where} order by ${order} limit ${stockPageSize}
            offset ${(page - 1) * stockPageSize}) v
      join products p on p.id = v.product_id
      left join product_translations t on t.product_id = v.product_id and t.locale = ${input.locale}
      order by ${order}`),
    db.execute(sql`select count(*)::int as total from variants v where ${where}`),
  ]);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return { rows: rowsOf<StockListRow>(rows), total, pages: Math.max(1, Math.ceil(total / stockPageSize)) };
}

export type StockMovementRow = {
  id: number;
  at: Date;
  delta: number;
  /** The on-hand number just after this movement. */
  balance: number;
  reason: StockReason;
  note: string | null;
  actorEmail: string | null;
  orderReceipt: string | null;
};

export type VariantStock = {
  variantId: number;
  productId: number;
  sku: string;
  name: string | null;
  stock: number;
  lowStockAt: number;
  importedStock: number | null;
  movements: StockMovementRow[];
  total: number;
  pages: number;
};

/** A variant's stock and its movements, newest first, each with who, why, when and the balance it left. */
export async function variantStock(
  db: Queryable,
  input: { variantId: number; page: number; locale: Locale },
): Promise<VariantStock | null> {
  const [variant] = rowsOf<Omit<VariantStock, 'movements' | 'total' | 'pages'>>(
    await db.execute(sql`
      select v.id as "variantId", v.product_id as "productId", v.sku, t.name, v.stock_on_hand as stock,
        v.low_stock_at as "lowStockAt", v.imported_stock as "importedStock"
      from variants v
      left join product_translations t on t.product_id = v.product_id and t.locale = ${input.locale}
      where v.id = ${input.variantId}`),
  );
  if (!variant) return null;
  const page = Math.max(1, Math.floor(input.page));
  // The running balance is summed over the variant's whole ledger (its index), then the page is cut.
  const movements = rowsOf<StockMovementRow & { at: Date | string }>(
    await db.execute(sql`
      select m.id::int as id, m.created_at as at, m.delta, m.balance::int as balance, m.reason, m.note,
        u.email as "actorEmail", o.receipt_id as "orderReceipt"
      from (
        select *, sum(delta) over (order by id) as balance from stock_movements where variant_id = ${input.variantId}
      ) m
      left join users u on u.id = m.actor_user_id
      left join orders o on o.id = m.order_id
      order by m.id desc
      limit ${stockPageSize} offset ${(page - 1) * stockPageSize}`),
  ).map((row) => ({ ...row, at: new Date(row.at) }));
  const total = Number(
    rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from stock_movements where variant_id = ${input.variantId}`),
    )[0]?.total ?? 0,
  );
  return { ...variant, movements, total, pages: Math.max(1, Math.ceil(total / stockPageSize)) };
}

/** The variant a SKU names (as typed, or in capitals as SKUs are written), for the stock page's "find" box. */
export async function variantIdOfSku(db: Queryable, sku: string): Promise<number | null> {
  const typed = sku.trim();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from variants where sku in (${typed}, ${typed.toUpperCase()}) limit 1`),
  );
  return rows[0]?.id ?? null;
}
