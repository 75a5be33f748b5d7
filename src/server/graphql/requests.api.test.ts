import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData, type FragmentType } from '@/api-client/generated';
import {
  ContactRequestFieldsFragmentDoc,
  MyRequestsDocument,
  RequestSummaryFieldsFragmentDoc,
  ReplyToRequestDocument,
  SetRequestStatusDocument,
  StaffReplyToRequestDocument,
  StaffRequestDocument,
  StaffRequestsDocument,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { SignInThrottle } from '@/server/domains/auth';
import { createRequest } from '@/server/domains/requests';
import { testMember } from '@/server/domains/requests/testing';
import { keptMailer } from '@/server/mail/testing';
import { tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { headersFor, persistedRequest, testApi, testConfig, type AppDocument } from './testing';

const summaries = (list: FragmentType<typeof RequestSummaryFieldsFragmentDoc>[] | null | undefined) =>
  (list ?? []).map((each) => getFragmentData(RequestSummaryFieldsFragmentDoc, each));
const full = (request: FragmentType<typeof ContactRequestFieldsFragmentDoc> | null | undefined) =>
  request ? getFragmentData(ContactRequestFieldsFragmentDoc, request) : null;

/** Requests through /graphql: members see their own, only staff see and answer all, the link is the key. */
describe.each(testDatabases)('requests API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const mailer = keptMailer();
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
      mailer,
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
    api = testApi(database, { mailer, config });
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

  it('refuses the staff side to anonymous callers, members and unverified company accounts', async () => {
    const publicId = await newRequest();
    const member = await signedIn();
    const unverified = await signedIn({ domain: 'tractorparts-hellas.example' });
    for (const token of [null, member.token, unverified.token]) {
      expect((await as(token, StaffRequestsDocument, {})).staffRequests).toBeNull();
      expect((await as(token, StaffRequestDocument, { id: publicId })).staffRequest).toBeNull();
      expect((await as(token, StaffReplyToRequestDocument, { id: publicId, body: 'hi' })).staffReplyToRequest).toEqual({
        ok: false,
        error: 'NOT_FOUND',
        request: null,
      });
      expect(
        (await as(token, SetRequestStatusDocument, { id: publicId, status: 'resolved' })).setRequestStatus,
      ).toEqual({ ok: false, error: 'NOT_FOUND', request: null });
    }
  });

  it('lets staff list, reply and resolve; the customer replies through the link and it reopens', async () => {
    const staff = await signedIn({ domain: 'tractorparts-hellas.example', verified: true });
    const publicId = await newRequest();
    const listed = summaries((await as(staff.token, StaffRequestsDocument, { status: 'pending' })).staffRequests);
    expect(listed[0]).toMatchObject({ id: publicId, status: 'pending', name: 'Nikos', tractorModel: 'YM2000' });
    const sent = mailer.sent.length;
    const { staffReplyToRequest } = await as(staff.token, StaffReplyToRequestDocument, {
      id: publicId,
      body: 'Yes, we have one.',
    });
    expect(staffReplyToRequest.ok).toBe(true);
    expect(mailer.sent[sent]).toMatchObject({
      to: 'nikos@example.com',
      subject: 'A reply to your request at Tractor Parts Hellas',
    });
    expect(
      full(
        (await as(staff.token, SetRequestStatusDocument, { id: publicId, status: 'resolved' })).setRequestStatus
          .request,
      )?.status,
    ).toBe('resolved');
    expect(
      (await as(staff.token, SetRequestStatusDocument, { id: publicId, status: 'resolved' })).setRequestStatus.error,
    ).toBe('NOT_ALLOWED');
    expect(
      (await as(staff.token, SetRequestStatusDocument, { id: publicId, status: 'closed' })).setRequestStatus.error,
    ).toBe('INVALID_INPUT');
    expect(
      (await as(null, ReplyToRequestDocument, { id: publicId, body: 'Great, I will come on Monday.' })).replyToRequest,
    ).toEqual({ ok: true, error: null });
    expect(
      (await as(null, ReplyToRequestDocument, { id: randomBytes(32).toString('base64url'), body: 'hello' }))
        .replyToRequest,
    ).toEqual({ ok: false, error: 'NOT_FOUND' });
    const view = full((await as(staff.token, StaffRequestDocument, { id: publicId })).staffRequest)!;
    expect(view.status).toBe('pending');
    expect(view.events.map((event) => [event.kind, event.byStaff, event.body])).toEqual([
      ['created', false, null],
      ['staff_reply', true, 'Yes, we have one.'],
      ['resolved', true, null],
      ['customer_reply', false, 'Great, I will come on Monday.'],
      ['reopened', false, null],
    ]);
    expect(
      summaries((await as(staff.token, StaffRequestsDocument, { status: 'resolved' })).staffRequests).map(
        (each) => each.id,
      ),
    ).not.toContain(publicId);
  });
});
