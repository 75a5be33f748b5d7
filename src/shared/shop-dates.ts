/** The shop's own time zone: staff read and filter dates as they are in Greece. */
export const shopTimeZone = 'Europe/Athens';

/** The calendar day (`2026-03-02`) an instant falls on in the shop's time zone. */
export const shopDay = (at: Date): string => at.toLocaleDateString('sv-SE', { timeZone: shopTimeZone });

/**
 * The instant a calendar day (`2026-03-02`) starts in the shop's time zone; null for anything that is not a date.
 * `dayStart(day, 1)` is the start of the next day (an inclusive "to" date becomes an exclusive bound).
 */
export function dayStart(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  if (Number.isNaN(utcMidnight)) return null;
  // The zone's offset at that moment (+02:00 or +03:00 in summer), read from Intl.
  const name = new Intl.DateTimeFormat('en-US', { timeZone: shopTimeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(utcMidnight))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(utcMidnight - minutes * 60_000);
}
