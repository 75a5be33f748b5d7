import 'server-only';
import { and, inArray, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { enqueue } from '@/server/jobs/queue';
import { openTrackingStatuses } from './carriers/carrier';
import { pollShipments } from './shipments.service';
import { shipments } from './shipping.tables';

/** Couriers' tracking is looked at this often while any voucher is open. */
export const trackingPollMinutes = 30;

/** Queues the next look at tracking, at the next half hour (one job per slot, whoever asks). */
export async function scheduleTrackingPoll(ctx: { db: Queryable; now: () => Date }): Promise<void> {
  const slot = trackingPollMinutes * 60_000;
  const at = Math.floor(ctx.now().getTime() / slot + 1) * slot;
  await enqueue(ctx, 'poll-shipments', {}, { uniqueKey: `poll-shipments:${at}`, runAt: new Date(at) });
}

/** The job: one look at every open voucher, then the next look if some are still on their way. */
export async function pollShipmentsAndReschedule(ctx: Pick<DomainContext, 'db' | 'now' | 'config'>): Promise<void> {
  await pollShipments(ctx);
  const open = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(inArray(shipments.status, openTrackingStatuses), isNull(shipments.cancelledAt)))
    .limit(1);
  if (open.length > 0) await scheduleTrackingPoll(ctx);
}
