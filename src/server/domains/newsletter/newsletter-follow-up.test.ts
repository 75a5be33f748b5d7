import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import type { StaffActor } from '@/server/domains/staff';
import type { Mail, Mailer } from '@/server/mail/mailer';
import { findNewsletter, newsletterProgress, saveNewsletterDraft, startNewsletter } from './newsletter-desk.service';
import { copyNewsletter, retryFailedDeliveries } from './newsletter-follow-up';
import { newsletterDeliveries, newsletterSubscribers } from './newsletter.tables';
import { sendNewsletterBatch } from './send-newsletter';

const config = readConfig({ NODE_ENV: 'test', SITE_URL: 'http://shop.test' });
const content = {
  subject: { el: 'Νέα από την αποθήκη', en: 'News from the warehouse' },
  body: { el: 'Ήρθαν αντλίες.', en: 'Pumps arrived.' },
};

/** After sending: the deliveries the mail server refused are tried once more, and a sent text starts a new draft. */
describe.each(testDatabases)('following up a sent newsletter on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  const ctx = () => ({ db: database.db, now: () => new Date(), config });
  const tag = randomBytes(3).toString('hex');
  const readers = Array.from({ length: 6 }, (_, i) => `reader-${i}-${tag}@example.com`);
  const sendAll = async (mailer: Mailer, id: number) => {
    while (!(await sendNewsletterBatch(ctx(), mailer, id, 4)).done);
  };

  beforeAll(async () => {
    database = await open();
    const email = `owner-${tag}@example.com`;
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
    owner = { userId: user!.id, email, role: 'owner', address: null };
    await database.db.insert(newsletterSubscribers).values(
      readers.map((email) => ({
        email,
        status: 'subscribed' as const,
        locale: 'el' as const,
        unsubscribeToken: email,
      })),
    );
  });
  afterAll(async () => database.close());

  it('sends the refused deliveries once more, never an interrupted one, and says when nothing is left', async () => {
    const draft = await saveNewsletterDraft(ctx(), owner, { content });
    if (!draft.ok) throw new Error(draft.code);
    const id = draft.id;
    await startNewsletter(ctx(), owner, { id, version: 1 });
    const refused = new Set([readers[1], readers[4]]);
    await sendAll(
      {
        send: async (mail) => {
          if (refused.has(mail.to)) throw new Error('421 try again later');
        },
      },
      id,
    );
    // What a sender that died midway leaves: a delivery that may have arrived.
    await database.db
      .update(newsletterDeliveries)
      .set({ state: 'failed', error: 'interrupted' })
      .where(
        and(
          eq(newsletterDeliveries.newsletterId, id),
          inArray(
            newsletterDeliveries.subscriberId,
            database.db
              .select({ id: newsletterSubscribers.id })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.email, readers[5]!)),
          ),
        ),
      );
    expect(await newsletterProgress(ctx(), id)).toMatchObject({ state: 'sent', sent: 3, failed: 3, interrupted: 1 });
    const version = (await findNewsletter(ctx(), id))!.version;

    expect(await retryFailedDeliveries(ctx(), { ...owner, role: 'warehouse' }, { id, version })).toEqual({
      ok: false,
      code: 'NOT_PERMITTED',
    });
    expect(await retryFailedDeliveries(ctx(), owner, { id, version: version - 1 })).toEqual({
      ok: false,
      code: 'VERSION_CONFLICT',
    });
    expect(await retryFailedDeliveries(ctx(), owner, { id, version })).toEqual({ ok: true, id });
    expect(await newsletterProgress(ctx(), id)).toMatchObject({ state: 'sending', sent: 3, failed: 1 });

    const received: Mail[] = [];
    await sendAll({ send: async (mail) => void received.push(mail) }, id);
    expect(received.map((mail) => mail.to).sort()).toEqual([readers[1], readers[4]].sort());
    expect(await newsletterProgress(ctx(), id)).toEqual({
      state: 'sent',
      total: 6,
      sent: 5,
      failed: 1,
      skipped: 0,
      interrupted: 1,
    });
    expect(await retryFailedDeliveries(ctx(), owner, { id, version: version + 1 })).toEqual({
      ok: false,
      code: 'NEWSLETTER_NOTHING_TO_RETRY',
    });
    const audit = await auditEntries(database.db, { entity: 'newsletter', entityId: id });
    expect(audit.filter((entry) => entry.action === 'retry').map((entry) => entry.after)).toEqual([{ deliveries: 2 }]);
  });

  it('copies a sent newsletter into a new draft with the same text, audited, leaving the sent one as it was', async () => {
    const draft = await saveNewsletterDraft(ctx(), owner, { content });
    if (!draft.ok) throw new Error(draft.code);
    await startNewsletter(ctx(), owner, { id: draft.id, version: 1 });
    const copy = await copyNewsletter(ctx(), owner, draft.id);
    if (!copy.ok) throw new Error(copy.code);
    expect(copy.id).not.toBe(draft.id);
    expect(await findNewsletter(ctx(), copy.id)).toMatchObject({ state: 'draft', version: 1, ...content });
    expect(await findNewsletter(ctx(), draft.id)).toMatchObject({ state: 'sending' });
    expect(await copyNewsletter(ctx(), owner, 987654)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const [created] = await auditEntries(database.db, { entity: 'newsletter', entityId: copy.id });
    expect(created).toMatchObject({ action: 'create', before: { copyOf: draft.id } });
  });
});
