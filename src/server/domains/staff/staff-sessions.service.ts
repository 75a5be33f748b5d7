import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { users } from '@/server/domains/auth/auth.tables';
import { newToken, tokenHash } from '@/server/domains/auth';
import type { StaffActor } from './staff-actor';
import type { StaffRole } from './staff-roles';
import { staffMembers, staffSessions } from './staff.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

/**
 * A back-office session ends 12 hours after sign-in whatever happens, or after 30 minutes without a request. Between
 * the password and the second factor it lives 10 minutes and opens nothing but the code step.
 */
export const staffSessionLimits = {
  absoluteSeconds: 12 * 3600,
  idleSeconds: 30 * 60,
  secondFactorSeconds: 10 * 60,
} as const;

export type StaffSession = {
  sessionId: number;
  userId: number;
  email: string;
  role: StaffRole;
  /** `second-factor`: the password was right, the code is still to come; `signed-in`: the back office is open. */
  stage: 'second-factor' | 'signed-in';
  totpConfirmed: boolean;
};

const seconds = (n: number) => n * 1000;

/** A session after the right password, waiting for the second factor; its cookie value (only its hash is stored). */
export async function startStaffSession(
  ctx: Ctx,
  userId: number,
  client: { address: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    userId,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + seconds(staffSessionLimits.secondFactorSeconds)),
    address: client.address,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
  return token;
}

/**
 * The live session of a cookie value, touched (its idle time starts again); null when it is unknown, ended,
 * expired, idle too long, or its member is disabled.
 */
export async function staffSessionOf(ctx: Ctx, token: string | undefined): Promise<StaffSession | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      sessionId: staffSessions.id,
      userId: staffSessions.userId,
      email: users.email,
      role: staffMembers.role,
      secondFactorAt: staffSessions.secondFactorAt,
      lastSeenAt: staffSessions.lastSeenAt,
      totpConfirmedAt: staffMembers.totpConfirmedAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.userId, staffSessions.userId))
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  if (!row || now.getTime() - row.lastSeenAt.getTime() >= seconds(staffSessionLimits.idleSeconds)) return null;
  await ctx.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    role: row.role,
    stage: row.secondFactorAt ? 'signed-in' : 'second-factor',
    totpConfirmed: row.totpConfirmedAt !== null,
  };
}

/**
 * The second factor passed: the session opens the back office for 12 hours under a new cookie value (the one
 * that existed before the second factor is worth nothing afterwards).
 */
export async function completeSecondFactor(db: Queryable, sessionId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .update(staffSessions)
    .set({
      tokenHash: tokenHash(token),
      secondFactorAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + seconds(staffSessionLimits.absoluteSeconds)),
    })
    .where(eq(staffSessions.id, sessionId));
  return token;
}

/** Signing out: the session of this cookie value ends (an unknown value is accepted silently). */
export async function endStaffSession(ctx: Ctx, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await ctx.db
    .update(staffSessions)
    .set({ endedAt: ctx.now() })
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffSessions.endedAt)));
}

/** Every open session of a member ends (disabled). */
export async function endSessionsOf(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.endedAt)));
}

/** The member acting through a signed-in session, as the audit log names them. */
export function actorOf(session: StaffSession, address: string | null): StaffActor {
  return { userId: session.userId, email: session.email, role: session.role, address };
}
