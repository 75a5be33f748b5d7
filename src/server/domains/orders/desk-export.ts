import 'server-only';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { DomainContext } from '@/server/context';
import type { Locale } from '@/shared/locales';
import { shopTimeZone, type OrderDeskFilters } from '@/shared/order-desk-filters';
import { deskConditions } from './desk-conditions';
import { deskRows, type OrderDeskRow } from './desk-list';
import type { OrderState, PaymentState } from './order-states';

type Ctx = Pick<DomainContext, 'db'>;

/** Every order under the filters (all pages, the paging cursors aside), newest first, read a batch at a time. */
export async function* orderDeskBatches(
  ctx: Ctx,
  filters: OrderDeskFilters,
  batchSize = 1000,
): AsyncGenerator<OrderDeskRow[]> {
  const where = deskConditions({ ...filters, before: undefined, after: undefined });
  let before: number | null = null;
  for (;;) {
    const cursor = before === null ? sql`` : sql` and o.id < ${before}`;
    const rows = await deskRows(ctx, sql`${where}${cursor}`, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    before = rows.at(-1)!.id;
  }
}

export const orderDeskCsvColumns = [
  'number',
  'date',
  'state',
  'customer',
  'company',
  'email',
  'phone',
  'items',
  'paymentMethod',
  'paymentState',
  'shippingMethod',
  'itemsAmount',
  'shippingAmount',
  'paymentFee',
  'vat',
  'total',
  'currency',
] as const;
export type OrderDeskCsvColumn = (typeof orderDeskCsvColumns)[number];

/** The words of the export in the reader's language; the caller takes them from the messages. */
export type OrderDeskCsvText = {
  locale: Locale;
  header: (column: OrderDeskCsvColumn) => string;
  orderState: (state: OrderState) => string;
  paymentState: (state: PaymentState | null) => string;
  paymentMethod: (code: string) => string;
  shippingMethod: (code: string) => string;
};

/**
 * Spreadsheets read a CSV with the separators of the reader's region: in Greek, "12,50" with ";" between fields
 * (as Excel set to Greek expects); in English, "12.50" with ",".
 */
const csvFormat: Record<Locale, { delimiter: string; decimal: string }> = {
  el: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/** Cents as euros without grouping or symbol ("1234,50"): a number a spreadsheet sums. */
function amount(cents: number, decimal: string): string {
  return `${Math.trunc(cents / 100)}${decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-03-01 14:05" in the shop's time zone: sortable, and read as a date by spreadsheets. */
function dateTime(date: Date): string {
  const part = Object.fromEntries(dateParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * What a customer typed, made inert for spreadsheets: a cell starting with = + - @ (or a tab or carriage return)
 * would be run as a formula ("=HYPERLINK(…)" in a name). The leading apostrophe makes it text, as OWASP advises;
 * a phone "+30 690…" shows as '+30 690… rather than as a broken formula.
 */
function inert(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellsOf(row: OrderDeskRow, text: OrderDeskCsvText, decimal: string): Record<OrderDeskCsvColumn, string> {
  return {
    number: row.number,
    date: dateTime(row.createdAt),
    state: text.orderState(row.state),
    customer: inert(row.customerName),
    company: inert(row.company),
    email: inert(row.email),
    phone: inert(row.phone),
    items: String(row.itemCount),
    paymentMethod: text.paymentMethod(row.paymentMethod),
    paymentState: text.paymentState(row.paymentState),
    shippingMethod: text.shippingMethod(row.shippingMethod),
    itemsAmount: amount(row.itemsCents, decimal),
    shippingAmount: amount(row.shippingCents, decimal),
    paymentFee: amount(row.paymentFeeCents, decimal),
    vat: amount(row.taxCents, decimal),
    total: amount(row.totalCents, decimal),
    currency: row.currency,
  };
}

/**
 * The filtered list as a CSV file, streamed a batch at a time (an export of 100 000 orders never sits in memory).
 * It starts with a byte-order mark, without which Excel reads the UTF-8 Greek as mojibake; quoting is
 * csv-stringify's (a name holding the delimiter, a quote or a line break is quoted, its quotes doubled).
 */
export function orderDeskCsv(ctx: Ctx, filters: OrderDeskFilters, text: OrderDeskCsvText): ReadableStream<Uint8Array> {
  const { delimiter, decimal } = csvFormat[text.locale];
  const encoder = new TextEncoder();
  const line = (records: string[][]) => encoder.encode(stringify(records, { delimiter, record_delimiter: '\r\n' }));
  const batches = orderDeskBatches(ctx, filters);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF'));
      controller.enqueue(line([orderDeskCsvColumns.map(text.header)]));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const cells = next.value.map((row) => cellsOf(row, text, decimal));
      controller.enqueue(line(cells.map((each) => orderDeskCsvColumns.map((column) => each[column]))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
