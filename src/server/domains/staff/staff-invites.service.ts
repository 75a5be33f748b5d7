import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { checkPassword, createAccount, type SignInThrottle } from '@/server/domains/auth';
import { users } from '@/server/domains/auth/auth.tables';
import { emailSchema } from '@/shared/checkout-rules';
import { newToken, tokenHash } from '@/server/domains/auth';
import { enqueue } from '@/server/jobs/queue';
import type { Mailer } from '@/server/mail/mailer';
import type { ErrorCodes } from '@/shared/error-codes';
import { defaultLocale, type Locale } from '@/shared/locales';
import { staffInviteEmail } from './staff-emails';
import { hasEnabledOwner } from './staff-members.service';
import { staffMay } from './permissions';
import type { StaffActor } from './staff-actor';
import type { StaffRole } from './staff-roles';
import { startStaffSession } from './staff-sessions.service';
import type { StaffClient } from './staff-sign-in.service';
import { staffInvites, staffMembers } from './staff.tables';
import { staffJoinLink } from './staff-links';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/** An e-mailed invitation or a printed set-up link works for a week; the first owner's link printed at start, a day. */
const inviteSeconds = 7 * 24 * 3600;
const firstOwnerSeconds = 24 * 3600;

/**
 * The first owner's link names nobody: whoever opens it picks their account. Stored with an empty e-mail (the
 * column is required), and it works only while the shop has no enabled owner.
 */
const anyone = '';

const after = (ctx: Pick<Ctx, 'now'>, seconds: number) => new Date(ctx.now().getTime() + seconds * 1000);

/**
 * A set-up link for `npm run staff:create` (an e-mail and a role) and for the first owner at start (nobody named):
 * printed by the caller, never e-mailed. The shop itself is the audit entry's actor.
 */
export async function createStaffSetupLink(
  ctx: Ctx,
  input: { email: string | null; role: StaffRole; locale: Locale },
): Promise<{ ok: true; link: string } | { ok: false; error: ErrorCodes<'INVALID_EMAIL'> }> {
  const email = input.email === null ? anyone : emailSchema.safeParse(input.email).data;
  if (email === undefined) return { ok: false, error: 'INVALID_EMAIL' };
  const token = newToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(staffInvites)
      .values({
        tokenHash: tokenHash(token),
        email,
        role: input.role,
        expiresAt: after(ctx, email === anyone ? firstOwnerSeconds : inviteSeconds),
        createdAt: now,
      })
      .returning({ id: staffInvites.id });
    await appendAudit(
      tx,
      null,
      {
        entity: 'staff_invite',
        entityId: invite!.id,
        action: 'create-set-up-link',
        after: { email, role: input.role },
      },
      now,
    );
  });
  return { ok: true, link: staffJoinLink(ctx.config, input.locale, token) };
}

/** At start: a link for the first owner when the shop has no enabled owner; null when it has one. */
export async function firstOwnerSetupLink(ctx: Ctx): Promise<string | null> {
  if (await hasEnabledOwner(ctx)) return null;
  const created = await createStaffSetupLink(ctx, { email: null, role: 'owner', locale: defaultLocale });
  return created.ok ? created.link : null;
}

export type InviteError = ErrorCodes<'NOT_PERMITTED' | 'INVALID_EMAIL' | 'ALREADY_STAFF'>;

/** An owner invites someone by e-mail with a role; the e-mail goes out through the job queue. */
export async function inviteStaff(
  ctx: Ctx & Pick<DomainContext, 'locale'>,
  actor: StaffActor,
  input: { email: string; role: StaffRole },
): Promise<{ ok: true } | { ok: false; error: InviteError }> {
  if (!staffMay(actor.role, 'team.invite')) return { ok: false, error: 'NOT_PERMITTED' };
  const email = emailSchema.safeParse(input.email).data;
  if (!email) return { ok: false, error: 'INVALID_EMAIL' };
  const [account] = await ctx.db
    .select({ locale: users.locale, staff: staffMembers.userId })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.email, email));
  if (account?.staff) return { ok: false, error: 'ALREADY_STAFF' };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The link's token is made when the e-mail is written (sendStaffInvite): it never rests in the job queue.
    const [invite] = await tx
      .insert(staffInvites)
      .values({
        tokenHash: tokenHash(newToken()),
        email,
        role: input.role,
        invitedByUserId: actor.userId,
        expiresAt: after(ctx, inviteSeconds),
        createdAt: now,
      })
      .returning({ id: staffInvites.id });
    await enqueue({ db: tx, now: ctx.now }, 'staff-invite', {
      inviteId: invite!.id,
      locale: account?.locale ?? ctx.locale,
    });
    await appendAudit(
      tx,
      actor,
      { entity: 'staff_invite', entityId: invite!.id, action: 'invite', after: { email, role: input.role } },
      now,
    );
  });
  return { ok: true };
}

