import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import { enqueue } from '@/server/jobs/queue';
import type { Mail, Mailer } from '@/server/mail/mailer';
import { localizedPath } from '@/shared/paths';
import { accountEmail } from './account-emails';
import { passwordSchema } from './auth.rules';
import { accountLinks, authTokens, users, type AccountLinkPurpose } from './auth.tables';
import { hashPassword } from './passwords';
import { newToken, tokenHash } from './tokens';
import type { Locale } from '@/shared/locales';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/** How long a link works: a reset for an hour, a confirmation for a week. */
const linkLifetimeSeconds: Record<AccountLinkPurpose, number> = {
  'reset-password': 3600,
  'verify-email': 7 * 24 * 3600,
};
const linkPath: Record<AccountLinkPurpose, string> = {
  'reset-password': '/auth/reset-password',
  'verify-email': '/auth/verify-email',
};

type LinkUser = { id: number; email: string; locale: Locale };

/** Stores a new single-use link for `purpose` (its token hashed) and writes its e-mail. */
async function newLink(ctx: Ctx, user: LinkUser, purpose: AccountLinkPurpose): Promise<Mail> {
  const token = newToken();
  await ctx.db.insert(accountLinks).values({
    tokenHash: tokenHash(token),
    purpose,
    userId: user.id,
    expiresAt: new Date(ctx.now().getTime() + linkLifetimeSeconds[purpose] * 1000),
  });
  const link = `${ctx.config.siteUrl}${localizedPath(user.locale, linkPath[purpose])}?token=${token}`;
  return { to: user.email, ...accountEmail(user.locale, purpose, link) };
}

/**
 * A forgotten-password request: queued for the worker whatever the address, so that the answer takes the same
 * time whether or not an account exists (the caller says the same either way).
 */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  await enqueue(ctx, 'password-reset', { email: email.trim().toLowerCase() });
}

/**
 * The worker's half: a reset link when the address has an account, and nothing otherwise. Sent from the job itself
 * (a failure retries the job with a fresh link), so that a reset token never rests in the job queue.
 */
export async function sendPasswordResetLink(ctx: Ctx, mailer: Mailer, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (user) await mailer.send(await newLink(ctx, user, 'reset-password'));
}

/**
 * After registration: a link that proves the address is the member's (staff rights need it). Its e-mail is queued as
 * a 'send-email' job in the link's transaction (both commit or neither does); the worker sends and retries it, and
 * the caller kicks the job runner.
 */
export async function sendEmailVerification(ctx: Ctx, userId: number): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    await enqueue({ db: tx, now: ctx.now }, 'send-email', await newLink({ ...ctx, db: tx }, user, 'verify-email'));
  });
}

/** Uses a link up: the member it was sent to, or null when it is unknown, used, expired or for another purpose. */
async function redeemLink(ctx: Ctx, token: string, purpose: AccountLinkPurpose) {
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const [used] = await ctx.db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning({ userId: accountLinks.userId });
  return used?.userId ?? null;
}

export type ResetPasswordError = ErrorCodes<'INVALID_LINK' | 'WEAK_PASSWORD'>;

/**
 * Sets a new password from a reset link. Every session of the account ends (whoever knew the old password is
 * out), and the address counts as confirmed: the member has just read mail sent to it.
 */
export async function resetPassword(
  ctx: Ctx,
  token: string,
  password: string,
): Promise<{ ok: true; email: string } | { ok: false; error: ResetPasswordError }> {
  const valid = passwordSchema.safeParse(password);
  if (!valid.success) return { ok: false, error: 'WEAK_PASSWORD' };
  const passwordHash = await hashPassword(valid.data);
  return ctx.db.transaction(async (tx) => {
    const userId = await redeemLink({ ...ctx, db: tx }, token, 'reset-password');
    if (userId === null) return { ok: false, error: 'INVALID_LINK' };
    const now = ctx.now();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ email: users.email, verifiedAt: users.emailVerifiedAt });
    if (!user?.verifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    return { ok: true, email: user!.email };
  });
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<boolean> {
  const userId = await redeemLink(ctx, token, 'verify-email');
  if (userId === null) return false;
  await ctx.db.update(users).set({ emailVerifiedAt: ctx.now() }).where(eq(users.id, userId));
  return true;
}
