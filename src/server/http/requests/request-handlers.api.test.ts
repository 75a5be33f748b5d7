import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { SignInThrottle } from '@/server/domains/auth';
import { findRequest, formStamp, RequestThrottle } from '@/server/domains/requests';
import { requests } from '@/server/domains/requests/requests.tables';
import { testMember, tinyPng } from '@/server/domains/requests/testing';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import { tokenEndpoint } from '@/server/http/oauth/oauth-handlers';
import { postTo } from '@/server/http/oauth/testing';
import { temporaryStorage } from '@/server/storage/testing';
import { attachmentEndpoint, submitRequestEndpoint, type RequestDependencies } from './request-handlers';

const redisUrl = process.env.REDIS_URL;
const stores = [
  { store: 'memory', redis: () => undefined },
  ...(redisUrl ? [{ store: 'Redis', redis: () => new Redis(redisUrl) }] : []),
];

type Answer = {
  id?: string;
  message?: string;
  statusCode?: number;
  code?: string;
  problems?: unknown;
  photos?: unknown;
};

/** POST /api/requests and the photo route as the browser calls them, on both databases. */
describe.each(testDatabases)('request endpoints on $name', ({ open }) => {
  let database: Database;
  let deps: RequestDependencies;
  const mailer = keptMailer();
  const now = new Date('2031-05-04T10:00:00Z');
  const secondsAgo = (seconds: number) =>
    formStamp(deps.ctx.config.formSecret, new Date(now.getTime() - seconds * 1000));
  let ip = '';

  beforeAll(async () => {
    database = await open();
    const config = { ...testConfig, requestPhotoMaxBytes: 4096 };
    const ctx = { db: database.db, now: () => now, config, storage: await temporaryStorage() };
    deps = {
      ctx,
      // The queue runs when the endpoint kicks it, as the shop's worker does, with the test's mailer.
      jobs: {
        kick: async () =>
          void (await runDueJobs({ db: database.db, deps: { ctx, mailer }, handlers: jobHandlers, now: ctx.now })),
      },
      throttle: new RequestThrottle(100),
    };
  });
  afterAll(() => database.close());

  const form = (
    fields: Record<string, string> = {},
    photos: { name: string; bytes: Uint8Array; type?: string }[] = [],
  ) => {
    const data = new FormData();
    const values = {
      name: 'Maria K',
      email: 'maria@example.com',
      message: 'Do you have a water pump for an L1-185?',
      partNumber: '15321-73030',
      locale: 'en',
      formStamp: secondsAgo(10),
      website: '',
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    for (const photo of photos)
      data.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? 'image/jpeg' }));
    return data;
  };
  const send = async (data: FormData, headers: Record<string, string> = {}, dependencies = deps) => {
    ip = `198.51.100.${Math.floor(Math.random() * 250)}-${randomBytes(3).toString('hex')}`;
    const response = await submitRequestEndpoint(
      new Request('http://shop.test/api/requests', {
        method: 'POST',
        body: data,
        headers: { 'x-forwarded-for': ip, ...headers },
      }),
      dependencies,
    );
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const stored = async () => (await database.db.select({ n: count() }).from(requests))[0]!.n;

  it('stores a request with a photo; the photo is served only through its own request', async () => {
    const { status, body } = await send(form({}, [{ name: 'pump.png', bytes: tinyPng(), type: 'image/png' }]));
    expect(status).toBe(201);
    // Its confirmation went out through the queue before the answer (the endpoint kicks the worker).
    expect(mailer.sent.at(-1)).toMatchObject({
      to: 'maria@example.com',
      subject: expect.stringMatching(/We received/),
    });
    expect(mailer.linkIn(mailer.sent.at(-1))).toBe(`http://shop.test/en/request/${body.id}`);
    const view = (await findRequest(deps.ctx, body.id!))!;
    expect(view).toMatchObject({ name: 'Maria K', locale: 'en', partNumber: '15321-73030' });
    const photo = await attachmentEndpoint(body.id!, String(view.attachments[0]!.id), deps);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(tinyPng());
    const other = await send(form());
    expect((await attachmentEndpoint(other.body.id!, String(view.attachments[0]!.id), deps)).status).toBe(404);
    expect(
      (await attachmentEndpoint(randomBytes(32).toString('base64url'), String(view.attachments[0]!.id), deps)).status,
    ).toBe(404);
  });

  it('links the request of a signed-in member to their account', async () => {
    const member = await testMember(database, deps.ctx.config);
    const { access_token } = (
      await postTo(
        tokenEndpoint,
        { ctx: deps.ctx, throttle: new SignInThrottle() },
        { email: member.email, password: 'correct horse battery' },
      )
    ).body;
    const { body } = await send(form(), { authorization: `Bearer ${access_token}` });
    const [row] = await database.db
      .select({ userId: requests.userId })
      .from(requests)
      .where(eq(requests.publicId, body.id!));
    expect(row!.userId).toBe(member.id);
  });

  it('refuses a photo that is too big or not an image, with the file it is about, in the form’s language', async () => {
    const textAsJpeg = await send(
      form({ locale: 'el' }, [{ name: 'notes.jpg', bytes: Buffer.from('hello, this is text') }]),
    );
    expect(textAsJpeg).toEqual({
      status: 415,
      body: {
        message: 'Το αρχείο δεν είναι φωτογραφία JPEG, PNG ή WebP.',
        statusCode: 415,
        code: 'PHOTO_NOT_IMAGE',
        photos: [{ index: 0, reason: 'PHOTO_NOT_IMAGE' }],
      },
    });
    const big = await send(
      form({}, [
        { name: 'ok.png', bytes: tinyPng() },
        { name: 'big.png', bytes: Buffer.concat([tinyPng(), Buffer.alloc(8192)]) },
      ]),
    );
    expect(big).toMatchObject({
      status: 413,
      body: { code: 'PHOTO_TOO_LARGE', statusCode: 413, photos: [{ index: 1, reason: 'PHOTO_TOO_LARGE' }] },
    });
    expect(big.body.message).toMatch(/too large/);
  });

  it('answers field problems with the shared rules', async () => {
    const { status, body } = await send(form({ email: 'nope', message: '' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'INVALID_INPUT',
      statusCode: 400,
      problems: [
        { field: 'email', reason: 'email' },
        { field: 'message', reason: 'required' },
      ],
    });
  });

  it.each([
    ['the message', () => form({ message: 'Water pump\u0000 for an L1-185?' })],
    ['the name', () => form({ name: '\u0000' })],
    ['a field the form does not have', () => form({ note: 'a\u0000b' })],
    ['a photo’s file name', () => form({}, [{ name: 'pump\u0000.png', bytes: tinyPng(), type: 'image/png' }])],
  ])('refuses a NUL byte in %s as invalid input, storing nothing', async (_, data) => {
    const before = await stored();
    expect(await send(data())).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', statusCode: 400, message: 'Please check the marked fields.' },
    });
    expect(await stored()).toBe(before);
  });

  it('stores a lone surrogate as the replacement character, never failing on it', async () => {
    const { status, body } = await send(form({ message: 'Do you have a water pump \ud800 for an L1-185?' }));
    expect(status).toBe(201);
    expect((await findRequest(deps.ctx, body.id!))!.message).toBe('Do you have a water pump \ufffd for an L1-185?');
  });

  it('answers a filled honeypot as if accepted, and stores nothing', async () => {
    const before = await stored();
    const sentMails = mailer.sent.length;
    const { status, body } = await send(form({ website: 'http://spam.example' }));
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stored()).toBe(before);
    expect(mailer.sent.length).toBe(sentMails);
    expect(await findRequest(deps.ctx, body.id!)).toBeNull();
  });

  it('refuses a form sent under 3 seconds after it was shown, and a forged or missing stamp', async () => {
    const before = await stored();
    expect(await send(form({ formStamp: secondsAgo(1) }))).toMatchObject({
      status: 400,
      body: {
        code: 'FORM_TOO_FAST',
        message: 'The form was sent too quickly. Please wait a few seconds and try again.',
      },
    });
    const forged = `${now.getTime() - 60_000}.${randomBytes(32).toString('base64url')}`;
    expect(await send(form({ formStamp: forged }))).toMatchObject({ status: 400, body: { code: 'FORM_EXPIRED' } });
    expect(await send(form({ formStamp: '' }))).toMatchObject({ status: 400, body: { code: 'FORM_EXPIRED' } });
    expect(await send(form({ formStamp: secondsAgo(2 * 24 * 3600) }))).toMatchObject({
      status: 400,
      body: { code: 'FORM_EXPIRED' },
    });
    expect(await stored()).toBe(before);
  });

  it('says the form is unavailable while CONTACT_FORM is off', async () => {
    const before = await stored();
    const off = { ...deps, ctx: { ...deps.ctx, config: { ...deps.ctx.config, contactForm: false } } };
    expect(await send(form(), { locale: 'en' }, off)).toEqual({
      status: 503,
      body: {
        message: 'This operation is currently unavailable. Please try again later.',
        statusCode: 503,
        code: 'FORM_UNAVAILABLE',
      },
    });
    expect(await stored()).toBe(before);
  });

  describe.each(stores)('rate limit per address in $store', ({ redis }) => {
    it('refuses the request over the hourly limit from one address, not from another', async () => {
      const client = redis();
      const limited = { ...deps, throttle: new RequestThrottle(2, client) };
      const address = `203.0.113.${randomBytes(4).toString('hex')}`;
      const from = async (at: string) => {
        const response = await submitRequestEndpoint(
          new Request('http://shop.test/api/requests', {
            method: 'POST',
            body: form(),
            headers: { 'x-forwarded-for': at },
          }),
          limited,
        );
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as Answer,
        };
      };
      expect((await from(address)).status).toBe(201);
      expect((await from(address)).status).toBe(201);
      const third = await from(address);
      expect(third).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS', statusCode: 429 } });
      expect(Number(third.retryAfter)).toBeGreaterThan(0);
      expect((await from(`${address}-other`)).status).toBe(201);
      client?.disconnect();
    });
  });
});
