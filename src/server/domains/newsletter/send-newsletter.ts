import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { enqueue } from '@/server/jobs/queue';
import type { Mailer } from '@/server/mail/mailer';
import { newsletterEmail } from './newsletter-emails';
import {
  newsletterDeliveries as deliveries,
  newsletters,
  newsletterSubscribers as subscribers,
} from './newsletter.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/** E-mails per run of the sender job: small enough that a run ends well inside the job's lease. */
export const newsletterBatchSize = 50;

/**
 * A delivery still `sending` this long after it was claimed belongs to a sender that died between claiming it and
 * writing the outcome: it may or may not have gone out, so it is closed as failed and never sent again.
 */
const interruptedAfterMs = 5 * 60_000;

/**
 * One run of the sender: closes the deliveries a dead sender left half-done, then sends up to `batchSize` queued ones,
 * each in its subscriber's language with their own unsubscribe link. Every delivery is claimed (`queued → sending`,
 * committed) before its e-mail is handed to the mailer and marked sent or failed after, so a sender killed at any
 * point never sends anyone a second copy. `done` once nothing is left; the newsletter is then `sent`.
 */
export async function sendNewsletterBatch(
  ctx: Ctx,
  mailer: Mailer,
  newsletterId: number,
  batchSize = newsletterBatchSize,
): Promise<{ done: boolean }> {
  const [newsletter] = await ctx.db.select().from(newsletters).where(eq(newsletters.id, newsletterId));
  if (!newsletter || newsletter.state !== 'sending') return { done: true };
  await ctx.db
    .update(deliveries)
    .set({ state: 'failed', error: 'interrupted', finishedAt: ctx.now() })
    .where(
      and(
        eq(deliveries.newsletterId, newsletterId),
        eq(deliveries.state, 'sending'),
        lt(deliveries.claimedAt, new Date(ctx.now().getTime() - interruptedAfterMs)),
      ),
    );
  const due = await ctx.db
    .select({
      id: deliveries.id,
      email: subscribers.email,
      locale: subscribers.locale,
      unsubscribeToken: subscribers.unsubscribeToken,
      status: subscribers.status,
    })
    .from(deliveries)
    .innerJoin(subscribers, eq(subscribers.id, deliveries.subscriberId))
    .where(and(eq(deliveries.newsletterId, newsletterId), eq(deliveries.state, 'queued')))
    .orderBy(asc(deliveries.id))
    .limit(batchSize);
  for (const recipient of due) {
    const leaving = recipient.status !== 'subscribed';
    const [claimed] = await ctx.db
      .update(deliveries)
      .set(leaving ? { state: 'skipped', finishedAt: ctx.now() } : { state: 'sending', claimedAt: ctx.now() })
      .where(and(eq(deliveries.id, recipient.id), eq(deliveries.state, 'queued')))
      .returning({ id: deliveries.id });
    // Another sender took it, or the subscriber left before their turn.
    if (!claimed || leaving) continue;
    const outcome = await mailer
      .send(
        newsletterEmail(ctx.config.siteUrl, recipient, {
          subject: newsletter.subject[recipient.locale],
          body: newsletter.body[recipient.locale],
        }),
      )
      .then(
        () => ({ state: 'sent' as const, error: null }),
        (error: unknown) => ({
          state: 'failed' as const,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    await ctx.db
      .update(deliveries)
      .set({ ...outcome, finishedAt: ctx.now() })
      .where(eq(deliveries.id, recipient.id));
  }
  if (due.length === batchSize) return { done: false };
  const [open] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(eq(deliveries.newsletterId, newsletterId), sql`${deliveries.state} in ('queued', 'sending')`));
  if ((open?.count ?? 0) > 0) return { done: false };
  await ctx.db
    .update(newsletters)
    .set({ state: 'sent', sentAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.state, 'sending')));
  return { done: true };
}

/**
 * The `newsletter-send` job: one batch, then the next run queued behind it until the newsletter is sent. When only
 * deliveries another sender holds are left, the next run comes after they would count as interrupted.
 */
export async function runNewsletterSender(ctx: Ctx, mailer: Mailer, newsletterId: number): Promise<void> {
  const { done } = await sendNewsletterBatch(ctx, mailer, newsletterId);
  if (done) return;
  const [queued] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(eq(deliveries.newsletterId, newsletterId), eq(deliveries.state, 'queued')));
  const now = ctx.now().getTime();
  const runAt = new Date((queued?.count ?? 0) > 0 ? now : now + interruptedAfterMs + 1000);
  await enqueue(
    ctx,
    'newsletter-send',
    { newsletterId },
    // A fresh key per run: the claim of each delivery, not the queue, is what keeps a copy from going out twice.
    { uniqueKey: `newsletter-send:${newsletterId}:${randomUUID()}`, runAt },
  );
}
