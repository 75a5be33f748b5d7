import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { variants } from './product.tables';

export const availabilities = ['available', 'backorder', 'unavailable'] as const;
export type Availability = (typeof availabilities)[number];

/** In stock, orderable with a delay, or not orderable: derived from stock and the backorder flag, never stored. */
export function availabilityOf(stockOnHand: number, backorderable: boolean): Availability {
  if (stockOnHand > 0) return 'available';
  return backorderable ? 'backorder' : 'unavailable';
}

/** The same rule in SQL, for filtering and ordering by availability. */
export const availabilitySql: SQL<Availability> = sql<Availability>`case when ${variants.stockOnHand} > 0 then 'available' when ${variants.backorderable} then 'backorder' else 'unavailable' end`;

/** The price a customer pays now: the sale price when there is one. */
export const effectivePriceSql = sql<number>`coalesce(${variants.salePriceCents}, ${variants.priceCents})`;

export type MoneyView = { amount: number; currency: string; formatted: string };

export function moneyView(cents: number, currency: string, locale: Locale): MoneyView {
  return { amount: cents, currency, formatted: formatMoney({ cents, currency }, locale) };
}

/** Whole-percent discount of a sale price, as shops show it ("-20%"). */
export function discountPercent(priceCents: number, salePriceCents: number | null): number | null {
  if (salePriceCents === null || salePriceCents >= priceCents || priceCents === 0) return null;
  return Math.round(((priceCents - salePriceCents) / priceCents) * 100);
}

/** Spec §9 and the API: at most this many items per page, however many are asked for. */
export const maxPageSize = 100;

export function pageWindow(
  first: number | undefined,
  skip: number | undefined,
  fallback = 24,
): { first: number; skip: number } {
  const size = Number.isFinite(first) ? Math.trunc(first!) : fallback;
  const offset = Number.isFinite(skip) ? Math.trunc(skip!) : 0;
  return { first: Math.min(Math.max(size, 0), maxPageSize), skip: Math.max(offset, 0) };
}
