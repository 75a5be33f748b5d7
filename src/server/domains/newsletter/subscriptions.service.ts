import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import { newToken, tokenHash } from '@/server/domains/auth';
import { enqueue } from '@/server/jobs/queue';
import type { Mail } from '@/server/mail/mailer';
import type { Locale } from '@/shared/locales';
import { newsletterSignUpSchema, newsletterTokenSchema } from '@/shared/newsletter-rules';
import { alreadySubscribedEmail, confirmationEmail } from './newsletter-emails';
import { confirmLink, unsubscribeLink } from './newsletter-links';
import { newsletterSubscribers as subscribers } from './newsletter.tables';
import { statusesThatMayBecome } from './subscriber-states';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/** How long a confirmation link works. */
export const confirmLinkSeconds = 7 * 24 * 3600;

export type SubscribeError = ErrorCodes<'INVALID_EMAIL'>;

/**
 * The footer's sign-up with double opt-in. The answer is the same whatever the address's state, so nobody can
 * learn who subscribes: a new, pending or unsubscribed address becomes pending with a fresh single-use
 * confirmation link (the previous one stops working); a subscribed one stays as it is and its owner gets an
 * "already subscribed" e-mail with the unsubscribe link. E-mails go out in the visitor's language; the time and
 * language of the request are kept as the consent's. The e-mail is queued (a 'send-email' job) in the sign-up's
 * transaction, so the link it carries is the one stored; the worker sends and retries it (the caller kicks the runner).
 */
export async function subscribe(
  ctx: Ctx,
  input: { email: string; locale: Locale },
): Promise<{ ok: true } | { ok: false; error: SubscribeError }> {
  const parsed = newsletterSignUpSchema.safeParse({ email: input.email });
  if (!parsed.success) return { ok: false, error: 'INVALID_EMAIL' };
  const { email } = parsed.data;
  const now = ctx.now();
  const token = newToken();
  const link = {
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(now.getTime() + confirmLinkSeconds * 1000),
  };
  await ctx.db.transaction(async (tx) => {
    const queue = (mail: Omit<Mail, 'to'>) => enqueue({ db: tx, now: ctx.now }, 'send-email', { to: email, ...mail });
    const [pending] = await tx
      .insert(subscribers)
      .values({
        email,
        locale: input.locale,
        status: 'pending',
        ...link,
        unsubscribeToken: newToken(),
        consentedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: {
          locale: input.locale,
          status: 'pending',
          ...link,
          consentedAt: now,
          confirmedAt: null,
          unsubscribedAt: null,
          updatedAt: now,
        },
        setWhere: inArray(subscribers.status, statusesThatMayBecome('pending')),
      })
      .returning({ id: subscribers.id });
    if (pending) return queue(confirmationEmail(input.locale, confirmLink(ctx.config.siteUrl, input.locale, token)));
    const [subscribed] = await tx
      .select({ unsubscribeToken: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.email, email));
    if (subscribed)
      await queue(
        alreadySubscribedEmail(
          input.locale,
          unsubscribeLink(ctx.config.siteUrl, input.locale, subscribed.unsubscribeToken),
        ),
      );
  });
  return { ok: true };
}

export type ConfirmOutcome = 'confirmed' | 'already_confirmed';
export type LinkError = ErrorCodes<'UNKNOWN_LINK' | 'EXPIRED_LINK'>;

/**
 * Opens a confirmation link: the pending subscriber becomes subscribed once. The link keeps pointing at its
 * subscriber afterwards only to say "already confirmed"; it is forgotten at unsubscription and replaced by
 * every new sign-up.
 */
export async function confirmSubscription(
  ctx: Ctx,
  token: string,
): Promise<{ ok: true; outcome: ConfirmOutcome } | { ok: false; error: LinkError }> {
  if (!newsletterTokenSchema.safeParse(token).success) return { ok: false, error: 'UNKNOWN_LINK' };
  const now = ctx.now();
  const hash = tokenHash(token);
  const [confirmed] = await ctx.db
    .update(subscribers)
    .set({ status: 'subscribed', confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        inArray(subscribers.status, statusesThatMayBecome('subscribed')),
        gt(subscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ id: subscribers.id });
  if (confirmed) return { ok: true, outcome: 'confirmed' };
  const [found] = await ctx.db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hash));
  if (found?.status === 'subscribed') return { ok: true, outcome: 'already_confirmed' };
  return { ok: false, error: found?.status === 'pending' ? 'EXPIRED_LINK' : 'UNKNOWN_LINK' };
}

/**
 * The unsubscribe link of every newsletter (and the one-click POST of mail programs): idempotent, so a second
 * click, or a mail program's retry, says the same. The confirmation link stops working too.
 */
export async function unsubscribe(
  ctx: Ctx,
  token: string,
): Promise<{ ok: true } | { ok: false; error: ErrorCodes<'UNKNOWN_LINK'> }> {
  if (!newsletterTokenSchema.safeParse(token).success) return { ok: false, error: 'UNKNOWN_LINK' };
  const now = ctx.now();
  const [left] = await ctx.db
    .update(subscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(subscribers.unsubscribeToken, token), inArray(subscribers.status, statusesThatMayBecome('unsubscribed'))),
    )
    .returning({ id: subscribers.id });
  if (left) return { ok: true };
  const [known] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return known ? { ok: true } : { ok: false, error: 'UNKNOWN_LINK' };
}