/** The worker's half: the invitation with a fresh link (a retried job's earlier link stops working). */
export async function sendStaffInvite(
  ctx: Ctx,
  mailer: Mailer,
  job: { inviteId: number; locale: Locale },
): Promise<void> {
  const token = newToken();
  const [invite] = await ctx.db
    .update(staffInvites)
    .set({ tokenHash: tokenHash(token) })
    .where(and(eq(staffInvites.id, job.inviteId), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, ctx.now())))
    .returning({ email: staffInvites.email, role: staffInvites.role, invitedBy: staffInvites.invitedByUserId });
  if (!invite) return;
  const [inviter] = invite.invitedBy
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, invite.invitedBy))
    : [];
  const link = staffJoinLink(ctx.config, job.locale, token);
  await mailer.send({
    to: invite.email,
    ...staffInviteEmail(job.locale, { role: invite.role, inviter: inviter?.email ?? '', link }),
  });
}

export type PendingInvite = { id: number; email: string; role: StaffRole; expiresAt: Date; createdAt: Date };

/** Invitations sent and not yet accepted, newest first (the first owner's links are not listed). */
export async function pendingInvites(ctx: Pick<Ctx, 'db' | 'now'>): Promise<PendingInvite[]> {
  return ctx.db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
      createdAt: staffInvites.createdAt,
    })
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, ctx.now()), sql`${staffInvites.email} <> ''`))
    .orderBy(desc(staffInvites.id))
    .limit(100);
}

export type InviteView = { email: string | null; role: StaffRole };

/** What a set-up link offers: null when it is unknown, used, expired, or a first owner's link after the first owner. */
export async function inviteOfToken(ctx: Pick<Ctx, 'db' | 'now'>, token: string): Promise<InviteView | null> {
  const invite = await liveInvite(ctx, token);
  if (!invite) return null;
  if (invite.email === anyone && (await hasEnabledOwner(ctx))) return null;
  return { email: invite.email === anyone ? null : invite.email, role: invite.role };
}

async function liveInvite(ctx: Pick<Ctx, 'db' | 'now'>, token: string) {
  if (!token || token.length > 200) return null;
  const [invite] = await ctx.db
    .select()
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, ctx.now()),
      ),
    );
  return invite ?? null;
}

export type AcceptError = ErrorCodes<
  | 'INVALID_LINK'
  | 'WRONG_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_EMAIL'
  | 'WEAK_PASSWORD'
  | 'EMAIL_TAKEN'
  | 'ALREADY_STAFF'
>;

/**
 * Accepting a link: the person signs in with their shop account (or creates one), becomes staff with the link's
 * role, and gets a session that goes on to the authenticator set-up. An e-mailed invitation names the account;
 * the first owner's link takes the one given.
 */
export async function acceptStaffInvite(
  ctx: Ctx & Pick<DomainContext, 'locale'>,
  throttle: SignInThrottle,
  input: { token: string; email: string; password: string; account: 'existing' | 'new' } & StaffClient,
): Promise<{ ok: true; token: string } | { ok: false; error: AcceptError; retryAfter?: number }> {
  const invite = await inviteOfToken(ctx, input.token);
  if (!invite) return { ok: false, error: 'INVALID_LINK' };
  const email = invite.email ?? input.email;
  let userId: number;
  if (input.account === 'existing') {
    const checked = await checkPassword(ctx, throttle, {
      email,
      password: input.password,
      ip: input.address ?? 'unknown',
    });
    if (!checked.ok)
      return checked.error === 'slow_down'
        ? { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfter: checked.retryAfter }
        : { ok: false, error: 'WRONG_CREDENTIALS' };
    userId = checked.userId;
  } else {
    const created = await createAccount(ctx, { email, password: input.password, locale: ctx.locale });
    if (!created.ok) return { ok: false, error: created.error };
    userId = created.userId;
    // An e-mailed invitation was read at this address: it is the member's.
    if (invite.email) await ctx.db.update(users).set({ emailVerifiedAt: ctx.now() }).where(eq(users.id, userId));
  }
  const now = ctx.now();
  const refused = await ctx.db
    .transaction(async (tx) => {
      // Two first owners accepting two links at once: one after the other, and the second finds an owner.
      if (!invite.email) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-first-owner'))`);
      const [used] = await tx
        .update(staffInvites)
        .set({ usedAt: now })
        .where(and(eq(staffInvites.tokenHash, tokenHash(input.token)), isNull(staffInvites.usedAt)))
        .returning({ id: staffInvites.id, invitedBy: staffInvites.invitedByUserId });
      if (!used || (!invite.email && (await hasEnabledOwner({ db: tx })))) throw new Refusal('INVALID_LINK');
      const [member] = await tx
        .insert(staffMembers)
        .values({ userId, role: invite.role, invitedByUserId: used.invitedBy, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ userId: staffMembers.userId });
      if (!member) throw new Refusal('ALREADY_STAFF');
      await appendAudit(
        tx,
        { userId, email, role: invite.role, address: input.address },
        {
          entity: 'staff_member',
          entityId: userId,
          action: 'join',
          after: { email, role: invite.role, inviteId: used.id },
        },
        now,
      );
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof Refusal) return error.code;
      throw error;
    });
  if (refused) return { ok: false, error: refused };
  return { ok: true, token: await startStaffSession(ctx, userId, input) };
}

/** Thrown inside a transaction to undo it and say why. */
class Refusal extends Error {
  constructor(readonly code: 'INVALID_LINK' | 'ALREADY_STAFF') {
    super(code);
  }
}
