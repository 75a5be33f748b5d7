import { z } from './zod';
import { shopTimeZone } from './order-desk-filters';

/** The dashboard's periods: whole shop days (midnight in Athens), today included. "range" is the owner's own. */
export const dashboardPeriodKeys = ['today', '7d', '30d', 'range'] as const;
export type DashboardPeriodKey = (typeof dashboardPeriodKeys)[number];

const fixedLengths = { today: 1, '7d': 7, '30d': 30 } as const;

/** The longest range the dashboard draws day by day (a year and a bit): longer asks are cut to it. */
export const maxRangeDays = 400;

/**
 * A period as whole days: from `from` to `to`, both included (ISO dates in the shop's time zone), and the period of
 * the same length just before it, which the figures are compared with.
 */
export type DashboardPeriod = {
  key: DashboardPeriodKey;
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
};

const day = z.iso.date();
const paramsSchema = z.object({
  period: z.enum(dashboardPeriodKeys).catch('7d'),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});

/** The shop's calendar date at `moment` (Athens), as YYYY-MM-DD. */
export function shopDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(moment);
}

/** `date` moved by `days` whole days (calendar arithmetic on the date itself, not on a moment). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The period the address bar asks for (`?period=30d`, `?period=range&from=…&to=…`) at `now`. Anything that does not
 * fit falls back quietly (a hand-edited link never fails): an unknown period is the last 7 days, a range without
 * both ends is the last 30 days, a range typed backwards is turned round, one longer than `maxRangeDays` is cut.
 */
export function dashboardPeriod(params: Record<string, string | string[] | undefined>, now: Date): DashboardPeriod {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = paramsSchema.parse({ period: first(params.period), from: first(params.from), to: first(params.to) });
  const today = shopDate(now);
  let from: string;
  let to: string;
  if (parsed.period === 'range' && parsed.from && parsed.to) {
    [from, to] = parsed.from <= parsed.to ? [parsed.from, parsed.to] : [parsed.to, parsed.from];
    if (daysBetween(from, to) > maxRangeDays) from = addDays(to, -(maxRangeDays - 1));
  } else {
    const length = parsed.period === 'range' ? 30 : fixedLengths[parsed.period];
    [from, to] = [addDays(today, -(length - 1)), today];
  }
  const days = daysBetween(from, to);
  const key = parsed.period === 'range' && !(parsed.from && parsed.to) ? '30d' : parsed.period;
  return { key, from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The moment `date` starts in the shop (midnight in Athens, UTC+2 in winter and UTC+3 in summer). */
export function shopMidnightMoment(date: string): Date {
  for (const offset of ['+03:00', '+02:00']) {
    const moment = new Date(`${date}T00:00:00${offset}`);
    if (shopDate(moment) === date && shopDate(new Date(moment.getTime() - 1)) !== date) return moment;
  }
  throw new Error(`no midnight found for ${date} in the shop's time zone`);
}
