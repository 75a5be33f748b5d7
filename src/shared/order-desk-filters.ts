import { z } from './zod';
import { paymentMethodCodes } from './checkout-rules';
import { orderStates, paymentStates, type OrderState } from './order-lifecycle';

/**
 * The order desk's tabs: the piles staff work through, each the order states it holds ("all" holds every order).
 * The list, the counts on the tabs and the CSV export all read this one table.
 */
export const orderDeskTabs = [
  // Unpaid: bank transfers waiting for the money, card payments not finished.
  { key: 'to-confirm-payment', states: ['pending'] },
  { key: 'to-pack', states: ['processing'] },
  { key: 'to-ship', states: ['ready'] },
  { key: 'shipped', states: ['shipped'] },
  { key: 'all', states: null },
] as const satisfies readonly { key: string; states: readonly OrderState[] | null }[];

export type OrderDeskTab = (typeof orderDeskTabs)[number]['key'];
const tabKeys = orderDeskTabs.map((tab) => tab.key) as [OrderDeskTab, ...OrderDeskTab[]];

/** The shop's days: "orders from 1 March" means from midnight in Greece, wherever the server runs. */
export const shopTimeZone = 'Europe/Athens';

/** How many orders one page of the desk shows. */
export const orderDeskPageSize = 50;

const day = z.iso.date();
const cursor = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The desk's filters as they arrive in the address bar (`?tab=to-pack&payment=pending&q=…`). The page parses them
 * for its form and links, the server for its queries and the CSV export. `before` and `after` are keyset cursors
 * (an order's id): the page of orders older than `before`, or newer than `after`.
 */
export const orderDeskFiltersSchema = z.object({
  tab: z.enum(tabKeys).optional(),
  state: z.enum(orderStates).optional(),
  payment: z.enum(paymentStates).optional(),
  method: z.enum(paymentMethodCodes).optional(),
  shipping: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  before: cursor.optional(),
  after: cursor.optional(),
});

export type OrderDeskFilters = z.output<typeof orderDeskFiltersSchema>;
export type OrderDeskFilterName = keyof OrderDeskFilters;
const filterNames = Object.keys(orderDeskFiltersSchema.shape) as OrderDeskFilterName[];

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function valueOf(params: SearchParamsLike, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the filters from the address bar. A value that does not fit (an unknown state, "2024-02-31", a search of a
 * page's length) is left out and named in `ignored`, so that the page can say so: a hand-edited or old link never
 * fails. Empty values (the form's "any") are no filter. A range typed backwards is turned round.
 */
export function parseOrderDeskFilters(params: SearchParamsLike): {
  filters: OrderDeskFilters;
  ignored: OrderDeskFilterName[];
} {
  const filters: Record<string, unknown> = {};
  const ignored: OrderDeskFilterName[] = [];
  for (const name of filterNames) {
    const raw = valueOf(params, name)?.trim();
    if (!raw) continue;
    const parsed = orderDeskFiltersSchema.shape[name].safeParse(raw);
    if (parsed.success) filters[name] = parsed.data;
    else ignored.push(name);
  }
  const result = filters as OrderDeskFilters;
  if (result.from && result.to && result.from > result.to) [result.from, result.to] = [result.to, result.from];
  // One direction at a time: a link carrying both pages back from `before`.
  if (result.before && result.after) delete result.after;
  return { filters: result, ignored };
}

/**
 * The address-bar query of a view of the desk: the current filters with some changed (`undefined` removes one).
 * The tabs, the paging links and the export link are all made with it, so that each keeps the other filters.
 */
export function orderDeskQuery(filters: OrderDeskFilters, changes: OrderDeskFilters = {}): string {
  const merged: OrderDeskFilters = { ...filters };
  for (const [name, value] of Object.entries(changes) as [OrderDeskFilterName, unknown][])
    (merged as Record<string, unknown>)[name] = value;
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = merged[name];
    if (value === undefined || value === '' || (name === 'tab' && value === 'all')) continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
