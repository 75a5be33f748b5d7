import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { enqueue } from '@/server/jobs/queue';
import { dayStart, shopDay } from '@/shared/shop-dates';
import { carrierIn, type Carrier, type CarrierChoice } from './carriers';
import { shipments } from './shipping.tables';

/** Couriers that collect against a daily pickup list (ACS) are closed out at this hour, Athens time. */
export const closeOutHour = 18;

const closingTime = (day: string) => new Date(dayStart(day)!.getTime() + closeOutHour * 3_600_000);

/** The next close-out from `now`: today's, or tomorrow's once today's hour has passed. */
export function nextCloseOut(now: Date): { day: string; at: Date } {
  const today = shopDay(now);
  if (now < closingTime(today)) return { day: today, at: closingTime(today) };
  const tomorrow = shopDay(dayStart(today, 1)!);
  return { day: tomorrow, at: closingTime(tomorrow) };
}

/** Queues the day's close-out of a courier that needs one (one job per courier and day, whoever asks). */
export async function scheduleCloseOut(ctx: { db: Queryable; now: () => Date }, carrier: Carrier): Promise<void> {
  if (!carrier.closeOut) return;
  const { day, at } = nextCloseOut(ctx.now());
  await enqueue(
    ctx,
    'carrier-close-out',
    { carrier: carrier.code, day },
    { uniqueKey: `carrier-close-out:${carrier.code}:${day}`, runAt: at },
  );
}

type CloseOutContext = Pick<DomainContext, 'db' | 'now' | 'config'> & Pick<CarrierChoice, 'carrierFor'>;

/**
 * The job: asks the courier for the day's pickup list and writes its number on every live voucher made before the
 * closing time that is on no list yet (the driver collects those parcels against it). Returns the list's number.
 */
export async function closeOutDay(
  ctx: CloseOutContext,
  { carrier: code, day }: { carrier: Carrier['code']; day: string },
): Promise<string | null> {
  const carrier = carrierIn(ctx, code);
  if (!carrier.closeOut) return null;
  const pickupList = await carrier.closeOut(dayStart(day)!);
  await ctx.db
    .update(shipments)
    .set({ pickupList, updatedAt: ctx.now() })
    .where(
      and(
        eq(shipments.carrier, code),
        isNull(shipments.pickupList),
        isNull(shipments.cancelledAt),
        lt(shipments.createdAt, closingTime(day)),
      ),
    );
  return pickupList;
}
