import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { keptMailer, linkIn } from '@/server/mail/testing';
import { queuedMails } from '@/server/jobs/testing/queued-mails';
import { oneClickUnsubscribe } from '@/server/http/newsletter/one-click-unsubscribe';
import type { Locale } from '@/shared/locales';
import { users } from '@/server/domains/auth/auth.tables';
import type { StaffActor } from '@/server/domains/staff';
import { saveNewsletterDraft, startNewsletter } from './newsletter-desk.service';
import { newsletterSubscribers } from './newsletter.tables';
import { sendNewsletterBatch } from './send-newsletter';
import { confirmSubscription, subscribe, unsubscribe } from './subscriptions.service';

const config = readConfig({ NODE_ENV: 'test', SITE_URL: 'http://shop.test' });
const content = {
  subject: { el: 'Νέες παραλαβές από την Ιαπωνία', en: 'New arrivals from Japan' },
  body: {
    el: 'Ήρθαν 40 μίζες Kubota.\n\nΔείτε τες <σήμερα> & αύριο.',
    en: 'Forty Kubota starters arrived.\n\nSee them <today> & tomorrow.',
  },
};

/** Newsletters reach confirmed subscribers only, in their language, each with its way out (text, HTML, headers). */
describe.each(testDatabases)('sending a newsletter on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  const ctx = () => ({ db: database.db, now: () => new Date(), config });
  const newEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const subscribed = async (email: string, locale: Locale) => {
    await subscribe(ctx(), { email, locale });
    await confirmSubscription(ctx(), tokenOf(linkIn((await queuedMails(database.db)).at(-1))));
    return (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  };
  /** Written, started and sent to the end, as the back office and its sender job do. */
  const send = async () => {
    const mailer = keptMailer();
    const draft = await saveNewsletterDraft(ctx(), owner, { content });
    if (!draft.ok) throw new Error(draft.code);
    await startNewsletter(ctx(), owner, { id: draft.id, version: 1 });
    while (!(await sendNewsletterBatch(ctx(), mailer, draft.id, 1)).done);
    return { result: { ok: true, sent: mailer.sent.length }, sent: mailer.sent };
  };

  beforeAll(async () => {
    database = await open();
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
    owner = { userId: user!.id, email, role: 'owner', address: null };
  });
  afterAll(async () => database.close());

  it('sends each confirmed subscriber the newsletter in their language with their own unsubscribe link', async () => {
    const greek = await subscribed(newEmail('maria'), 'el');
    const english = await subscribed(newEmail('john'), 'en');
    await subscribe(ctx(), { email: newEmail('pending'), locale: 'el' });
    await unsubscribe(ctx(), (await subscribed(newEmail('gone'), 'el')).unsubscribeToken);

    const { result, sent } = await send();
    expect(result).toEqual({ ok: true, sent: 2 });
    expect(sent.map((mail) => mail.to).sort()).toEqual([greek.email, english.email].sort());

    const toGreek = sent.find((mail) => mail.to === greek.email)!;
    const page = `http://shop.test/newsletter/unsubscribe?token=${greek.unsubscribeToken}`;
    expect(toGreek.subject).toBe('Νέες παραλαβές από την Ιαπωνία');
    expect(toGreek.text).toContain('Ήρθαν 40 μίζες Kubota.');
    expect(toGreek.text).toContain(page);
    expect(toGreek.html).toContain(`<a href="${page}">Διαγραφή από το ενημερωτικό δελτίο</a>`);
    expect(toGreek.html).toContain('&#60;σήμερα&#62; &#38; αύριο');
    expect(toGreek.html).not.toContain('<σήμερα>');
    expect(toGreek.headers).toEqual({
      'List-Unsubscribe': `<http://shop.test/api/newsletter/unsubscribe?token=${greek.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const toEnglish = sent.find((mail) => mail.to === english.email)!;
    expect(toEnglish.subject).toBe('New arrivals from Japan');
    expect(toEnglish.text).toContain(`http://shop.test/en/newsletter/unsubscribe?token=${english.unsubscribeToken}`);
    expect(toEnglish.html).toContain('Unsubscribe from the newsletter</a>');
  });

  it('unsubscribes with one click of the mail program (RFC 8058), and the next newsletter skips the address', async () => {
    const { result: before } = await send();
    const { sent } = await send();
    const oneClick = /<(.+)>/.exec(sent[0]!.headers!['List-Unsubscribe']!)![1]!;
    const post = new Request(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const response = await oneClickUnsubscribe(post, ctx());
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(
      (await oneClickUnsubscribe(new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }), ctx()))
        .status,
    ).toBe(200);
    const { result: after } = await send();
    expect(before.ok && after.ok && after.sent).toBe(before.ok && before.sent - 1);
  });

  it('sends a browser opening the one-click address to the unsubscribe page, and calls an unknown link unknown', async () => {
    const token = 'a'.repeat(43);
    const opened = await oneClickUnsubscribe(
      new Request(`http://shop.test/api/newsletter/unsubscribe?token=${token}`),
      ctx(),
    );
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`http://shop.test/newsletter/unsubscribe?token=${token}`);
    expect(
      (
        await oneClickUnsubscribe(
          new Request(`http://shop.test/api/newsletter/unsubscribe?token=${token}`, { method: 'POST' }),
          ctx(),
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a newsletter without subject or text in both languages', async () => {
    expect(
      await saveNewsletterDraft(ctx(), owner, { content: { ...content, body: { el: 'Κείμενο', en: '  ' } } }),
    ).toEqual({
      ok: false,
      code: 'INVALID_NEWSLETTER',
    });
  });
});
