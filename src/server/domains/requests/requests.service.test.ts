import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { testConfig } from '@/server/graphql/testing';
import { eq, sql } from 'drizzle-orm';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { jobs } from '@/server/jobs/jobs.tables';
import { queuedMails } from '@/server/jobs/testing/queued-mails';
import type { Mailer } from '@/server/mail/mailer';
import { keptMailer, linkIn } from '@/server/mail/testing';
import { temporaryStorage } from '@/server/storage/testing';
import {
  attachmentFile,
  changeRequestStatus,
  createRequest,
  findRequest,
  memberRequests,
  replyAsCustomer,
  replyAsStaff,
  staffRequest,
  staffRequests,
} from './index';
import { testMember, tinyPng } from './testing';
import { auditEntries } from '@/server/domains/audit';
import { staffMembers } from '@/server/domains/staff/staff.tables';
import type { StaffActor, StaffRole } from '@/server/domains/staff';

const input = {
  name: 'Γιώργος Παπαδόπουλος',
  email: 'Giorgos@Example.gr',
  phone: '+30 690 000 0000',
  message: 'Έχετε αντλία νερού για Kubota L1-185;',
  tractorModel: 'L1-185',
  partNumber: '15321-73030',
};

/** Contact requests in the domain: creation with photos, the link's view, replies, lifecycle and who may see what. */
describe.each(testDatabases)('requests on $name', ({ open }) => {
  let database: Database;
  let ctx: Parameters<typeof createRequest>[0];
  const mails = () => queuedMails(database.db);

  beforeAll(async () => {
    database = await open();
    ctx = {
      db: database.db,
      locale: 'el',
      now: () => new Date(),
      config: { ...testConfig, requestPhotoMaxBytes: 1024 },
      storage: await temporaryStorage(),
    };
  });
  afterAll(() => database.close());
  /** A staff member acting in the back office (the session and its second factor have their own tests). */
  const testStaff = async (role: StaffRole): Promise<StaffActor> => {
    const member = await testMember(database, ctx.config);
    await database.db.insert(staffMembers).values({ userId: member.id, role });
    return { userId: member.id, email: member.email, role, address: '192.0.2.1' };
  };

  const create = async (
    photos: { name: string; bytes: Uint8Array }[] = [],
    userId: number | null = null,
    locale: 'el' | 'en' = 'el',
  ) => {
    const created = await createRequest({ ...ctx, locale }, { input, photos, userId });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    return created.publicId;
  };

  it('stores a request with its photo outside the public uploads and queues its link’s e-mail in the customer’s language', async () => {
    const before = (await mails()).length;
    const publicId = await create([{ name: '../../αντλία.png', bytes: tinyPng() }], null, 'en');
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = (await findRequest(ctx, publicId))!;
    expect(view).toMatchObject({
      status: 'pending',
      name: input.name,
      email: 'Giorgos@Example.gr',
      tractorModel: 'L1-185',
      partNumber: '15321-73030',
      locale: 'en',
    });
    expect(view.events.map((event) => event.kind)).toEqual(['created']);
    expect(view.attachments).toEqual([
      expect.objectContaining({ originalName: 'αντλία.png', contentType: 'image/png' }),
    ]);
    const file = (await attachmentFile(ctx, publicId, view.attachments[0]!.id))!;
    expect(Buffer.from(file.bytes)).toEqual(tinyPng());
    // Among the private files, under the request's id with a name of the shop's; none among the public ones.
    const [key, ...others] = await ctx.storage.private.list(`${publicId}/`);
    expect(others).toEqual([]);
    expect(key).toMatch(new RegExp(`^${publicId}/[0-9a-f]{32}\\.png$`));
    expect(await ctx.storage.public.list('')).toEqual([]);
    const [mail, ...more] = (await mails()).slice(before);
    expect(more).toEqual([]);
    expect(mail!.to).toBe('Giorgos@Example.gr');
    expect(mail!.subject).toMatch(/We received your request/);
    expect(linkIn(mail)).toBe(`http://shop.test/en/request/${publicId}`);
  });

  it('commits a request and its e-mail together: a mail server down delays the e-mail, a failed request has none', async () => {
    const email = `outbox-${randomBytes(4).toString('hex')}@example.gr`;
    const created = await createRequest(ctx, { input: { ...input, email }, photos: [], userId: null });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const emailJob = async () =>
      (
        await database.db
          .select()
          .from(jobs)
          .where(sql`${jobs.kind} = 'send-email' and ${jobs.payload}->>'to' = ${email}`)
      ).map(({ state, attempts, lastError }) => ({ state, attempts, lastError }));
    // The mail server refuses: the request stands and its e-mail waits for the next attempt.
    const down: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    const deps = (mailer: Mailer) => ({ ctx: { db: database.db, now: ctx.now, config: ctx.config }, mailer });
    await runDueJobs({ db: database.db, deps: deps(down), handlers: jobHandlers });
    expect(await findRequest(ctx, created.publicId)).toMatchObject({ email, status: 'pending' });
    expect(await emailJob()).toEqual([
      { state: 'pending', attempts: 1, lastError: expect.stringContaining('SMTP down') },
    ]);
    // Once it is back, the retry sends the request's confirmation.
    const [job] = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${email}`);
    await database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job!.id));
    const up = keptMailer();
    await runDueJobs({ db: database.db, deps: deps(up), handlers: jobHandlers });
    expect(up.sent.filter((mail) => mail.to === email).map((mail) => up.linkIn(mail))).toEqual([
      `http://shop.test/request/${created.publicId}`,
    ]);
    expect(await emailJob()).toMatchObject([{ state: 'done', attempts: 2 }]);

    // A request whose transaction fails (a member that does not exist) leaves no e-mail behind.
    const orphan = `orphan-${randomBytes(4).toString('hex')}@example.gr`;
    await expect(
      createRequest(ctx, {
        input: { ...input, email: orphan },
        photos: [{ name: 'a.png', bytes: tinyPng() }],
        userId: 2e9,
      }),
    ).rejects.toThrow();
    expect((await mails()).filter((mail) => mail.to === orphan)).toEqual([]);
  });

  it('refuses photos that are too big, not images (a text file named .jpg) or too many, and stores nothing', async () => {
    const text = { name: 'photo.jpg', bytes: Buffer.from('just some text, not a picture') };
    const big = { name: 'big.png', bytes: Buffer.concat([tinyPng(), Buffer.alloc(2048)]) };
    const cases = [
      [[text], 'PHOTO_NOT_IMAGE'],
      [[{ name: 'ok.png', bytes: tinyPng() }, big], 'PHOTO_TOO_LARGE'],
      [[1, 2, 3, 4].map(() => ({ name: 'ok.png', bytes: tinyPng() })), 'TOO_MANY_PHOTOS'],
    ] as const;
    const stored = await ctx.storage.private.list('');
    const queued = (await mails()).length;
    for (const [photos, code] of cases) {
      const result = await createRequest(ctx, { input, photos: [...photos], userId: null });
      expect(result).toMatchObject({ ok: false, error: { code } });
    }
    const tooBig = await createRequest(ctx, {
      input,
      photos: [{ name: 'ok.png', bytes: tinyPng() }, big],
      userId: null,
    });
    expect(tooBig).toEqual({
      ok: false,
      error: { code: 'PHOTO_TOO_LARGE', photos: [{ index: 1, reason: 'PHOTO_TOO_LARGE' }] },
    });
    expect(await ctx.storage.private.list('')).toEqual(stored);
    expect(await mails()).toHaveLength(queued);
  });

  it('refuses a form without name, with a bad e-mail or too long a message, field by field', async () => {
    const result = await createRequest(ctx, {
      input: { ...input, name: ' ', email: 'not-an-email', message: 'x'.repeat(4001) },
      photos: [],
      userId: null,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        problems: [
          { field: 'name', reason: 'required' },
          { field: 'email', reason: 'email' },
          { field: 'message', reason: 'tooLong' },
        ],
      },
    });
  });

  it('finds nothing for an unknown, malformed or another request’s photo id', async () => {
    const publicId = await create([{ name: 'a.png', bytes: tinyPng() }]);
    const other = await create([{ name: 'b.png', bytes: tinyPng() }]);
    const otherPhoto = (await findRequest(ctx, other))!.attachments[0]!.id;
    expect(await findRequest(ctx, randomBytes(32).toString('base64url'))).toBeNull();
    expect(await findRequest(ctx, '../../etc/passwd')).toBeNull();
    expect(await attachmentFile(ctx, publicId, otherPhoto)).toBeNull();
  });

  it('lets the customer reply through the link, and a reply reopens a resolved request', async () => {
    const staff = await testStaff('manager');
    const publicId = await create();
    expect(await replyAsCustomer(ctx, publicId, '  ')).toEqual({ ok: false, error: 'INVALID_INPUT' });
    expect(await replyAsCustomer(ctx, randomBytes(32).toString('base64url'), 'hello')).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await replyAsCustomer(ctx, publicId, 'Ξέχασα: είναι το μοντέλο του 1985.')).toEqual({ ok: true });
    expect(await changeRequestStatus(ctx, staff, publicId, 'resolved')).toMatchObject({
      ok: true,
      request: { status: 'resolved' },
    });
    expect(await changeRequestStatus(ctx, staff, publicId, 'resolved')).toEqual({ ok: false, error: 'NOT_ALLOWED' });
    await replyAsCustomer(ctx, publicId, 'Και κάτι ακόμη.');
    const view = (await findRequest(ctx, publicId))!;
    expect(view.status).toBe('pending');
    expect(view.events.map((event) => event.kind)).toEqual([
      'created',
      'customer_reply',
      'resolved',
      'customer_reply',
      'reopened',
    ]);
  });

  it('staff reply, resolve and reopen; the customer’s e-mail of the reply is queued with it, in the request’s language', async () => {
    const staff = await testStaff('manager');
    const publicId = await create();
    const before = (await mails()).length;
    const replied = await replyAsStaff(ctx, staff, publicId, 'Ναι, την έχουμε σε απόθεμα.');
    expect(replied).toMatchObject({ ok: true, request: { status: 'pending' } });
    const [reply, ...more] = (await mails()).slice(before);
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ to: input.email, subject: expect.stringMatching(/Απάντηση/) });
    expect(reply!.text).toContain('Ναι, την έχουμε σε απόθεμα.');
    expect(linkIn(reply)).toBe(`http://shop.test/request/${publicId}`);
    await changeRequestStatus(ctx, staff, publicId, 'resolved');
    expect(await changeRequestStatus(ctx, staff, publicId, 'pending')).toMatchObject({
      ok: true,
      request: { status: 'pending' },
    });
    const view = (await findRequest(ctx, publicId))!;
    expect(view.events.map((event) => [event.kind, event.byStaff])).toEqual([
      ['created', false],
      ['staff_reply', true],
      ['resolved', true],
      ['reopened', true],
    ]);
    expect(
      (await staffRequests(ctx, staff, { status: 'pending', assignee: 'anyone', q: null }))!.map(
        (each) => each.publicId,
      ),
    ).toContain(publicId);
    expect(
      (await staffRequests(ctx, staff, { status: 'resolved', assignee: 'anyone', q: null }))!.map(
        (each) => each.publicId,
      ),
    ).not.toContain(publicId);
  });

  it('gives roles that may not work on requests nothing, and audits every staff change', async () => {
    const publicId = await create();
    for (const role of ['warehouse', 'accountant'] as const) {
      const staff = await testStaff(role);
      expect(await staffRequests(ctx, staff, { status: 'all', assignee: 'anyone', q: null })).toBeNull();
      expect(await staffRequest(ctx, staff, publicId)).toBeNull();
      expect(await replyAsStaff(ctx, staff, publicId, 'hi')).toEqual({ ok: false, error: 'NOT_PERMITTED' });
      expect(await changeRequestStatus(ctx, staff, publicId, 'resolved')).toEqual({
        ok: false,
        error: 'NOT_PERMITTED',
      });
    }
    expect((await findRequest(ctx, publicId))!.events).toHaveLength(1);

    const owner = await testStaff('owner');
    await replyAsStaff(ctx, owner, publicId, 'Ναι.');
    await changeRequestStatus(ctx, owner, publicId, 'resolved');
    const entries = await auditEntries(database.db, { actorUserId: owner.userId });
    expect(entries.map(({ entity, action, before, after }) => ({ entity, action, before, after }))).toEqual([
      { entity: 'request', action: 'change-status', before: { status: 'pending' }, after: { status: 'resolved' } },
      { entity: 'request', action: 'reply', before: null, after: { body: 'Ναι.' } },
    ]);
    // The audit log names the request by its row, never by the link that opens it.
    expect(JSON.stringify(entries)).not.toContain(publicId);
  });

  it('shows members their own requests only', async () => {
    const member = await testMember(database, ctx.config);
    const other = await testMember(database, ctx.config);
    const mine = await create([], member.id);
    await create([], other.id);
    expect((await memberRequests(ctx, member.id)).map((each) => each.publicId)).toEqual([mine]);
  });
});
