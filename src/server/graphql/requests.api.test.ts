import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData, type FragmentType } from '@/api-client/generated';
import {
  MyRequestsDocument,
  RequestSummaryFieldsFragmentDoc,
  ReplyToRequestDocument,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { SignInThrottle } from '@/server/domains/auth';
import { createRequest } from '@/server/domains/requests';
import { testMember } from '@/server/domains/requests/testing';
import { tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { headersFor, persistedRequest, testApi, testConfig, type AppDocument } from './testing';

const summaries = (list: FragmentType<typeof RequestSummaryFieldsFragmentDoc>[] | null | undefined) =>
  (list ?? []).map((each) => getFragmentData(RequestSummaryFieldsFragmentDoc, each));

/** Requests through /graphql: members see their own, the link is the key, and no bearer token reaches staff's side. */
describe.each(testDatabases)('requests API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  let config: typeof testConfig;
  let storage: ShopStorage;
  const as = async <R, V>(token: string | null, document: AppDocument<R, V>, variables: V) => {
    const response = await api.post<R>(
      persistedRequest(document, variables),
      headersFor('el', token ? { authorization: `Bearer ${token}` } : {}),
    );
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
    return response.data!;
  };
  const signedIn = async (options: Parameters<typeof testMember>[2] = {}) => {
    const member = await testMember(database, config, options);
    const answer = await postTo(
      tokenEndpoint,
      { ctx: { db: database.db, now: () => new Date(), config }, throttle: new SignInThrottle() },
      { email: member.email, password: 'correct horse battery' },
    );
    return { ...member, token: answer.body.access_token! };
  };
  const newRequest = async (userId: number | null = null) => {
    const created = await createRequest(
      { db: database.db, locale: 'en', now: () => new Date(), config, storage },
      {
        input: {
          name: 'Nikos',
          email: 'nikos@example.com',
          message: 'Clutch disc for a Yanmar YM2000?',
          tractorModel: 'YM2000',
        },
        photos: [],
        userId,
      },
    );
    if (!created.ok) throw new Error('not created');
    return created.publicId;
  };

  beforeAll(async () => {
    database = await open();
    config = testConfig;
    storage = await temporaryStorage();
    api = testApi(database, { config });
  });
  afterAll(() => database.close());

  it('shows a member their own requests only', async () => {
    const member = await signedIn();
    const other = await signedIn();
    const mine = await newRequest(member.id);
    await newRequest(other.id);
    expect(summaries((await as(member.token, MyRequestsDocument, {})).myRequests).map((each) => each.id)).toEqual([
      mine,
    ]);
    expect((await as(null, MyRequestsDocument, {})).myRequests).toEqual([]);
  });

  it('has no staff operation: a verified company account’s bearer token lists and answers nothing', async () => {
    const publicId = await newRequest();
    const company = await signedIn({ domain: 'tractorparts-hellas.example', verified: true });
    const operations = [
      'query { staffRequests { id } }',
      `query { staffRequest(id: "${publicId}") { id } }`,
      `mutation { staffReplyToRequest(id: "${publicId}", body: "hi") { ok } }`,
      `mutation { setRequestStatus(id: "${publicId}", status: "resolved") { ok } }`,
    ];
    for (const query of operations) {
      const response = await api.post<unknown>(
        { query },
        headersFor('el', { authorization: `Bearer ${company.token}` }),
      );
      expect(response.data ?? null, query).toBeNull();
      expect(response.errors?.[0]?.message, query).toMatch(/Cannot query field/);
    }
  });

  it('lets the customer reply through the link, and nothing else', async () => {
    const publicId = await newRequest();
    expect(
      (await as(null, ReplyToRequestDocument, { id: publicId, body: 'Great, I will come on Monday.' })).replyToRequest,
    ).toEqual({ ok: true, error: null });
    expect(
      (await as(null, ReplyToRequestDocument, { id: randomBytes(32).toString('base64url'), body: 'hello' }))
        .replyToRequest,
    ).toEqual({ ok: false, error: 'NOT_FOUND' });
  });
});
