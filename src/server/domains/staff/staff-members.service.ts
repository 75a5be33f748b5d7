import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Tx } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import type { ErrorCodes } from '@/shared/error-codes';
import { staffMay, type StaffAction } from './permissions';
import type { StaffActor } from './staff-actor';
import type { StaffRole } from './staff-roles';
import { endSessionsOf } from './staff-sessions.service';
import { staffMembers } from './staff.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type TeamMember = {
  userId: number;
  email: string;
  role: StaffRole;
  disabledAt: Date | null;
  secondFactorSetUp: boolean;
  invitedBy: string | null;
  version: number;
  createdAt: Date;
};

/** The team, owners first, then by when they joined. */
export async function teamMembers(ctx: Pick<Ctx, 'db'>): Promise<TeamMember[]> {
  const rows = await ctx.db
    .select({
      userId: staffMembers.userId,
      email: users.email,
      role: staffMembers.role,
      disabledAt: staffMembers.disabledAt,
      totpConfirmedAt: staffMembers.totpConfirmedAt,
      invitedBy: sql<string | null>`(select i.email from ${users} i where i.id = ${staffMembers.invitedByUserId})`,
      version: staffMembers.version,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.role), asc(staffMembers.createdAt), asc(staffMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    role: row.role,
    disabledAt: row.disabledAt,
    secondFactorSetUp: row.totpConfirmedAt !== null,
    invitedBy: row.invitedBy,
    version: row.version,
    createdAt: row.createdAt,
  }));
}

export type TeamChangeError = ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'VERSION_CONFLICT' | 'LAST_OWNER'>;
type Outcome = { ok: true } | { ok: false; error: TeamChangeError };

type Change = { userId: number; version: number };

/** An owner changes a member's role; the shop keeps at least one enabled owner. */
export function changeStaffRole(ctx: Ctx, actor: StaffActor, change: Change & { role: StaffRole }): Promise<Outcome> {
  return changeMember(ctx, actor, 'team.change-role', change, (member) =>
    member.role === change.role ? null : { role: change.role },
  );
}

/** An owner disables a member (their sessions end at once) or enables them again; never the last enabled owner. */
export function setStaffDisabled(
  ctx: Ctx,
  actor: StaffActor,
  change: Change & { disabled: boolean },
): Promise<Outcome> {
  const now = ctx.now();
  return changeMember(ctx, actor, 'team.disable', change, (member) =>
    change.disabled === (member.disabledAt !== null) ? null : { disabledAt: change.disabled ? now : null },
  );
}

type Member = typeof staffMembers.$inferSelect;
type Patch = Partial<Pick<Member, 'role' | 'disabledAt'>>;

/**
 * One change of a member: the actor's role is checked, the row must still be at the version the owner saw, the
 * shop must keep an enabled owner, and the audit entry is written with the change.
 */
async function changeMember(
  ctx: Ctx,
  actor: StaffActor,
  action: StaffAction,
  change: Change,
  patchOf: (member: Member) => Patch | null,
): Promise<Outcome> {
  if (!staffMay(actor.role, action)) return { ok: false, error: 'NOT_PERMITTED' };
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Every enabled owner is locked: two owners demoting each other at once are taken one after the other.
    const owners = await enabledOwners(tx);
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, change.userId)).for('update');
    if (!member) return { ok: false, error: 'NOT_FOUND' };
    if (member.version !== change.version) return { ok: false, error: 'VERSION_CONFLICT' };
    const patch = patchOf(member);
    if (!patch) return { ok: true };
    const after = { ...member, ...patch };
    const stillOwner = after.role === 'owner' && after.disabledAt === null;
    if (owners.includes(member.userId) && !stillOwner && owners.length <= 1) return { ok: false, error: 'LAST_OWNER' };
    await tx
      .update(staffMembers)
      .set({ ...patch, version: member.version + 1, updatedAt: now })
      .where(eq(staffMembers.userId, member.userId));
    if (patch.disabledAt) await endSessionsOf(tx, member.userId, now);
    await appendAudit(
      tx,
      actor,
      {
        entity: 'staff_member',
        entityId: member.userId,
        action: 'disabledAt' in patch ? (patch.disabledAt ? 'disable' : 'enable') : 'change-role',
        before: pick(member, patch),
        after: pick(after, patch),
      },
      now,
    );
    return { ok: true };
  });
}

const pick = (member: Member, patch: Patch) =>
  Object.fromEntries(Object.keys(patch).map((key) => [key, member[key as keyof Patch]]));

async function enabledOwners(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt)))
    .for('update');
  return rows.map((row) => row.userId);
}

/** Whether the shop has an enabled owner (the first owner's set-up link works only while it has none). */
export async function hasEnabledOwner(ctx: Pick<Ctx, 'db'>): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt)))
    .limit(1);
  return owner !== undefined;
}

/** Staff members' ids and e-mails for the audit page's filter. */
export async function staffDirectory(ctx: Pick<Ctx, 'db'>): Promise<{ userId: number; email: string }[]> {
  return ctx.db
    .select({ userId: staffMembers.userId, email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(users.email));
}

/** Enabled members whose role may do `action`, by e-mail: whom a piece of work can be handed to. */
export async function staffWhoMay(
  ctx: Pick<Ctx, 'db'>,
  action: StaffAction,
): Promise<{ userId: number; email: string; role: StaffRole }[]> {
  const members = await ctx.db
    .select({ userId: staffMembers.userId, email: users.email, role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(isNull(staffMembers.disabledAt))
    .orderBy(asc(users.email));
  return members.filter((member) => staffMay(member.role, action));
}
