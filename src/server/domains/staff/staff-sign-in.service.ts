import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { checkPassword, type SignInThrottle } from '@/server/domains/auth';
import type { ErrorCodes } from '@/shared/error-codes';
import type { CodeThrottle } from './code-throttle';
import { actorOf, completeSecondFactor, startStaffSession, type StaffSession } from './staff-sessions.service';
import { staffMembers, staffRecoveryCodes } from './staff.tables';
import { checkTotp, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './totp';

type Ctx = Pick<DomainContext, 'db' | 'now'>;
export type StaffClient = { address: string | null; userAgent: string | null };

export type PasswordStepError = ErrorCodes<'STAFF_SIGN_IN_FAILED' | 'TOO_MANY_ATTEMPTS'>;
export type CodeStepError = ErrorCodes<'WRONG_CODE' | 'CODE_ALREADY_USED' | 'TOO_MANY_ATTEMPTS' | 'NOT_SIGNED_IN'>;
type Refused<E> = { ok: false; error: E; retryAfter?: number };

/**
 * The back office's first step: the shop account's password (the storefront's check and throttle), and the
 * account must be an enabled staff member; both failures read the same. Opens a session that waits for the code.
 */
export async function staffPasswordStep(
  ctx: Ctx,
  throttle: SignInThrottle,
  input: { email: string; password: string } & StaffClient,
): Promise<{ ok: true; token: string } | Refused<PasswordStepError>> {
  const checked = await checkPassword(ctx, throttle, { ...input, ip: input.address ?? 'unknown' });
  if (!checked.ok)
    return checked.error === 'slow_down'
      ? { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfter: checked.retryAfter }
      : { ok: false, error: 'STAFF_SIGN_IN_FAILED' };
  const [member] = await ctx.db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, checked.userId), isNull(staffMembers.disabledAt)));
  if (!member) return { ok: false, error: 'STAFF_SIGN_IN_FAILED' };
  return { ok: true, token: await startStaffSession(ctx, member.userId, input) };
}

/**
 * The authenticator set-up of a member who has none yet: the secret (kept until it is confirmed, so that a reload
 * shows the same QR code) and its `otpauth://` address. Null once set up.
 */
export async function totpSetup(
  ctx: Ctx,
  session: StaffSession,
  issuer: string,
): Promise<{ secret: string; uri: string } | null> {
  if (session.stage !== 'second-factor' || session.totpConfirmed) return null;
  const [member] = await ctx.db
    .select({ secret: staffMembers.totpSecret, confirmedAt: staffMembers.totpConfirmedAt })
    .from(staffMembers)
    .where(eq(staffMembers.userId, session.userId));
  if (!member || member.confirmedAt) return null;
  let secret = member.secret;
  if (!secret) {
    secret = newTotpSecret();
    await ctx.db
      .update(staffMembers)
      .set({ totpSecret: secret, updatedAt: ctx.now() })
      .where(and(eq(staffMembers.userId, session.userId), isNull(staffMembers.totpConfirmedAt)));
  }
  return { secret, uri: totpUri(secret, session.email, issuer) };
}

/**
 * The first right code confirms the set-up: the session opens, and 8 recovery codes are made (returned this once;
 * only their hashes are kept).
 */
export async function confirmTotpSetup(
  ctx: Ctx,
  codeThrottle: CodeThrottle,
  session: StaffSession,
  code: string,
  address: string | null,
): Promise<{ ok: true; token: string; recoveryCodes: string[] } | Refused<CodeStepError>> {
  if (session.stage !== 'second-factor' || session.totpConfirmed) return { ok: false, error: 'NOT_SIGNED_IN' };
  const wait = await codeThrottle.attempt(session.userId);
  if (wait > 0) return { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfter: wait };
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ secret: staffMembers.totpSecret, confirmedAt: staffMembers.totpConfirmedAt })
      .from(staffMembers)
      .where(eq(staffMembers.userId, session.userId))
      .for('update');
    if (!member?.secret || member.confirmedAt) return null;
    const checked = await checkTotp(member.secret, code, now, null);
    if (!checked.ok) return null;
    await tx
      .update(staffMembers)
      .set({ totpConfirmedAt: now, lastTotpStep: checked.step, updatedAt: now })
      .where(eq(staffMembers.userId, session.userId));
    const recoveryCodes = newRecoveryCodes();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, session.userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(
        recoveryCodes.map((each) => ({ userId: session.userId, codeHash: recoveryCodeHash(each), createdAt: now })),
      );
    const token = await completeSecondFactor(tx, session.sessionId, now);
    await appendAudit(
      tx,
      actorOf(session, address),
      { entity: 'staff_member', entityId: session.userId, action: 'set-up-second-factor' },
      now,
    );
    return { token, recoveryCodes };
  });
  if (!outcome) return { ok: false, error: 'WRONG_CODE' };
  await codeThrottle.succeeded(session.userId);
  return { ok: true, ...outcome };
}

/**
 * The second step of every later sign-in: a code from the app (never the same one twice), or one of the recovery
 * codes, each accepted once.
 */
export async function staffCodeStep(
  ctx: Ctx,
  codeThrottle: CodeThrottle,
  session: StaffSession,
  code: string,
  address: string | null,
): Promise<{ ok: true; token: string; recoveryCodesLeft: number | null } | Refused<CodeStepError>> {
  if (session.stage !== 'second-factor' || !session.totpConfirmed) return { ok: false, error: 'NOT_SIGNED_IN' };
  const wait = await codeThrottle.attempt(session.userId);
  if (wait > 0) return { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfter: wait };
  const now = ctx.now();
  const recovery = looksLikeRecoveryCode(code);
  const outcome = await ctx.db.transaction(async (tx) => {
    // The member's row is locked, so that one code presented twice at once is accepted once.
    const [member] = await tx
      .select({ secret: staffMembers.totpSecret, lastStep: staffMembers.lastTotpStep })
      .from(staffMembers)
      .where(eq(staffMembers.userId, session.userId))
      .for('update');
    if (!member?.secret) return { ok: false as const, error: 'WRONG_CODE' as const };
    let recoveryCodesLeft: number | null = null;
    if (recovery) {
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.userId, session.userId),
            eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (used.length === 0) return { ok: false as const, error: 'WRONG_CODE' as const };
      recoveryCodesLeft = await tx.$count(
        staffRecoveryCodes,
        and(eq(staffRecoveryCodes.userId, session.userId), isNull(staffRecoveryCodes.usedAt)),
      );
    } else {
      const checked = await checkTotp(member.secret, code, now, member.lastStep);
      if (!checked.ok)
        return {
          ok: false as const,
          error: checked.replayed ? ('CODE_ALREADY_USED' as const) : ('WRONG_CODE' as const),
        };
      await tx.update(staffMembers).set({ lastTotpStep: checked.step }).where(eq(staffMembers.userId, session.userId));
    }
    const token = await completeSecondFactor(tx, session.sessionId, now);
    await appendAudit(
      tx,
      actorOf(session, address),
      {
        entity: 'staff_member',
        entityId: session.userId,
        action: 'sign-in',
        after: { secondFactor: recovery ? 'recovery-code' : 'totp', recoveryCodesLeft },
      },
      now,
    );
    return { ok: true as const, token, recoveryCodesLeft };
  });
  if (outcome.ok) await codeThrottle.succeeded(session.userId);
  return outcome;
}
