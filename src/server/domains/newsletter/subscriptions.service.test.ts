import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { queuedMails } from '@/server/jobs/testing/queued-mails';
import { linkIn } from '@/server/mail/testing';
import type { Locale } from '@/shared/locales';
import { newsletterSubscribers } from './newsletter.tables';
import { confirmLinkSeconds, confirmSubscription, subscribe, unsubscribe } from './subscriptions.service';

const config = readConfig({ NODE_ENV: 'test', SITE_URL: 'http://shop.test' });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Double opt-in: sign-up, the single-use confirmation link, its expiry, unsubscription, and answers that tell nothing. */
describe.each(testDatabases)('newsletter subscriptions on $name', ({ open }) => {
  let database: Database;
  let clock = new Date('2026-03-02T09:00:00Z');
  const ctx = () => ({ db: database.db, now: () => clock, config });
  const newEmail = () => `farmer-${randomBytes(4).toString('hex')}@example.com`;
  const signUp = (email: string, locale: Locale = 'el') => subscribe(ctx(), { email, locale });
  /** The e-mail the last sign-up queued for the worker (in the sign-up's transaction). */
  const lastMail = async () => (await queuedMails(database.db)).at(-1)!;
  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const subscribed = async (email: string, locale: Locale = 'el') => {
    await signUp(email, locale);
    expect(await confirmSubscription(ctx(), tokenOf(linkIn(await lastMail())))).toEqual({
      ok: true,
      outcome: 'confirmed',
    });
    return subscriber(email);
  };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());

  it('keeps a new address pending, in the visitor’s language, until the e-mailed link confirms it once', async () => {
    const email = newEmail();
    expect(await signUp(`  ${email.toUpperCase()} `)).toEqual({ ok: true });
    const pending = await subscriber(email);
    expect(pending).toMatchObject({ status: 'pending', locale: 'el', consentedAt: clock, confirmedAt: null });
    expect(pending.confirmExpiresAt!.getTime() - clock.getTime()).toBe(confirmLinkSeconds * 1000);

    const mail = await lastMail();
    expect(mail).toMatchObject({ to: email, subject: 'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο' });
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/shop\.test\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored: a copy of the table confirms nothing.
    expect(pending.confirmTokenHash).not.toContain(tokenOf(link));

    clock = new Date(clock.getTime() + 60_000);
    expect(await confirmSubscription(ctx(), tokenOf(link))).toEqual({ ok: true, outcome: 'confirmed' });
    expect(await subscriber(email)).toMatchObject({ status: 'subscribed', confirmedAt: clock, locale: 'el' });
    // Used: opening it again changes nothing and says so.
    expect(await confirmSubscription(ctx(), tokenOf(link))).toEqual({ ok: true, outcome: 'already_confirmed' });
  });

  it('writes to an English visitor in English, with the English page’s link', async () => {
    const email = newEmail();
    await signUp(email, 'en');
    expect((await lastMail()).subject).toBe('Please confirm your newsletter subscription');
    expect(linkIn(await lastMail())).toMatch(/^http:\/\/shop\.test\/en\/newsletter\/confirm\?token=/);
    expect((await subscriber(email)).locale).toBe('en');
  });

  it('replaces the link of a pending address: the old one stops working, the new one works', async () => {
    const email = newEmail();
    await signUp(email);
    const first = tokenOf(linkIn(await lastMail()));
    await signUp(email, 'en');
    const second = tokenOf(linkIn(await lastMail()));
    expect(second).not.toBe(first);
    expect(await confirmSubscription(ctx(), first)).toEqual({ ok: false, error: 'UNKNOWN_LINK' });
    expect(await confirmSubscription(ctx(), second)).toEqual({ ok: true, outcome: 'confirmed' });
    expect((await subscriber(email)).locale).toBe('en');
  });

  it('refuses an expired link, and a new sign-up sends one that works', async () => {
    const email = newEmail();
    await signUp(email);
    const link = tokenOf(linkIn(await lastMail()));
    const start = clock;
    clock = new Date(start.getTime() + confirmLinkSeconds * 1000);
    expect(await confirmSubscription(ctx(), link)).toEqual({ ok: false, error: 'EXPIRED_LINK' });
    expect((await subscriber(email)).status).toBe('pending');
    await signUp(email);
    expect(await confirmSubscription(ctx(), tokenOf(linkIn(await lastMail())))).toEqual({
      ok: true,
      outcome: 'confirmed',
    });
  });

  it.each(['', 'short', 'x'.repeat(43), `${'a'.repeat(42)}=`, 'a'.repeat(500)])(
    'calls the link %j unknown',
    async (token) => {
      expect(await confirmSubscription(ctx(), token)).toEqual({ ok: false, error: 'UNKNOWN_LINK' });
      expect(await unsubscribe(ctx(), token)).toEqual({ ok: false, error: 'UNKNOWN_LINK' });
    },
  );

  it('answers the same for a new, pending, subscribed and unsubscribed address; only the inbox learns which', async () => {
    const [fresh, pending, member, gone] = [newEmail(), newEmail(), newEmail(), newEmail()];
    await signUp(pending);
    const { unsubscribeToken } = await subscribed(member);
    await unsubscribe(ctx(), (await subscribed(gone)).unsubscribeToken);

    const answers = [];
    for (const email of [fresh, pending, member, gone]) {
      answers.push(await signUp(email));
      expect((await lastMail()).to).toBe(email);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ ok: true })]));

    // The subscribed owner is told so, with the way out; the others get a confirmation link.
    await signUp(member, 'en');
    expect((await lastMail()).subject).toBe('You are already subscribed to our newsletter');
    expect(linkIn(await lastMail())).toBe(`http://shop.test/en/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(await subscriber(member)).toMatchObject({ status: 'subscribed', locale: 'el' });
    expect((await subscriber(gone)).status).toBe('pending');
  });

  it('refuses what is not an e-mail address, and stores nothing', async () => {
    for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(250)}@example.com`])
      expect(await signUp(email)).toEqual({ ok: false, error: 'INVALID_EMAIL' });
  });

  it('unsubscribes by the subscriber’s link, again without harm; the old confirmation link is dead and a new sign-up asks again', async () => {
    const email = newEmail();
    await signUp(email);
    const confirmation = tokenOf(linkIn(await lastMail()));
    await confirmSubscription(ctx(), confirmation);
    const { unsubscribeToken } = await subscriber(email);
    expect(await unsubscribe(ctx(), unsubscribeToken)).toEqual({ ok: true });
    const left = await subscriber(email);
    expect(left).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock, confirmTokenHash: null });
    expect(await unsubscribe(ctx(), unsubscribeToken)).toEqual({ ok: true });
    expect((await subscriber(email)).unsubscribedAt).toEqual(left.unsubscribedAt);
    expect(await confirmSubscription(ctx(), confirmation)).toEqual({ ok: false, error: 'UNKNOWN_LINK' });

    await signUp(email);
    expect((await subscriber(email)).status).toBe('pending');
    expect(await confirmSubscription(ctx(), tokenOf(linkIn(await lastMail())))).toEqual({
      ok: true,
      outcome: 'confirmed',
    });
  });

  it('lets a pending address leave too', async () => {
    const email = newEmail();
    await signUp(email);
    expect(await unsubscribe(ctx(), (await subscriber(email)).unsubscribeToken)).toEqual({ ok: true });
    expect((await subscriber(email)).status).toBe('unsubscribed');
  });
});
