import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { createAccount } from '@/server/domains/auth';
import { testConfig } from '@/server/graphql/testing';
import { jobHandlers } from '@/server/jobs/handlers';
import { runDueJobs } from '@/server/jobs/worker';
import { keptMailer } from '@/server/mail/testing';
import {
  acceptStaffInvite,
  changeStaffRole,
  firstOwnerSetupLink,
  inviteOfToken,
  inviteStaff,
  pendingInvites,
  setStaffDisabled,
  staffSessionOf,
  teamMembers,
  type StaffActor,
  type StaffRole,
} from './index';
import { signedInStaff, testThrottles, tokenOf } from './testing';

const client = { address: '192.0.2.7', userAgent: 'test' };

/** The team: the first owner's link, invitations by e-mail, roles, disabling, and the last owner kept. */
describe.each(testDatabases)('the staff team on $name', ({ open }) => {
  let database: Database;
  let clock: Date;
  const mailer = keptMailer();
  const ctx = () => ({ db: database.db, now: () => clock, config: testConfig, locale: 'el' as const });
  let throttles: ReturnType<typeof testThrottles>;
  let n = 0;
  const email = (role: string) => `${role}-${++n}@example.com`;
  const sendMail = () =>
    runDueJobs({ db: database.db, deps: { ctx: ctx(), mailer }, handlers: jobHandlers, now: () => clock });
  const actorOf = (member: { userId: number; email: string }, role: StaffRole): StaffActor => ({
    ...member,
    role,
    address: '192.0.2.1',
  });
  const memberOf = async (userId: number) => (await teamMembers(ctx())).find((each) => each.userId === userId)!;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = new Date('2026-03-02T09:00:00Z');
    throttles = testThrottles();
  });

  it('gives the first owner a link that works once, and only while the shop has no owner', async () => {
    const link = (await firstOwnerSetupLink(ctx()))!;
    const spare = (await firstOwnerSetupLink(ctx()))!;
    expect(link).toMatch(/^http:\/\/shop\.test\/staff\/join\?token=[\w-]{43}$/);
    expect(await inviteOfToken(ctx(), tokenOf(link))).toEqual({ email: null, role: 'owner' });
    const owner = { email: email('owner'), password: 'owner password 1' };
    await createAccount(ctx(), { ...owner, locale: 'el' });
    const accepted = await acceptStaffInvite(ctx(), throttles.signIn, {
      token: tokenOf(link),
      ...owner,
      account: 'existing',
      ...client,
    });
    expect(accepted.ok).toBe(true);
    expect(await staffSessionOf(ctx(), accepted.ok ? accepted.token : '')).toMatchObject({
      role: 'owner',
      stage: 'second-factor',
      totpConfirmed: false,
    });
    // Used once; the spare link printed earlier opens nothing now that the shop has an owner; none is printed.
    expect(await inviteOfToken(ctx(), tokenOf(link))).toBeNull();
    expect(await inviteOfToken(ctx(), tokenOf(spare))).toBeNull();
    expect(await firstOwnerSetupLink(ctx())).toBeNull();
    const joined = await auditEntries(database.db, { entity: 'staff_member' });
    expect(joined[0]).toMatchObject({ action: 'join', actorEmail: owner.email, after: { role: 'owner' } });
  });

  it('lets an owner invite by e-mail; the invitee joins with an existing account or a new one', async () => {
    const owner = await signedInStaff(ctx(), { email: email('owner'), role: 'owner' });
    const existing = { email: email('warehouse'), password: 'warehouse password 1' };
    await createAccount(ctx(), { ...existing, locale: 'en' });
    const newcomer = email('accountant');
    expect(await inviteStaff(ctx(), actorOf(owner, 'owner'), { email: existing.email, role: 'warehouse' })).toEqual({
      ok: true,
    });
    expect(await inviteStaff(ctx(), actorOf(owner, 'owner'), { email: newcomer, role: 'accountant' })).toEqual({
      ok: true,
    });
    expect((await pendingInvites(ctx())).map((invite) => [invite.email, invite.role])).toEqual([
      [newcomer, 'accountant'],
      [existing.email, 'warehouse'],
    ]);
    await sendMail();
    // Each in their language: the existing account's, or the inviting owner's page language.
    const toExisting = mailer.sent.find((mail) => mail.to === existing.email)!;
    const toNewcomer = mailer.sent.find((mail) => mail.to === newcomer)!;
    expect(toExisting.subject).toBe('You are invited to the Tractor Parts Hellas back office (warehouse)');
    expect(toExisting.text).toContain(owner.email);
    expect(mailer.linkIn(toExisting)).toMatch(/^http:\/\/shop\.test\/en\/staff\/join\?token=/);
    expect(toNewcomer.subject).toBe('Πρόσκληση στη διαχείριση του Tractor Parts Hellas (λογιστήριο)');

    const existingToken = tokenOf(mailer.linkIn(toExisting));
    expect(await inviteOfToken(ctx(), existingToken)).toEqual({ email: existing.email, role: 'warehouse' });
    const accept = (token: string, input: { email: string; password: string; account: 'existing' | 'new' }) =>
      acceptStaffInvite(ctx(), throttles.signIn, { token, ...input, ...client });
    expect(await accept(existingToken, { ...existing, password: 'wrong password 1', account: 'existing' })).toEqual({
      ok: false,
      error: 'WRONG_CREDENTIALS',
    });
    // The invitation names the account: an e-mail typed on the page is not taken instead.
    expect((await accept(existingToken, { ...existing, email: 'else@example.com', account: 'existing' })).ok).toBe(
      true,
    );
    expect(await accept(existingToken, { ...existing, account: 'existing' })).toEqual({
      ok: false,
      error: 'INVALID_LINK',
    });

    const newcomerToken = tokenOf(mailer.linkIn(toNewcomer));
    expect(await accept(newcomerToken, { email: newcomer, password: 'short', account: 'new' })).toEqual({
      ok: false,
      error: 'WEAK_PASSWORD',
    });
    expect((await accept(newcomerToken, { email: newcomer, password: 'accountant pass 1', account: 'new' })).ok).toBe(
      true,
    );
    const team = await teamMembers(ctx());
    expect(team.filter((member) => [existing.email, newcomer].includes(member.email))).toMatchObject([
      { email: existing.email, role: 'warehouse', invitedBy: owner.email, secondFactorSetUp: false },
      { email: newcomer, role: 'accountant', invitedBy: owner.email, secondFactorSetUp: false },
    ]);
    expect(await pendingInvites(ctx())).toEqual([]);
    expect(await inviteStaff(ctx(), actorOf(owner, 'owner'), { email: newcomer, role: 'manager' })).toEqual({
      ok: false,
      error: 'ALREADY_STAFF',
    });
  });

  it('refuses invitations and team changes from anyone but an owner', async () => {
    const manager = await signedInStaff(ctx(), { email: email('manager'), role: 'manager' });
    const actor = actorOf(manager, 'manager');
    expect(await inviteStaff(ctx(), actor, { email: email('x'), role: 'owner' })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await changeStaffRole(ctx(), actor, { userId: manager.userId, role: 'owner', version: 1 })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await setStaffDisabled(ctx(), actor, { userId: manager.userId, disabled: true, version: 1 })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    expect(await memberOf(manager.userId)).toMatchObject({ role: 'manager', disabledAt: null, version: 1 });
  });

  it('changes roles with the version the owner saw, audits each change, and never leaves the shop without an owner', async () => {
    const first = await signedInStaff(ctx(), { email: email('owner'), role: 'owner' });
    const member = await signedInStaff(ctx(), { email: email('warehouse'), role: 'warehouse' });
    const owner = actorOf(first, 'owner');
    // Other tests' owners are still enabled: this one works against its own shop's owners only when alone.
    for (const other of (await teamMembers(ctx())).filter((m) => m.role === 'owner' && m.userId !== first.userId))
      expect(
        await setStaffDisabled(ctx(), owner, { userId: other.userId, disabled: true, version: other.version }),
      ).toEqual({ ok: true });

    expect(await changeStaffRole(ctx(), owner, { userId: member.userId, role: 'manager', version: 1 })).toEqual({
      ok: true,
    });
    // A second owner's page still showed version 1: told to reload, nothing lost.
    expect(await changeStaffRole(ctx(), owner, { userId: member.userId, role: 'accountant', version: 1 })).toEqual({
      ok: false,
      error: 'VERSION_CONFLICT',
    });
    expect(await staffSessionOf(ctx(), member.token)).toMatchObject({ role: 'manager' });

    expect(await changeStaffRole(ctx(), owner, { userId: first.userId, role: 'manager', version: 1 })).toEqual({
      ok: false,
      error: 'LAST_OWNER',
    });
    expect(await setStaffDisabled(ctx(), owner, { userId: first.userId, disabled: true, version: 1 })).toEqual({
      ok: false,
      error: 'LAST_OWNER',
    });
    expect(await changeStaffRole(ctx(), owner, { userId: member.userId, role: 'owner', version: 2 })).toEqual({
      ok: true,
    });
    expect(await changeStaffRole(ctx(), owner, { userId: first.userId, role: 'manager', version: 1 })).toEqual({
      ok: true,
    });
    expect(await setStaffDisabled(ctx(), owner, { userId: member.userId, disabled: true, version: 3 })).toEqual({
      ok: false,
      error: 'LAST_OWNER',
    });

    const entries = await auditEntries(database.db, { entity: 'staff_member', entityId: member.userId });
    expect(
      entries.slice(0, 2).map(({ action, before, after, actorUserId }) => ({ action, before, after, actorUserId })),
    ).toEqual([
      { action: 'change-role', before: { role: 'manager' }, after: { role: 'owner' }, actorUserId: first.userId },
      { action: 'change-role', before: { role: 'warehouse' }, after: { role: 'manager' }, actorUserId: first.userId },
    ]);
  });
});
