import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { asc, gt, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Locale } from '@/shared/locales';
import { newsletterSubscribers as subscribers, subscriberStatuses, type SubscriberStatus } from './newsletter.tables';

type Ctx = Pick<DomainContext, 'db'>;

/** How many addresses are in each state, counted by SQL. */
export async function subscriberCounts(ctx: Ctx): Promise<Record<SubscriberStatus, number>> {
  const rows = await ctx.db
    .select({ status: subscribers.status, count: sql<number>`count(*)::int` })
    .from(subscribers)
    .groupBy(subscribers.status);
  return Object.fromEntries(
    subscriberStatuses.map((status) => [status, rows.find((row) => row.status === status)?.count ?? 0]),
  ) as Record<SubscriberStatus, number>;
}

export const subscriberCsvColumns = [
  'email',
  'language',
  'status',
  'consentedAt',
  'confirmedAt',
  'unsubscribedAt',
] as const;
export type SubscriberCsvColumn = (typeof subscriberCsvColumns)[number];
export type SubscriberCsvText = {
  locale: Locale;
  header: (column: SubscriberCsvColumn) => string;
  status: (status: SubscriberStatus) => string;
};

const pageSize = 1000;
/** As the order desk's export: the separator a spreadsheet in the reader's region expects. */
const delimiters: Record<Locale, string> = { el: ';', en: ',' };
/** UTC, sortable ("2026-11-24 07:40:00Z"): the consent's time as evidence, not as a local reading. */
const stamp = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19).replace('T', ' ')}Z` : '');
/** An address is checked at sign-up, but a cell starting with = + - @ would still be run as a formula. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Every subscriber with their consent's times, as a CSV file streamed a page at a time (with the byte-order mark
 * Excel needs to read UTF-8).
 */
export function subscribersCsv(ctx: Ctx, text: SubscriberCsvText): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (records: string[][]) =>
    encoder.encode(stringify(records, { delimiter: delimiters[text.locale], record_delimiter: '\r\n' }));
  let afterId = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF'));
      controller.enqueue(line([subscriberCsvColumns.map(text.header)]));
    },
    async pull(controller) {
      if (finished) return controller.close();
      const page = await ctx.db
        .select()
        .from(subscribers)
        .where(gt(subscribers.id, afterId))
        .orderBy(asc(subscribers.id))
        .limit(pageSize);
      finished = page.length < pageSize;
      afterId = page.at(-1)?.id ?? afterId;
      controller.enqueue(
        line(
          page.map((row) => [
            inert(row.email),
            row.locale,
            text.status(row.status),
            stamp(row.consentedAt),
            stamp(row.confirmedAt),
            stamp(row.unsubscribedAt),
          ]),
        ),
      );
    },
  });
}
