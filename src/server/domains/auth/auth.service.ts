import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import type { Queryable } from '@/server/db';
import type { Locale } from '@/shared/locales';
import { emailSchema, isStaffEmail, passwordSchema } from './auth.rules';
import { authTokens, users, type TokenKind } from './auth.tables';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';
import { newToken, tokenHash } from './tokens';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number };
/** RFC 6749 §5.2 error codes; the description is for people and never says whether an account exists. */
export type TokenError = {
  error: 'invalid_request' | 'invalid_grant' | 'slow_down';
  description: string;
  retryAfter?: number;
};
export type TokenResult = ({ ok: true } & TokenPair) | ({ ok: false } & TokenError);

/** Two tabs refreshing at once both present the same refresh token: within this many seconds that is not theft. */
export const refreshGraceSeconds = 10;

const wrongCredentials: TokenError = { error: 'invalid_grant', description: 'The e-mail or password is not correct.' };

export type RegisterError = ErrorCodes<'INVALID_EMAIL' | 'WEAK_PASSWORD' | 'EMAIL_TAKEN'>;

/** Creates a member's account. The caller signs them in next (registration signs the user in). */
export async function createAccount(
  ctx: Ctx,
  input: { email: string; password: string; locale: Locale },
): Promise<{ ok: true; userId: number } | { ok: false; error: RegisterError }> {
  const email = emailSchema.safeParse(input.email);
  const password = passwordSchema.safeParse(input.password);
  if (!email.success || !password.success)
    return { ok: false, error: !email.success ? 'INVALID_EMAIL' : 'WEAK_PASSWORD' };
  const [created] = await ctx.db
    .insert(users)
    .values({ email: email.data, passwordHash: await hashPassword(password.data), locale: input.locale })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created ? { ok: true, userId: created.id } : { ok: false, error: 'EMAIL_TAKEN' };
}

export type PasswordCheck =
  | { ok: true; userId: number; email: string }
  | { ok: false; error: 'wrong_credentials' }
  | { ok: false; error: 'slow_down'; retryAfter: number };

/**
 * The password check every sign-in goes through (the storefront's password grant and the back office's first
 * step): the attempt is counted before the password is checked (a pause after repeated failures from one address,
 * a growing delay for the account), and an unknown e-mail costs a verification too, so that the answer's timing
 * does not tell that no account exists.
 */
export async function checkPassword(
  ctx: Pick<Ctx, 'db'>,
  throttle: SignInThrottle,
  input: { email: string; password: string; ip: string },
): Promise<PasswordCheck> {
  const email = input.email.trim().toLowerCase();
  const attempt = await throttle.attempt(email, input.ip);
  if (!attempt.allowed) return { ok: false, error: 'slow_down', retryAfter: attempt.retryAfterSeconds };
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) return { ok: false, error: 'wrong_credentials' };
  await throttle.succeeded(email, input.ip);
  return { ok: true, userId: user.id, email };
}

/** The password grant: the same answer for an unknown e-mail and a wrong password. */
export async function signIn(
  ctx: Ctx,
  throttle: SignInThrottle,
  input: { email: string; password: string; ip: string },
): Promise<TokenResult> {
  const checked = await checkPassword(ctx, throttle, input);
  if (!checked.ok)
    return checked.error === 'slow_down'
      ? {
          ok: false,
          error: 'slow_down',
          description: 'Too many failed sign-ins. Please try again later.',
          retryAfter: checked.retryAfter,
        }
      : { ok: false, ...wrongCredentials };
  return { ok: true, ...(await issuePair(ctx, ctx.db, checked.userId, randomUUID())) };
}

