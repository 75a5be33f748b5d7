import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangePasswordDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UserDocument,
  VerifyEmailDocument,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { requestPasswordReset, SignInThrottle } from '@/server/domains/auth';
import { headersFor, persistedRequest, testApi, testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { jobs } from '@/server/jobs/jobs.tables';
import { keptMailer } from '@/server/mail/testing';
import { tokenEndpoint } from './oauth-handlers';
import { postTo, tokenInfo } from './testing';

/** Password reset and e-mail confirmation by single-use links (the accounts issue), through the API. */
const password = 'correct horse battery';

describe.each(testDatabases)('account links on $name', ({ open }) => {
  let database: Database;
  let clock = new Date('2026-11-22T10:00:00Z');
  const mailer = keptMailer();
  let api: ReturnType<typeof testApi>;
  const deps = () => ({
    ctx: { db: database.db, now: () => clock, config: testConfig },
    throttle: new SignInThrottle(),
  });
  const signIn = (email: string, pass: string) => postTo(tokenEndpoint, deps(), { email, password: pass });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const register = async (email: string, locale: 'el' | 'en' = 'el') => {
    expect((await api.run(RegisterDocument, { input: { email, password } }, locale)).register.ok).toBe(true);
    return mailer.sent.at(-1)!;
  };

  beforeAll(async () => {
    database = await open();
    api = testApi(database, { now: () => clock, mailer });
  });
  afterAll(async () => database.close());

  it('resets a forgotten password once, ends the old sessions, and tells nothing about unknown addresses', async () => {
    const email = `reset-${randomBytes(4).toString('hex')}@example.com`;
    await register(email, 'en');
    const oldSession = (await signIn(email, password)).body.access_token!;
    const before = mailer.sent.length;

    expect((await api.run(RequestPasswordResetDocument, { email: `nobody-${email}` })).requestPasswordReset).toBe(true);
    expect(mailer.sent).toHaveLength(before);
    expect((await api.run(RequestPasswordResetDocument, { email: email.toUpperCase() })).requestPasswordReset).toBe(
      true,
    );
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: email, subject: 'Reset your Tractor Parts Hellas password' });
    const link = mailer.linkIn(mail);
    expect(link.startsWith(`${testConfig.siteUrl}/en/auth/reset-password?token=`)).toBe(true);

    const reset = (pass: string) => api.run(ResetPasswordDocument, { token: tokenOf(link), password: pass });
    expect((await reset('short')).resetPassword).toEqual({ ok: false, error: 'WEAK_PASSWORD' });
    expect((await reset('a brand new password')).resetPassword).toEqual({ ok: true, error: null });
    expect((await reset('another new password')).resetPassword).toEqual({ ok: false, error: 'INVALID_LINK' });

    expect((await signIn(email, password)).status).toBe(400);
    expect((await signIn(email, 'a brand new password')).status).toBe(200);
    expect((await tokenInfo(deps(), oldSession)).status).toBe(401);
  });

  it('does the same work for a known and an unknown address: one queued job each, the e-mail sent by the worker', async () => {
    const email = `timing-${randomBytes(4).toString('hex')}@example.com`;
    await register(email);
    const ctx = { db: database.db, now: () => clock, config: testConfig };
    const queued = async (address: string) => {
      const before = mailer.sent.length;
      await requestPasswordReset(ctx, address);
      const rows = await database.db
        .select({ kind: jobs.kind, payload: jobs.payload, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.kind, 'password-reset'));
      expect(mailer.sent).toHaveLength(before);
      return rows.filter((row) => row.state === 'pending').map((row) => row.payload);
    };
    expect(await queued(`nobody-${email}`)).toEqual([{ email: `nobody-${email}` }]);
    expect(await queued(email)).toEqual([{ email: `nobody-${email}` }, { email }]);
    await runDueJobs({ db: database.db, deps: { ctx, mailer }, handlers: jobHandlers, now: () => clock });
    expect(mailer.sent.at(-1)).toMatchObject({ to: email, subject: 'Αλλαγή κωδικού στο Tractor Parts Hellas' });
  });

  it('refuses a reset link after an hour', async () => {
    const email = `late-${randomBytes(4).toString('hex')}@example.com`;
    await register(email);
    await api.run(RequestPasswordResetDocument, { email });
    const link = mailer.linkIn(mailer.sent.at(-1));
    expect(mailer.sent.at(-1)?.subject).toBe('Αλλαγή κωδικού στο Tractor Parts Hellas');
    clock = new Date(clock.getTime() + 3601 * 1000);
    expect(
      (await api.run(ResetPasswordDocument, { token: tokenOf(link), password: 'a brand new password' })).resetPassword
        .error,
    ).toBe('INVALID_LINK');
  });

  it('confirms the address from the registration e-mail; a confirmed address at a company domain is staff', async () => {
    const email = `eleni-${randomBytes(3).toString('hex')}@${testConfig.staffEmailDomains[1]}`;
    const mail = await register(email);
    expect(mail.subject).toBe('Επιβεβαιώστε το e-mail σας στο Tractor Parts Hellas');
    const link = mailer.linkIn(mail);
    expect(link.startsWith(`${testConfig.siteUrl}/auth/verify-email?token=`)).toBe(true);
    // It went out through the queue: a 'send-email' job written with the link, run once the request committed.
    const queued = await database.db
      .select({ payload: jobs.payload, state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.kind, 'send-email'), sql`${jobs.payload}->>'to' = ${email}`));
    expect(queued).toEqual([{ payload: mail, state: 'done' }]);
    const session = (await signIn(email, password)).body.access_token!;
    const user = async () =>
      (await api.post(persistedRequest(UserDocument, {}), headersFor('el', { authorization: `Bearer ${session}` })))
        .data;
    expect(await user()).toEqual({ user: { email, staff: false, tractor: null } });
    expect((await api.run(VerifyEmailDocument, { token: tokenOf(link) })).verifyEmail).toBe(true);
    expect((await api.run(VerifyEmailDocument, { token: tokenOf(link) })).verifyEmail).toBe(false);
    expect(await user()).toEqual({ user: { email, staff: true, tractor: null } });
    expect((await api.run(VerifyEmailDocument, { token: 'made-up' })).verifyEmail).toBe(false);
  });

  it('changes the password of the signed-in member only, with the current one, ending their other sign-ins', async () => {
    const email = `change-${randomBytes(4).toString('hex')}@example.com`;
    await register(email);
    const here = (await signIn(email, password)).body.access_token!;
    const elsewhere = (await signIn(email, password)).body.access_token!;
    const change = async (current: string, next: string, token?: string) =>
      (
        (
          await api.post(
            persistedRequest(ChangePasswordDocument, { current, password: next }),
            headersFor('el', token ? { authorization: `Bearer ${token}` } : {}),
          )
        ).data as { changePassword: unknown }
      ).changePassword;
    expect(await change(password, 'a brand new password')).toEqual({ ok: false, error: 'NOT_SIGNED_IN' });
    expect(await change('not my password', 'a brand new password', here)).toEqual({
      ok: false,
      error: 'WRONG_PASSWORD',
    });
    expect(await change(password, 'short', here)).toEqual({ ok: false, error: 'WEAK_PASSWORD' });
    expect(await change(password, 'a brand new password', here)).toEqual({ ok: true, error: null });
    const live = async (token: string) => (await tokenInfo(deps(), token)).status;
    expect(await live(here)).toBe(200);
    expect(await live(elsewhere)).toBe(401);
    expect((await signIn(email, 'a brand new password')).status).toBe(200);
  });
});
