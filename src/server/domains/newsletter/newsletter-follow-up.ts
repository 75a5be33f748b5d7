import 'server-only';
import { and, eq, ne, or, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import { lockNewsletter, type NewsletterDeskResult } from './newsletter-desk.service';
import { newsletterDeliveries as deliveries, newsletters } from './newsletter.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/**
 * A failed delivery whose e-mail the mailer refused, so it never left: it may be tried again. One a stopped sender
 * left half-done ("interrupted") may have arrived, so it is never sent again.
 */
const retryable = or(isNull(deliveries.error), ne(deliveries.error, 'interrupted'));

/**
 * "Try the failed ones again" once the mail server is back: the refused deliveries go back in the queue, the
 * newsletter is `sending` again and a sender job is queued, in one audited transaction. Subscribers who left since
 * are skipped by the sender, as on the first run.
 */
export async function retryFailedDeliveries(
  ctx: Ctx,
  actor: StaffActor,
  input: { id: number; version: number },
): Promise<NewsletterDeskResult> {
  if (!staffMay(actor.role, 'newsletter.send')) return { ok: false, code: 'NOT_PERMITTED' };
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<NewsletterDeskResult> => {
    const locked = await lockNewsletter(tx, input.id, input.version);
    if (!locked.ok) return locked;
    const before = locked.newsletter;
    const requeued = await tx
      .update(deliveries)
      .set({ state: 'queued', error: null, claimedAt: null, finishedAt: null })
      .where(and(eq(deliveries.newsletterId, input.id), eq(deliveries.state, 'failed'), retryable))
      .returning({ id: deliveries.id });
    if (requeued.length === 0) return { ok: false, code: 'NEWSLETTER_NOTHING_TO_RETRY' };
    await tx
      .update(newsletters)
      .set({ state: 'sending', sentAt: null, version: before.version + 1, updatedAt: now })
      .where(eq(newsletters.id, input.id));
    await enqueue(
      { db: tx, now: ctx.now },
      'newsletter-send',
      { newsletterId: input.id },
      { uniqueKey: `newsletter-send:${input.id}:retry:${before.version}` },
    );
    await appendAudit(
      tx,
      actor,
      { entity: 'newsletter', entityId: input.id, action: 'retry', after: { deliveries: requeued.length } },
      now,
    );
    return { ok: true, id: input.id };
  });
}

/**
 * A sent (or sending) newsletter's text is frozen, as it is what its subscribers received; "Copy to a new draft"
 * starts the next one from it.
 */
export async function copyNewsletter(ctx: Ctx, actor: StaffActor, id: number): Promise<NewsletterDeskResult> {
  if (!staffMay(actor.role, 'newsletter.send')) return { ok: false, code: 'NOT_PERMITTED' };
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<NewsletterDeskResult> => {
    const [source] = await tx.select().from(newsletters).where(eq(newsletters.id, id));
    if (!source) return { ok: false, code: 'NOT_FOUND' };
    const content = { subject: source.subject, body: source.body };
    const [row] = await tx
      .insert(newsletters)
      .values({ ...content, createdBy: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: newsletters.id });
    await appendAudit(
      tx,
      actor,
      { entity: 'newsletter', entityId: row!.id, action: 'create', before: { copyOf: id }, after: content },
      now,
    );
    return { ok: true, id: row!.id };
  });
}
