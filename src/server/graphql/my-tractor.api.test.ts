import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetMyTractorDocument, UserDocument, type SetMyTractorError } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { createAccount, SignInThrottle } from '@/server/domains/auth';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import el from '../../../messages/el.json';
import en from '../../../messages/en.json';
import { headersFor, persistedRequest, testApi, testConfig, withCatalogue, type AppDocument } from './testing';

/** "My tractor" through the API: a model of the catalogue, remembered in the member's own account only. */
describe.each(testDatabases)('my tractor on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const member = async () => {
    const email = `tractor-${randomBytes(4).toString('hex')}@example.com`;
    const ctx = { db: database.db, now: () => new Date(), config: testConfig };
    await createAccount(ctx, { email, password: 'correct horse battery', locale: 'el' });
    return (
      await postTo(tokenEndpoint, { ctx, throttle: new SignInThrottle() }, { email, password: 'correct horse battery' })
    ).body.access_token!;
  };
  const as = async <R, V>(token: string | null, document: AppDocument<R, V>, variables: V) => {
    const response = await api.post<R>(
      persistedRequest(document, variables),
      headersFor('el', token ? { authorization: `Bearer ${token}` } : {}),
    );
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
    return response.data!;
  };
  const choose = async (token: string | null, model: string | null) =>
    (await as(token, SetMyTractorDocument, { model })).setMyTractor;
  const tractorOf = async (token: string) => (await as(token, UserDocument, {})).user?.tractor?.key ?? null;

  beforeAll(async () => {
    database = await withCatalogue(await open(), await copyCatalogue(small));
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it('remembers the model the member chose, changes it, and forgets it on null', async () => {
    const token = await member();
    expect(await tractorOf(token)).toBeNull();
    // The account gives what the header shows: maker, model and the model's page under /katalogos/kubota/.
    expect(await choose(token, 'kubota-l1-185')).toEqual({
      ok: true,
      tractor: { key: 'kubota-l1-185', brand: 'kubota', brandName: 'Kubota', model: 'L1-185', slug: 'l1-185' },
      error: null,
    });
    expect(await tractorOf(token)).toBe('kubota-l1-185');
    await choose(token, 'kubota-l1-205');
    expect(await tractorOf(token)).toBe('kubota-l1-205');
    expect(await choose(token, null)).toEqual({ ok: true, tractor: null, error: null });
    expect(await tractorOf(token)).toBeNull();
  });

  it('is the member’s own: another member does not see it', async () => {
    const [owner, other] = [await member(), await member()];
    await choose(owner, 'kubota-l1-185');
    expect(await tractorOf(other)).toBeNull();
    expect(await tractorOf(owner)).toBe('kubota-l1-185');
  });

  it.each([
    ['a key no model has', 'kubota-l9-999'],
    ['a brand’s key', 'kubota'],
    ['an empty key', ''],
  ])('refuses %s and keeps the member’s tractor', async (_, model) => {
    const token = await member();
    await choose(token, 'kubota-l1-185');
    expect(await choose(token, model)).toEqual({ ok: false, tractor: null, error: 'UNKNOWN_TRACTOR_MODEL' });
    expect(await tractorOf(token)).toBe('kubota-l1-185');
  });

  it('asks an anonymous caller to sign in', async () => {
    expect(await choose(null, 'kubota-l1-185')).toEqual({ ok: false, tractor: null, error: 'NOT_SIGNED_IN' });
    expect((await as(null, UserDocument, {})).user).toBeNull();
  });
});

describe('my tractor’s error messages', () => {
  const codes: SetMyTractorError[] = ['NOT_SIGNED_IN', 'UNKNOWN_TRACTOR_MODEL'];
  it.each(codes)('%s has a message in Greek and English', (code) => {
    for (const messages of [el, en]) expect((messages.errors as Record<string, string>)[code]).toMatch(/\S/);
  });
});
