import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { Mail } from '@/server/mail/mailer';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales, type Locale } from '@/shared/locales';
import { newsletterContentSchema, type NewsletterContentInput } from '@/shared/newsletter-rules';
import { newsletterEmail } from './newsletter-emails';
import {
  newsletterDeliveries as deliveries,
  newsletters,
  newsletterSubscribers as subscribers,
  type DeliveryState,
  type NewsletterState,
} from './newsletter.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type NewsletterDeskError = ErrorCodes<
  | 'NOT_PERMITTED'
  | 'NOT_FOUND'
  | 'INVALID_NEWSLETTER'
  | 'VERSION_CONFLICT'
  | 'NEWSLETTER_NOT_DRAFT'
  | 'NEWSLETTER_NOTHING_TO_RETRY'
>;
export type NewsletterDeskResult = { ok: true; id: number } | { ok: false; code: NewsletterDeskError };

export type NewsletterRecord = typeof newsletters.$inferSelect;

/** Sent, failed and waiting deliveries of a newsletter: what its progress bar shows. */
export type NewsletterProgress = {
  state: NewsletterState;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Of the failed, those a sender stopped midway left: they may have arrived, and are never sent again. */
  interrupted: number;
};

/**
 * The e-mail as a subscriber in `locale` gets it, with an unsubscribe link that opens nothing: the preview and the
 * staff member's test copy (they are not a subscriber).
 */
export function newsletterSample(
  ctx: Pick<Ctx, 'config'>,
  newsletter: NewsletterRecord,
  locale: Locale,
  to = '',
): Mail {
  return newsletterEmail(
    ctx.config.siteUrl,
    { email: to, locale, unsubscribeToken: 'preview' },
    { subject: newsletter.subject[locale], body: newsletter.body[locale] },
  );
}

/** Locks the newsletter a desk action changes; refused when it is gone or someone saved it since `version` was read. */
export async function lockNewsletter(
  tx: Queryable,
  id: number,
  version: number | undefined,
): Promise<{ ok: true; newsletter: NewsletterRecord } | { ok: false; code: NewsletterDeskError }> {
  const [newsletter] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  if (!newsletter) return { ok: false, code: 'NOT_FOUND' };
  if (newsletter.version !== version) return { ok: false, code: 'VERSION_CONFLICT' };
  return { ok: true, newsletter };
}

/** Writes a new draft (no `id`) or changes one, refused when someone saved it since `version` was read. */
export async function saveNewsletterDraft(
  ctx: Ctx,
  actor: StaffActor,
  input: { id?: number; version?: number; content: NewsletterContentInput },
): Promise<NewsletterDeskResult> {
  if (!staffMay(actor.role, 'newsletter.send')) return { ok: false, code: 'NOT_PERMITTED' };
  const parsed = newsletterContentSchema.safeParse(input.content);
  if (!parsed.success) return { ok: false, code: 'INVALID_NEWSLETTER' };
  const content = parsed.data;
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<NewsletterDeskResult> => {
    if (input.id === undefined) {
      const [row] = await tx
        .insert(newsletters)
        .values({ ...content, createdBy: actor.userId, createdAt: now, updatedAt: now })
        .returning({ id: newsletters.id });
      await appendAudit(tx, actor, { entity: 'newsletter', entityId: row!.id, action: 'create', after: content }, now);
      return { ok: true, id: row!.id };
    }
    const locked = await lockNewsletter(tx, input.id, input.version);
    if (!locked.ok) return locked;
    const before = locked.newsletter;
    if (before.state !== 'draft') return { ok: false, code: 'NEWSLETTER_NOT_DRAFT' };
    await tx
      .update(newsletters)
      .set({ ...content, version: before.version + 1, updatedAt: now })
      .where(eq(newsletters.id, input.id));
    await appendAudit(
      tx,
      actor,
      {
        entity: 'newsletter',
        entityId: input.id,
        action: 'edit',
        before: { subject: before.subject, body: before.body },
        after: content,
      },
      now,
    );
    return { ok: true, id: input.id };
  });
}

/** "Send a test to yourself": both languages' e-mails to the signed-in staff member only, through the queue. */
export async function sendNewsletterTest(ctx: Ctx, actor: StaffActor, id: number): Promise<NewsletterDeskResult> {
  if (!staffMay(actor.role, 'newsletter.send')) return { ok: false, code: 'NOT_PERMITTED' };
  const [newsletter] = await ctx.db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!newsletter) return { ok: false, code: 'NOT_FOUND' };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const locale of locales)
      await enqueue({ db: tx, now: ctx.now }, 'send-email', newsletterSample(ctx, newsletter, locale, actor.email));
    await appendAudit(
      tx,
      actor,
      { entity: 'newsletter', entityId: id, action: 'test', after: { to: actor.email } },
      now,
    );
  });
  return { ok: true, id };
}

/**
 * Starts sending a draft: one delivery for every confirmed subscriber is written, with the newsletter's move to
 * `sending` and its first sender job, in one transaction. Whoever confirms later is not added.
 */
export async function startNewsletter(
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
    if (before.state !== 'draft') return { ok: false, code: 'NEWSLETTER_NOT_DRAFT' };
    await tx.execute(sql`
      insert into ${deliveries} (newsletter_id, subscriber_id)
      select ${input.id}, id from ${subscribers} where status = 'subscribed'
      on conflict do nothing`);
    const [{ recipients } = { recipients: 0 }] = await tx
      .select({ recipients: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(eq(deliveries.newsletterId, input.id));
    await tx
      .update(newsletters)
      .set({ state: 'sending', recipients, sendingAt: now, version: before.version + 1, updatedAt: now })
      .where(eq(newsletters.id, input.id));
    await enqueue(
      { db: tx, now: ctx.now },
      'newsletter-send',
      { newsletterId: input.id },
      {
        uniqueKey: `newsletter-send:${input.id}:start`,
      },
    );
    await appendAudit(
      tx,
      actor,
      { entity: 'newsletter', entityId: input.id, action: 'send', after: { recipients } },
      now,
    );
    return { ok: true, id: input.id };
  });
}

export async function findNewsletter(ctx: Pick<Ctx, 'db'>, id: number): Promise<NewsletterRecord | null> {
  const [row] = await ctx.db.select().from(newsletters).where(eq(newsletters.id, id));
  return row ?? null;
}

/** The newest newsletters first, for the desk's list. */
export async function recentNewsletters(ctx: Pick<Ctx, 'db'>, limit = 50) {
  return ctx.db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      state: newsletters.state,
      recipients: newsletters.recipients,
      updatedAt: newsletters.updatedAt,
    })
    .from(newsletters)
    .orderBy(desc(newsletters.id))
    .limit(limit);
}

/** Counted by SQL, whatever the list's size. */
export async function newsletterProgress(ctx: Pick<Ctx, 'db'>, id: number): Promise<NewsletterProgress | null> {
  const newsletter = await findNewsletter(ctx, id);
  if (!newsletter) return null;
  const rows = await ctx.db
    .select({
      state: deliveries.state,
      interrupted: sql<number>`count(*) filter (where ${deliveries.error} = 'interrupted')::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(deliveries)
    .where(eq(deliveries.newsletterId, id))
    .groupBy(deliveries.state);
  const count = (state: DeliveryState) => rows.find((row) => row.state === state)?.count ?? 0;
  return {
    state: newsletter.state,
    total: newsletter.recipients,
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    interrupted: rows.find((row) => row.state === 'failed')?.interrupted ?? 0,
  };
}
