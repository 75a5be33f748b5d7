import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserDocument } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { createAccount, SignInThrottle } from '@/server/domains/auth';
import { revokeEndpoint, tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import { headersFor, persistedRequest, testApi, testConfig } from './testing';

/** A session revoked elsewhere: the API says so, so that the browser signs out instead of looking signed in. */
describe.each(testDatabases)('a refused bearer token on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const ctx = () => ({ db: database.db, now: () => new Date(), config: testConfig });
  const userWith = (token: string | null) =>
    api.post<{ user: { email: string } | null }>(
      persistedRequest(UserDocument, {}),
      headersFor('en', token ? { authorization: `Bearer ${token}` } : {}),
    );

  beforeAll(async () => {
    database = await open();
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it('answers as anonymous with WWW-Authenticate: Bearer error="invalid_token", and only then', async () => {
    const email = `revoked-${randomBytes(4).toString('hex')}@example.com`;
    await createAccount(ctx(), { email, password: 'correct horse battery', locale: 'en' });
    const deps = { ctx: ctx(), throttle: new SignInThrottle() };
    const tokens = (await postTo(tokenEndpoint, deps, { email, password: 'correct horse battery' })).body;

    const valid = await userWith(tokens.access_token!);
    expect(valid.data?.user?.email).toBe(email);
    expect(valid.headers.get('www-authenticate')).toBeNull();
    expect((await userWith(null)).headers.get('www-authenticate')).toBeNull();

    // Signed out on another device: the refresh token is revoked with its session.
    await postTo(revokeEndpoint, deps, { token: tokens.refresh_token! });
    const refused = await userWith(tokens.access_token!);
    expect(refused.status).toBe(200);
    expect(refused.data?.user).toBeNull();
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await userWith('made-up-token')).headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});
