import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import type { StaffActor } from '@/server/domains/staff';
import { jobs } from '@/server/jobs/jobs.tables';
import type { Mail, Mailer } from '@/server/mail/mailer';
import {
  newsletterProgress,
  saveNewsletterDraft,
  sendNewsletterTest,
  startNewsletter,
} from './newsletter-desk.service';
import { newsletterSubscribers } from './newsletter.tables';
import { sendNewsletterBatch } from './send-newsletter';
import { subscriberCounts, subscribersCsv } from './subscriber-list';

const config = readConfig({ NODE_ENV: 'test', SITE_URL: 'http://shop.test' });
const content = {
  subject: { el: 'Προσφορές Δεκεμβρίου', en: 'December offers' },
  body: { el: 'Φίλτρα λαδιού -20%.', en: 'Oil filters -20%.' },
};

/** The newsletter desk: drafts, a test copy, and a sender that a crash never makes send anyone a second copy. */
describe.each(testDatabases)('the newsletter desk on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  let clock = new Date('2026-11-24T08:00:00Z');
  const ctx = () => ({ db: database.db, now: () => clock, config });
  const tag = randomBytes(3).toString('hex');
  const confirmed: string[] = [];
  const others: string[] = [];

  beforeAll(async () => {
    database = await open();
    const email = `owner-${tag}@example.com`;
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
    owner = { userId: user!.id, email, role: 'owner', address: null };
    const row = (email: string, status: 'pending' | 'subscribed' | 'unsubscribed', i: number) => ({
      email,
      status,
      locale: i % 2 ? ('en' as const) : ('el' as const),
      unsubscribeToken: `${tag}-${email}`,
    });
    for (let i = 0; i < 23; i++) confirmed.push(`reader-${i}-${tag}@example.com`);
    others.push(`pending-${tag}@example.com`, `gone-${tag}@example.com`);
    await database.db
      .insert(newsletterSubscribers)
      .values([
        ...confirmed.map((email, i) => row(email, 'subscribed', i)),
        row(others[0]!, 'pending', 0),
        row(others[1]!, 'unsubscribed', 0),
      ]);
  });
  afterAll(async () => database.close());

  const draft = async () => {
    const saved = await saveNewsletterDraft(ctx(), owner, { content });
    if (!saved.ok) throw new Error(saved.code);
    return saved.id;
  };

  it('resumes after the sender is killed midway: every confirmed subscriber gets exactly one copy', async () => {
    const id = await draft();
    expect(await startNewsletter(ctx(), owner, { id, version: 1 })).toEqual({ ok: true, id });
    const received: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void received.push(mail) };
    // Two batches of five, then a sender that dies inside the third: its mail server took the e-mail, but the
    // process is gone before it could write "sent" (the promise never settles).
    await sendNewsletterBatch(ctx(), mailer, id, 5);
    await sendNewsletterBatch(ctx(), mailer, id, 5);
    let accepted = 0;
    const dying: Mailer = {
      send: (mail) => {
        received.push(mail);
        return ++accepted < 3 ? Promise.resolve() : new Promise<void>(() => {});
      },
    };
    void sendNewsletterBatch(ctx(), dying, id, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(13);
    expect(await newsletterProgress(ctx(), id)).toMatchObject({ state: 'sending', total: 23, sent: 12, failed: 0 });

    // The restarted worker, later: the delivery held by the dead sender is closed, never sent again.
    clock = new Date(clock.getTime() + 10 * 60_000);
    for (let runs = 0; !(await sendNewsletterBatch(ctx(), mailer, id, 5)).done; runs++) expect(runs).toBeLessThan(10);

    const copies = received.map((mail) => mail.to).sort();
    expect(copies).toEqual([...confirmed].sort());
    expect(new Set(copies).size).toBe(confirmed.length);
    for (const email of others) expect(copies).not.toContain(email);
    expect(await newsletterProgress(ctx(), id)).toEqual({
      state: 'sent',
      total: 23,
      sent: 22,
      failed: 1,
      skipped: 0,
      interrupted: 1,
    });
    expect(received.find((mail) => mail.to === confirmed[1])!.subject).toBe('December offers');
    expect(received.find((mail) => mail.to === confirmed[0])!.subject).toBe('Προσφορές Δεκεμβρίου');
  });

  it('counts a failed e-mail as failed, skips who left before their turn, and refuses a second start', async () => {
    const id = await draft();
    await startNewsletter(ctx(), owner, { id, version: 1 });
    expect(await startNewsletter(ctx(), owner, { id, version: 2 })).toEqual({
      ok: false,
      code: 'NEWSLETTER_NOT_DRAFT',
    });
    await database.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.email, confirmed[22]!));
    const refusing: Mailer = {
      send: async (mail) => {
        if (mail.to === confirmed[0]) throw new Error('550 mailbox unavailable');
      },
    };
    while (!(await sendNewsletterBatch(ctx(), refusing, id, 7)).done);
    expect(await newsletterProgress(ctx(), id)).toMatchObject({
      state: 'sent',
      total: 23,
      sent: 21,
      failed: 1,
      skipped: 1,
    });
    const queued = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'newsletter-send'), eq(jobs.uniqueKey, `newsletter-send:${id}:start`)));
    expect(queued).toHaveLength(1);
  });

  it('mails the test to the signed-in staff member only, in both languages, and audits every write', async () => {
    const id = await draft();
    expect(await saveNewsletterDraft(ctx(), owner, { id, version: 1, content })).toEqual({ ok: true, id });
    expect(await saveNewsletterDraft(ctx(), owner, { id, version: 1, content })).toEqual({
      ok: false,
      code: 'VERSION_CONFLICT',
    });
    expect(await sendNewsletterTest(ctx(), owner, id)).toEqual({ ok: true, id });
    const mails = (await database.db.select().from(jobs).where(eq(jobs.kind, 'send-email')))
      .map((job) => job.payload as Mail)
      .filter((mail) => mail.subject === content.subject.el || mail.subject === content.subject.en);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [owner.email, 'Προσφορές Δεκεμβρίου'],
      [owner.email, 'December offers'],
    ]);
    const warehouse = { ...owner, role: 'warehouse' as const };
    expect(await sendNewsletterTest(ctx(), warehouse, id)).toEqual({ ok: false, code: 'NOT_PERMITTED' });
    const audit = await auditEntries(database.db, { entity: 'newsletter', entityId: id });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'edit', 'test']);
  });

  it('counts subscribers by state and exports them as CSV', async () => {
    expect(await subscriberCounts(ctx())).toMatchObject({ subscribed: 22, pending: 1, unsubscribed: 2 });
    const csv = await new Response(
      subscribersCsv(ctx(), { locale: 'en', header: (column) => column, status: (status) => status.toUpperCase() }),
    ).text();
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('email,language,status,consentedAt,confirmedAt,unsubscribedAt');
    expect(lines).toContain(`${others[0]},el,PENDING,,,`);
    expect(lines.length).toBeGreaterThanOrEqual(26);
  });
});