/** The refresh grant: the token is used up and the next pair issued in its family; a reused token ends the family. */
export async function refresh(ctx: Ctx, refreshToken: string): Promise<TokenResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [token] = await tx
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, tokenHash(refreshToken)), eq(authTokens.kind, 'refresh')))
      .for('update');
    const refused: TokenResult = {
      ok: false,
      error: 'invalid_grant',
      description: 'The session has ended. Please sign in again.',
    };
    if (!token || token.revokedAt || token.expiresAt <= now) return refused;
    if (token.usedAt) {
      if (now.getTime() - token.usedAt.getTime() > refreshGraceSeconds * 1000) {
        await revokeFamily(tx, token.family, now);
        return refused;
      }
    } else await tx.update(authTokens).set({ usedAt: now }).where(eq(authTokens.id, token.id));
    return { ok: true, ...(await issuePair(ctx, tx, token.userId, token.family)) };
  });
}

/**
 * RFC 7009: revoking a refresh token ends its whole family (its access tokens too); an access token ends alone.
 * Unknown tokens are accepted silently.
 */
export async function revoke(ctx: Ctx, token: string): Promise<void> {
  const [found] = await ctx.db
    .select({ id: authTokens.id, kind: authTokens.kind, family: authTokens.family })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, tokenHash(token)));
  if (!found) return;
  if (found.kind === 'refresh') await revokeFamily(ctx.db, found.family, ctx.now());
  else
    await ctx.db
      .update(authTokens)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(authTokens.id, found.id), isNull(authTokens.revokedAt)));
}

export type Member = {
  id: number;
  email: string;
  staff: boolean;
  /** The sign-in the token belongs to. */ family: string;
};

/** Who a bearer access token belongs to, while it is live; null for anything else. */
export async function memberOfAccessToken(
  ctx: Ctx,
  accessToken: string,
): Promise<(Member & { expiresAt: Date }) | null> {
  if (!accessToken || accessToken.length > 200) return null;
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
      expiresAt: authTokens.expiresAt,
      family: authTokens.family,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash(accessToken)),
        eq(authTokens.kind, 'access'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, ctx.now()),
      ),
    );
  if (!row) return null;
  // Staff rights need an e-mail the member has shown to be theirs: anyone can type an address at our domain.
  const staff = row.verifiedAt !== null && isStaffEmail(row.email, ctx.config.staffEmailDomains);
  return { id: row.id, email: row.email, staff, family: row.family, expiresAt: row.expiresAt };
}

async function issuePair(ctx: Ctx, db: Queryable, userId: number, family: string): Promise<TokenPair> {
  const now = ctx.now().getTime();
  const [accessToken, refreshToken] = [newToken(), newToken()];
  const { accessTokenSeconds, refreshTokenSeconds } = ctx.config;
  const row = (token: string, kind: TokenKind, seconds: number) => ({
    tokenHash: tokenHash(token),
    kind,
    userId,
    family,
    expiresAt: new Date(now + seconds * 1000),
  });
  await db
    .insert(authTokens)
    .values([row(accessToken, 'access', accessTokenSeconds), row(refreshToken, 'refresh', refreshTokenSeconds)]);
  return { accessToken, refreshToken, expiresIn: accessTokenSeconds };
}

async function revokeFamily(db: Queryable, family: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.family, family), isNull(authTokens.revokedAt)));
}

export type ChangePasswordError = ErrorCodes<'WRONG_PASSWORD' | 'WEAK_PASSWORD'>;

/** A signed-in member's new password: the current one must be right; every other sign-in of the account ends. */
export async function changePassword(
  ctx: Ctx,
  member: Member,
  input: { current: string; password: string },
): Promise<{ ok: true } | { ok: false; error: ChangePasswordError }> {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, member.id));
  if (!user || !(await verifyPassword(input.current, user.passwordHash))) return { ok: false, error: 'WRONG_PASSWORD' };
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) return { ok: false, error: 'WEAK_PASSWORD' };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password.data), updatedAt: now })
      .where(eq(users.id, member.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, member.id), ne(authTokens.family, member.family), isNull(authTokens.revokedAt)));
  });
  return { ok: true };
}
