import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmNewsletterDocument,
  SubscribeNewsletterDocument,
  UnsubscribeNewsletterDocument,
  type NewsletterLinkError,
  type SubscribeNewsletterError,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { subscribeLimits, SubscribeThrottle } from '@/server/domains/newsletter';
import { keptMailer } from '@/server/mail/testing';
import type { Locale } from '@/shared/locales';
import el from '../../../messages/el.json';
import en from '../../../messages/en.json';
import { headersFor, persistedRequest, testApi } from './testing';

const newEmail = () => `api-${randomBytes(4).toString('hex')}@example.com`;
const randomAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The newsletter through the API as the footer form and the link pages call it. */
describe.each(testDatabases)('the newsletter API on $name', ({ open }) => {
  let database: Database;
  const mailer = keptMailer();
  let api: ReturnType<typeof testApi>;
  const signUp = (email: string, locale: Locale = 'el', ip = randomAddress()) =>
    api.post(persistedRequest(SubscribeNewsletterDocument, { email }), headersFor(locale, { 'x-forwarded-for': ip }));
  const confirm = async (token: string) => (await api.run(ConfirmNewsletterDocument, { token })).confirmNewsletter;
  const leave = async (token: string) =>
    (await api.run(UnsubscribeNewsletterDocument, { token })).unsubscribeNewsletter;
  const lastLink = () => mailer.linkIn(mailer.sent.at(-1));

  beforeAll(async () => {
    database = await open();
    api = testApi(database, { mailer });
  });
  afterAll(async () => database.close());

  it('takes a sign-up, confirms it once by the e-mailed link, and unsubscribes by the link of the next e-mail', async () => {
    const email = newEmail();
    expect((await signUp(email, 'en')).data).toEqual({ subscribeNewsletter: { ok: true, error: null } });
    expect(mailer.sent.at(-1)).toMatchObject({ to: email, subject: 'Please confirm your newsletter subscription' });
    const confirmation = tokenOf(lastLink());
    expect(await confirm(confirmation)).toEqual({ outcome: 'CONFIRMED', error: null });
    expect(await confirm(confirmation)).toEqual({ outcome: 'ALREADY_CONFIRMED', error: null });

    await signUp(email, 'en');
    const unsubscribeToken = tokenOf(lastLink());
    expect(await leave(unsubscribeToken)).toEqual({ ok: true, error: null });
    expect(await leave(unsubscribeToken)).toEqual({ ok: true, error: null });
    expect(await confirm(confirmation)).toEqual({ outcome: null, error: 'UNKNOWN_LINK' });
    expect(await leave('a'.repeat(43))).toEqual({ ok: false, error: 'UNKNOWN_LINK' });
  });

  it('gives the same answer, byte for byte, for a new, a pending and a subscribed address', async () => {
    const [fresh, pending, member] = [newEmail(), newEmail(), newEmail()];
    await signUp(pending);
    await signUp(member);
    await confirm(tokenOf(lastLink()));
    const answers = await Promise.all([fresh, pending, member].map(async (email) => (await signUp(email)).text));
    expect(new Set(answers).size).toBe(1);
  });

  it('refuses an invalid address with its code', async () => {
    for (const email of ['', 'not-an-address', `${'x'.repeat(300)}@example.com`])
      expect((await signUp(email)).data).toEqual({ subscribeNewsletter: { ok: false, error: 'INVALID_EMAIL' } });
  });
});

const throttles: { name: string; make: () => { throttle: SubscribeThrottle; close: () => Promise<unknown> } }[] = [
  { name: 'memory', make: () => ({ throttle: new SubscribeThrottle(), close: async () => {} }) },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis',
          make: () => {
            const redis = new Redis(process.env.REDIS_URL!);
            return { throttle: new SubscribeThrottle(redis), close: () => redis.quit() };
          },
        },
      ]
    : []),
];

describe.each(throttles)('newsletter sign-ups limited per address in $name', ({ make }) => {
  let database: Database;
  let throttled: ReturnType<typeof make>;
  let api: ReturnType<typeof testApi>;
  const mailer = keptMailer();

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    throttled = make();
    api = testApi(database, { mailer, subscribeThrottle: throttled.throttle });
  });
  afterAll(async () => {
    await throttled.close();
    await database.close();
  });

  it('refuses an address after too many sign-ups this hour, sends nothing more, and leaves other addresses alone', async () => {
    const ip = randomAddress();
    const signUp = (address: string) =>
      api.post(
        persistedRequest(SubscribeNewsletterDocument, { email: newEmail() }),
        headersFor('el', { 'x-forwarded-for': address }),
      );
    for (let attempt = 0; attempt < subscribeLimits.perAddress; attempt++)
      expect((await signUp(ip)).data).toEqual({ subscribeNewsletter: { ok: true, error: null } });
    const sentBefore = mailer.sent.length;
    expect((await signUp(ip)).data).toEqual({ subscribeNewsletter: { ok: false, error: 'TOO_MANY_SIGN_UPS' } });
    expect(mailer.sent.length).toBe(sentBefore);
    expect((await signUp(randomAddress())).data).toEqual({ subscribeNewsletter: { ok: true, error: null } });
  });
});

describe('the newsletter’s error messages', () => {
  const codes: (SubscribeNewsletterError | NewsletterLinkError | 'INVALID_NEWSLETTER')[] = [
    'INVALID_EMAIL',
    'TOO_MANY_SIGN_UPS',
    'UNKNOWN_LINK',
    'EXPIRED_LINK',
    'INVALID_NEWSLETTER',
  ];
  it.each(codes)('%s has a message in Greek and English', (code) => {
    for (const messages of [el, en]) expect((messages.errors as Record<string, string>)[code]).toMatch(/\S/);
  });
});
