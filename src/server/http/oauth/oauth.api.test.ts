import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterDocument, UserDocument } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { authTokens, users } from '@/server/db/schema';
import { testDatabases } from '@/server/db/testing';
import { createAccount, refreshGraceSeconds, SignInThrottle, signInLimits } from '@/server/domains/auth';
import { headersFor, persistedRequest, testApi, testConfig } from '@/server/graphql/testing';
import { nulRefusedMessage } from '@/server/input-text';
import { maxBodyBytes, revokeEndpoint, tokenEndpoint, type OAuthDependencies } from './oauth-handlers';
import { postTo, tokenInfo } from './testing';

/** The /oauth endpoints (spec §7 Identity) as a browser calls them, on a test database, with a clock the tests move. */
const password = 'correct horse battery';
const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
/** Redis keeps counts between runs: each test counts against an address of its own. */
const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

describe.each(testDatabases)('sign-in endpoints on $name', ({ open }) => {
  let database: Database;
  let clock = new Date('2026-11-22T10:00:00Z');
  let deps: OAuthDependencies;
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  const post = (endpoint: typeof tokenEndpoint, body: unknown, headers?: Record<string, string>) =>
    postTo(endpoint, deps, body, headers);
  const token = (body: unknown, headers?: Record<string, string>) => post(tokenEndpoint, body, headers);
  const info = (accessToken: string) => tokenInfo(deps, accessToken);
  const member = async (email: string) => {
    expect(await createAccount(deps.ctx, { email, password, locale: 'el' })).toMatchObject({ ok: true });
    return email;
  };
  const signIn = async (email: string) => (await token({ email, password })).body;
  const userOf = async (accessToken?: string) => {
    const api = testApi(database, { now: () => clock });
    const response = await api.post(
      persistedRequest(UserDocument, {}),
      headersFor('el', accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    );
    return {
      user: (response.data as { user: unknown } | undefined)?.user,
      cacheControl: response.headers.get('cache-control'),
    };
  };

  beforeAll(async () => {
    database = await open();
    deps = { ctx: { db: database.db, now: () => clock, config: testConfig }, throttle: new SignInThrottle() };
  });
  afterAll(async () => database.close());

  it('signs a member in with e-mail and password, whatever the case of the e-mail', async () => {
    const email = await member(uniqueEmail('maria'));
    const { status, headers, body } = await token({ email: email.toUpperCase(), password });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    expect(await info(body.access_token!)).toMatchObject({
      status: 200,
      body: { email, scope: 'member', expires_in: 900, exp: clock.getTime() / 1000 + 900 },
    });
    expect(await userOf(body.access_token)).toEqual({
      user: { email, staff: false, tractor: null },
      cacheControl: 'no-store',
    });
  });

  it('registers through GraphQL, refusing a bad e-mail, a short password and a second account for one address', async () => {
    const api = testApi(database, { now: () => clock });
    const register = async (email: string, pass: string) =>
      (await api.run(RegisterDocument, { input: { email, password: pass } }, 'en')).register;
    const email = uniqueEmail('new');
    expect(await register(` ${email.toUpperCase()} `, password)).toEqual({ ok: true, error: null });
    expect(await register(email, password)).toEqual({ ok: false, error: 'EMAIL_TAKEN' });
    expect(await register('not-an-email', password)).toEqual({ ok: false, error: 'INVALID_EMAIL' });
    expect(await register(uniqueEmail('short'), 'short')).toEqual({ ok: false, error: 'WEAK_PASSWORD' });
    expect((await token({ email, password })).status).toBe(200);
    const [stored] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(stored?.locale).toBe('en');
  });

  it('limits new accounts per address', async () => {
    const api = testApi(database, { now: () => clock, throttle: new SignInThrottle() });
    const from = { 'x-forwarded-for': '203.0.113.99' };
    const register = async () =>
      (
        await api.post(
          persistedRequest(RegisterDocument, { input: { email: uniqueEmail('bulk'), password } }),
          headersFor('el', from),
        )
      ).data as { register: { ok: boolean; error: string | null } };
    for (let account = 0; account < signInLimits.registrationsPerAddress; account++)
      expect((await register()).register.ok).toBe(true);
    expect((await register()).register).toEqual({ ok: false, error: 'TOO_MANY' });
  });

  it('stores tokens and passwords only as hashes', async () => {
    const email = await member(uniqueEmail('hash'));
    const body = await signIn(email);
    const [stored] = await database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const dump = JSON.stringify(await database.db.select().from(authTokens));
    expect(dump).not.toContain(body.access_token);
    expect(dump).not.toContain(body.refresh_token);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const email = await member(uniqueEmail('nikos'));
    const wrong = await token({ email, password: 'not the password' });
    const unknown = await token({ email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'The e-mail or password is not correct.' });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.gr", ', 'invalid_request'],
    ['a JSON array', '[1, 2]', 'invalid_request'],
    ['no password', { email: 'a@b.gr' }, 'invalid_request'],
    ['no refresh token', { grant_type: 'refresh_token' }, 'invalid_request'],
    ['an unknown grant', { grant_type: 'client_credentials' }, 'unsupported_grant_type'],
    ['a huge body', { email: 'a@b.gr', password: 'x'.repeat(maxBodyBytes) }, 'invalid_request'],
    ['a number for a password', { email: 'a@b.gr', password: 12345 }, 'invalid_request'],
  ])('refuses %s with a clear error', async (_label, body, error) => {
    const response = await token(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(response.body.error_description).toBeTruthy();
  });

  const form = (fields: Record<string, string>) =>
    [new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' }] as const;
  it.each([
    ['the e-mail', () => token({ email: 'maria\u0000@example.com', password })],
    ['the password', () => token({ email: 'maria@example.com', password: `${password}\u0000` })],
    ['a form’s password', () => token(...form({ username: 'maria@example.com', password: `\u0000${password}` }))],
    ['a refresh token', () => token({ grant_type: 'refresh_token', refresh_token: 'a\u0000b' })],
    ['a field the endpoint does not read', () => token({ email: 'maria@example.com', password, scope: ['\u0000'] })],
    ['the token to revoke', () => post(revokeEndpoint, { token: 'a\u0000b' })],
    ['a form’s token to revoke', () => post(revokeEndpoint, ...form({ token: '\u0000' }))],
  ])('refuses a NUL byte in %s with 400 invalid_request, before any query', async (_, call) => {
    expect(await call()).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: nulRefusedMessage },
    });
  });

  it.each([
    ['a lone surrogate', JSON.stringify({ email: 'maria\ud800@example.com', password })],
    [
      'bytes that are not UTF-8 (read as U+FFFD)',
      Buffer.concat([
        Buffer.from('{"email":"maria'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from(`@example.com","password":"${password}"}`),
      ]),
    ],
  ])('answers an e-mail with %s as a wrong sign-in, never a fault', async (_, body) => {
    const response = await tokenEndpoint(
      new Request('http://shop.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      deps,
    );
    expect({ status: response.status, body: await response.json() }).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('rotates the refresh token; two tabs refreshing at once both go on, a later reuse ends the session everywhere', async () => {
    const first = await signIn(await member(uniqueEmail('tabs')));
    const tabA = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).body;
    const tabB = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).body;
    expect(tabA.access_token).toBeTruthy();
    expect(tabB.access_token).toBeTruthy();
    expect(tabB.refresh_token).not.toBe(tabA.refresh_token);

    advance(refreshGraceSeconds + 1);
    const stolen = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(stolen.body.error).toBe('invalid_grant');
    // The whole family ends: the newest tokens of both tabs stop working too.
    expect((await token({ grant_type: 'refresh_token', refresh_token: tabA.refresh_token })).body.error).toBe(
      'invalid_grant',
    );
    expect((await info(tabB.access_token!)).status).toBe(401);
  });

  it('ends an access token at its expiry; its refresh token still gives a new one', async () => {
    const body = await signIn(await member(uniqueEmail('expiry')));
    advance(899);
    expect((await info(body.access_token!)).status).toBe(200);
    advance(2);
    expect(await info(body.access_token!)).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
    expect((await userOf(body.access_token)).user).toBeNull();
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect((await info(renewed.body.access_token!)).status).toBe(200);
  });

  it('revokes: a refresh token with its access tokens, an access token alone, an unknown token quietly', async () => {
    const email = await member(uniqueEmail('revoke'));
    const session = await signIn(email);
    expect((await post(revokeEndpoint, { token: session.refresh_token })).status).toBe(200);
    expect((await info(session.access_token!)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token })).body.error).toBe(
      'invalid_grant',
    );

    const other = await signIn(email);
    await post(revokeEndpoint, { token: other.access_token });
    expect((await info(other.access_token!)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: other.refresh_token })).status).toBe(200);

    expect(await post(revokeEndpoint, { token: 'no-such-token' })).toMatchObject({ status: 200 });
    expect(await post(revokeEndpoint, {})).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('knows staff from a verified account at a company domain, never from an unverified one', async () => {
    const staffEmail = await member(`eleni-${randomBytes(3).toString('hex')}@${testConfig.staffEmailDomains[0]}`);
    const unverified = await signIn(staffEmail);
    expect((await userOf(unverified.access_token)).user).toEqual({ email: staffEmail, staff: false, tractor: null });
    await database.db.update(users).set({ emailVerifiedAt: clock }).where(eq(users.email, staffEmail));
    expect((await userOf(unverified.access_token)).user).toEqual({ email: staffEmail, staff: true, tractor: null });
    expect((await info(unverified.access_token!)).body.scope).toBe('member staff');
    expect((await userOf()).user).toBeNull();
  });
});

