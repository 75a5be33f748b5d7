import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { createAccount } from '@/server/domains/auth';
import { testConfig } from '@/server/graphql/testing';
import {
  acceptStaffInvite,
  confirmTotpSetup,
  createStaffSetupLink,
  endStaffSession,
  setStaffDisabled,
  staffCodeStep,
  staffPasswordStep,
  staffSessionOf,
  totpSetup,
} from './index';
import { codeAt, signedInStaff, testThrottles, tokenOf } from './testing';

const client = { address: '192.0.2.7', userAgent: 'test' };
const minutes = (n: number) => n * 60_000;

/** Staff sign-in: password, then the authenticator's code (set up on first sign-in) or a recovery code. */
describe.each(testDatabases)('staff sign-in on $name', ({ open }) => {
  let database: Database;
  let clock: Date;
  const ctx = () => ({ db: database.db, now: () => clock, config: testConfig, locale: 'el' as const });
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let throttles: ReturnType<typeof testThrottles>;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = new Date('2026-03-02T09:00:00Z');
    throttles = testThrottles();
  });

  let n = 0;
  const email = (role: string) => `${role}-${++n}@tractorparts-hellas.example`;
  const signInWithPassword = async (member: { email: string; password: string }) => {
    const step = await staffPasswordStep(ctx(), throttles.signIn, { ...member, ...client });
    if (!step.ok) throw new Error(step.error);
    return (await staffSessionOf(ctx(), step.token))!;
  };

  it('sets up the authenticator on the first sign-in: a QR secret, the first right code, 8 recovery codes once', async () => {
    const address = email('owner');
    const link = await createStaffSetupLink(ctx(), { email: address, role: 'owner', locale: 'el' });
    if (!link.ok) throw new Error(link.error);
    const accepted = await acceptStaffInvite(ctx(), throttles.signIn, {
      token: tokenOf(link.link),
      email: address,
      password: 'tractor parts 2026',
      account: 'new',
      ...client,
    });
    if (!accepted.ok) throw new Error(accepted.error);
    const session = (await staffSessionOf(ctx(), accepted.token))!;
    expect(session).toMatchObject({ stage: 'second-factor', totpConfirmed: false, role: 'owner' });

    const setup = (await totpSetup(ctx(), session, 'Tractor Parts Hellas'))!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Tractor%20Parts%20Hellas:owner-\d+%40tractorparts-hellas\.example\?/);
    // A reload shows the same QR code until it is confirmed.
    expect((await totpSetup(ctx(), session, 'Tractor Parts Hellas'))!.secret).toBe(setup.secret);

    const wrong = await confirmTotpSetup(ctx(), throttles.code, session, '000000', null);
    expect(wrong).toEqual({ ok: false, error: 'WRONG_CODE' });
    const confirmed = await confirmTotpSetup(ctx(), throttles.code, session, await codeAt(setup.secret, clock), null);
    if (!confirmed.ok) throw new Error(confirmed.error);
    expect(confirmed.recoveryCodes).toHaveLength(8);
    expect(new Set(confirmed.recoveryCodes).size).toBe(8);
    // The cookie value from before the second factor opens nothing now; the new one opens the back office.
    expect(await staffSessionOf(ctx(), accepted.token)).toBeNull();
    expect(await staffSessionOf(ctx(), confirmed.token)).toMatchObject({ stage: 'signed-in', totpConfirmed: true });
    expect(await totpSetup(ctx(), session, 'Tractor Parts Hellas')).toBeNull();
    const audit = await auditEntries(database.db, { entity: 'staff_member', entityId: session.userId });
    expect(audit.map((entry) => entry.action)).toEqual(['set-up-second-factor', 'join']);
  });

  it('signs in with the password and then a code; a wrong code, a replayed code and a non-staff account are refused', async () => {
    const member = await signedInStaff(ctx(), { email: email('manager'), role: 'manager' });
    const customer = { email: email('customer'), password: 'customer password 1' };
    await createAccount(ctx(), { ...customer, locale: 'el' });
    expect(await staffPasswordStep(ctx(), throttles.signIn, { ...customer, ...client })).toEqual({
      ok: false,
      error: 'STAFF_SIGN_IN_FAILED',
    });
    expect(
      await staffPasswordStep(ctx(), throttles.signIn, { email: member.email, password: 'not it at all', ...client }),
    ).toEqual({ ok: false, error: 'STAFF_SIGN_IN_FAILED' });

    const session = await signInWithPassword(member);
    expect(session.stage).toBe('second-factor');
    expect(await staffCodeStep(ctx(), throttles.code, session, '123456', null)).toEqual({
      ok: false,
      error: 'WRONG_CODE',
    });
    // The code that confirmed the set-up, in the same 30 seconds: refused as used.
    const sameCode = await codeAt(member.secret, clock);
    expect(await staffCodeStep(ctx(), throttles.code, session, sameCode, null)).toEqual({
      ok: false,
      error: 'CODE_ALREADY_USED',
    });
    later(30_000);
    const signedIn = await staffCodeStep(
      ctx(),
      throttles.code,
      session,
      await codeAt(member.secret, clock),
      '192.0.2.9',
    );
    if (!signedIn.ok) throw new Error(signedIn.error);
    expect(await staffSessionOf(ctx(), signedIn.token)).toMatchObject({ stage: 'signed-in', role: 'manager' });
    const [entry] = await auditEntries(database.db, { entity: 'staff_member', entityId: member.userId });
    expect(entry).toMatchObject({ action: 'sign-in', actorUserId: member.userId, address: '192.0.2.9' });

    await endStaffSession(ctx(), signedIn.token);
    expect(await staffSessionOf(ctx(), signedIn.token)).toBeNull();
  });

  it('accepts each recovery code once instead of a code from the app', async () => {
    const member = await signedInStaff(ctx(), { email: email('warehouse'), role: 'warehouse' });
    const [first, second] = member.recoveryCodes;
    const session = await signInWithPassword(member);
    const used = await staffCodeStep(ctx(), throttles.code, session, first!.toLowerCase(), null);
    expect(used).toMatchObject({ ok: true, recoveryCodesLeft: 7 });

    const again = await signInWithPassword(member);
    expect(await staffCodeStep(ctx(), throttles.code, again, first!, null)).toEqual({ ok: false, error: 'WRONG_CODE' });
    expect(await staffCodeStep(ctx(), throttles.code, again, second!, null)).toMatchObject({
      ok: true,
      recoveryCodesLeft: 6,
    });
  });

  it('pauses after five wrong codes, even for a right one', async () => {
    const member = await signedInStaff(ctx(), { email: email('accountant'), role: 'accountant' });
    later(60_000);
    const session = await signInWithPassword(member);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await staffCodeStep(ctx(), throttles.code, session, '000000', null)).toMatchObject({
        error: 'WRONG_CODE',
      });
    const right = await codeAt(member.secret, clock);
    expect(await staffCodeStep(ctx(), throttles.code, session, right, null)).toMatchObject({
      ok: false,
      error: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('ends a session after 30 minutes without a request, and 12 hours after sign-in whatever happens', async () => {
    const member = await signedInStaff(ctx(), { email: email('owner'), role: 'owner' });
    later(minutes(29));
    expect(await staffSessionOf(ctx(), member.token)).not.toBeNull();
    later(minutes(29)); // 29 minutes after the last request: still open, and touched again
    expect(await staffSessionOf(ctx(), member.token)).not.toBeNull();
    later(minutes(30));
    expect(await staffSessionOf(ctx(), member.token)).toBeNull();

    const active = await signedInStaff(ctx(), { email: email('owner'), role: 'owner' });
    // A request every 29 minutes: open for 24 × 29 = 696 minutes, closed at 725 (past 12 hours).
    for (let step = 1; step <= 24; step++) {
      later(minutes(29));
      expect(await staffSessionOf(ctx(), active.token), `after ${step * 29} minutes`).not.toBeNull();
    }
    later(minutes(29));
    expect(await staffSessionOf(ctx(), active.token)).toBeNull();
  });

  it('gives the code step 10 minutes after the password', async () => {
    const member = await signedInStaff(ctx(), { email: email('manager'), role: 'manager' });
    const session = await signInWithPassword(member);
    later(minutes(10));
    const step = await staffPasswordStep(ctx(), throttles.signIn, { ...member, ...client });
    expect(step.ok).toBe(true);
    expect(await staffSessionOf(ctx(), step.ok ? step.token : '')).not.toBeNull();
    expect(session.stage).toBe('second-factor');
    const stale = await staffPasswordStep(ctx(), throttles.signIn, { ...member, ...client });
    later(minutes(10) + 1);
    expect(await staffSessionOf(ctx(), stale.ok ? stale.token : '')).toBeNull();
  });

  it('stops a disabled member at once: open sessions end and the password step refuses', async () => {
    const owner = await signedInStaff(ctx(), { email: email('owner'), role: 'owner' });
    const member = await signedInStaff(ctx(), { email: email('warehouse'), role: 'warehouse' });
    const actor = { userId: owner.userId, email: owner.email, role: 'owner' as const, address: null };
    expect(await setStaffDisabled(ctx(), actor, { userId: member.userId, disabled: true, version: 1 })).toEqual({
      ok: true,
    });
    expect(await staffSessionOf(ctx(), member.token)).toBeNull();
    expect(await staffPasswordStep(ctx(), throttles.signIn, { ...member, ...client })).toEqual({
      ok: false,
      error: 'STAFF_SIGN_IN_FAILED',
    });
  });
});