const throttles: { name: string; make: () => { throttle: SignInThrottle; close: () => Promise<unknown> } }[] = [
  { name: 'memory', make: () => ({ throttle: new SignInThrottle(), close: async () => {} }) },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis',
          make: () => {
            const redis = new Redis(process.env.REDIS_URL!);
            return { throttle: new SignInThrottle(redis), close: () => redis.quit() };
          },
        },
      ]
    : []),
];

describe.each(throttles)('sign-in throttling in $name', ({ make }) => {
  let database: Database;
  let throttled: ReturnType<typeof make>;
  let deps: OAuthDependencies;
  const attempt = async (email: string, pass: string, ip = '203.0.113.7') => {
    const { status, headers, body } = await postTo(
      tokenEndpoint,
      deps,
      { email, password: pass },
      { 'x-forwarded-for': ip },
    );
    return { status, retryAfter: headers.get('retry-after'), body };
  };

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    throttled = make();
    deps = { ctx: { db: database.db, now: () => new Date(), config: testConfig }, throttle: throttled.throttle };
  });
  afterAll(async () => {
    await throttled.close();
    await database.close();
  });

  it('pauses an account after repeated failures, even for the right password, and leaves other accounts alone', async () => {
    const email = uniqueEmail('guess');
    await createAccount(deps.ctx, { email, password, locale: 'el' });
    const ip = randomAddress();
    for (let failure = 0; failure < signInLimits.perAccountAndAddress; failure++)
      expect((await attempt(email, 'wrong password', ip)).status).toBe(400);
    const paused = await attempt(email, password, ip);
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({
      error: 'slow_down',
      error_description: 'Too many failed sign-ins. Please try again later.',
    });
    expect(Number(paused.retryAfter)).toBeGreaterThan(0);
    // An unknown e-mail is paused the same way: the pause tells nothing about accounts.
    const unknown = uniqueEmail('ghost');
    for (let failure = 0; failure < signInLimits.perAccountAndAddress; failure++)
      await attempt(unknown, 'wrong password', ip);
    expect((await attempt(unknown, 'wrong password', ip)).body).toEqual(paused.body);

    const other = uniqueEmail('other');
    await createAccount(deps.ctx, { email: other, password, locale: 'el' });
    expect((await attempt(other, password, '192.0.2.1')).status).toBe(200);
  });

  it('evaluates only five of 100 simultaneous guesses from one address, so the right one among them is refused', async () => {
    const email = uniqueEmail('parallel');
    await createAccount(deps.ctx, { email, password, locale: 'el' });
    const ip = randomAddress();
    const guesses = Array.from({ length: 100 }, (_, guess) => (guess === 99 ? password : `wrong password ${guess}`));
    const answers = await Promise.all(guesses.map((guess) => attempt(email, guess, ip)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(signInLimits.perAccountAndAddress);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(100 - signInLimits.perAccountAndAddress);
    expect(answers.at(-1)!.status).toBe(429);
  });

  it("cannot lock anyone out: failures from one address leave the owner's own address free", async () => {
    const email = uniqueEmail('victim');
    await createAccount(deps.ctx, { email, password, locale: 'el' });
    const attacker = randomAddress();
    for (let failure = 0; failure <= signInLimits.perAccountAndAddress; failure++)
      await attempt(email, 'wrong password', attacker);
    expect((await attempt(email, password, attacker)).status).toBe(429);
    expect((await attempt(email, password, randomAddress())).status).toBe(200);
  });

  it('pauses an address that tries many accounts', async () => {
    const ip = randomAddress();
    for (let failure = 0; failure < signInLimits.perAddress; failure++)
      await attempt(uniqueEmail('spray'), 'wrong password', ip);
    expect((await attempt(uniqueEmail('spray'), 'wrong password', ip)).status).toBe(429);
  });
});
