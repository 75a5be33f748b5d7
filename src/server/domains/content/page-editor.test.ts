import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';
import { contentPages } from './content.tables';
import { contentPageDraft, listStaffContentPages, saveContentPage } from './page-editor';
import { findContentPageBySlug, getContentPage, renderedPage } from './pages.service';

const now = new Date('2026-03-01T10:00:00Z');
const cookiePolicy = {
  el: { title: 'Πολιτική Cookies', slug: 'politiki-cookies', body: '# Πολιτική Cookies\n\nΧρησιμοποιούμε cookies.' },
  en: { title: 'Cookie Policy', slug: 'cookie-policy', body: '# Cookie Policy\n\nWe use cookies.' },
};

describe.each(testDatabases)('the content page editor on $name', ({ open }) => {
  let database: Database;
  const actors = {} as Record<StaffRole, StaffActor>;
  const ctx = () => ({ db: database.db, now: () => now });
  const read = (locale: Locale) => ({ db: database.db, locale });

  beforeAll(async () => {
    database = await open();
    for (const role of ['owner', 'manager', 'warehouse'] as const) {
      const email = `${role}@tractorparts-hellas.example`;
      const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
      actors[role] = { userId: user!.id, email, role, address: '192.0.2.1' };
    }
    await database.db.insert(contentPages).values([
      { page: 'cookie-policy', locale: 'el', ...cookiePolicy.el },
      { page: 'cookie-policy', locale: 'en', ...cookiePolicy.en },
      { page: 'legal-notice', locale: 'el', slug: 'nomiki-simeiosi', title: 'Νομική σημείωση', body: 'Κείμενο.' },
    ]);
  });
  afterAll(() => database.close());

  it('lists the pages with their titles per language and opens one for editing', async () => {
    expect(await listStaffContentPages(ctx())).toMatchObject([
      { page: 'cookie-policy', titles: { el: 'Πολιτική Cookies', en: 'Cookie Policy' } },
      { page: 'legal-notice', titles: { el: 'Νομική σημείωση' }, slugs: { el: 'nomiki-simeiosi' } },
    ]);
    expect(await contentPageDraft(ctx(), 'legal-notice')).toEqual({
      page: 'legal-notice',
      el: { title: 'Νομική σημείωση', slug: 'nomiki-simeiosi', body: 'Κείμενο.' },
      en: { title: '', slug: '', body: '' },
      versions: { el: 1, en: 0 },
    });
    expect(await contentPageDraft(ctx(), 'nowhere')).toBeNull();
  });

  it('refuses staff without the permission, a form with a language missing or a bad slug, and an unknown page', async () => {
    const form = { ...cookiePolicy, versions: { el: 1, en: 1 } };
    expect(await saveContentPage(ctx(), actors.warehouse, 'cookie-policy', form)).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    const incomplete = { ...form, en: { title: ' ', slug: 'Cookie Policy', body: '' } };
    expect(await saveContentPage(ctx(), actors.manager, 'cookie-policy', incomplete)).toEqual({
      ok: false,
      error: 'INVALID_INPUT',
      problems: [
        { field: 'en.title', reason: 'required' },
        { field: 'en.slug', reason: 'slug' },
        { field: 'en.body', reason: 'required' },
      ],
    });
    const index = { ...form, el: { ...form.el, slug: 'index' } };
    expect(await saveContentPage(ctx(), actors.manager, 'cookie-policy', index)).toMatchObject({
      problems: [{ field: 'el.slug', reason: 'slug' }],
    });
    const taken = { ...form, el: { ...form.el, slug: 'nomiki-simeiosi' } };
    expect(await saveContentPage(ctx(), actors.manager, 'cookie-policy', taken)).toEqual({
      ok: false,
      error: 'INVALID_INPUT',
      problems: [{ field: 'el.slug', reason: 'slugTaken' }],
    });
    expect(await saveContentPage(ctx(), actors.manager, 'nowhere', form)).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect((await contentPageDraft(ctx(), 'cookie-policy'))!.versions).toEqual({ el: 1, en: 1 });
  });

  it('saves both languages, audited; the storefront reads the new text and the old slug redirects', async () => {
    const form = {
      el: { ...cookiePolicy.el, slug: 'cookies', body: 'Νέο κείμενο για τα **cookies**.' },
      en: { ...cookiePolicy.en, title: 'Cookies' },
      versions: { el: 1, en: 1 },
    };
    expect(await saveContentPage(ctx(), actors.manager, 'cookie-policy', form)).toEqual({
      ok: true,
      versions: { el: 2, en: 2 },
      slugs: { el: 'cookies', en: 'cookie-policy' },
    });
    expect(await getContentPage(read('el'), 'cookie-policy')).toMatchObject({
      title: 'Πολιτική Cookies',
      description: 'Νέο κείμενο για τα cookies.',
      slugs: { el: 'cookies', en: 'cookie-policy' },
    });
    expect((await getContentPage(read('en'), 'cookie-policy'))!.title).toBe('Cookies');
    expect(await findContentPageBySlug(read('el'), 'politiki-cookies')).toEqual({ redirectTo: 'cookies' });
    expect(await findContentPageBySlug(read('en'), 'politiki-cookies')).toEqual({ redirectTo: 'cookie-policy' });
    expect(await findContentPageBySlug(read('el'), 'cookies')).toMatchObject({ page: { page: 'cookie-policy' } });

    const [entry] = await auditEntries(database.db, { entity: 'content-page', entityId: 'cookie-policy' });
    expect(entry).toMatchObject({
      actorEmail: 'manager@tractorparts-hellas.example',
      action: 'content-page.update',
      before: { el: { slug: 'politiki-cookies' }, en: { title: 'Cookie Policy' } },
      after: { el: { slug: 'cookies', body: 'Νέο κείμενο για τα **cookies**.' }, en: { title: 'Cookies' } },
    });
  });

  it('refuses a save made from an older version, and takes back an earlier slug', async () => {
    const stale = { ...cookiePolicy, versions: { el: 1, en: 1 } };
    expect(await saveContentPage(ctx(), actors.owner, 'cookie-policy', stale)).toEqual({
      ok: false,
      error: 'VERSION_CONFLICT',
    });
    expect(
      await saveContentPage(ctx(), actors.owner, 'cookie-policy', { ...stale, versions: { el: 2, en: 2 } }),
    ).toEqual({ ok: true, versions: { el: 3, en: 3 }, slugs: { el: 'politiki-cookies', en: 'cookie-policy' } });
    expect(await findContentPageBySlug(read('el'), 'politiki-cookies')).toMatchObject({
      page: { page: 'cookie-policy' },
    });
    expect(await findContentPageBySlug(read('el'), 'cookies')).toEqual({ redirectTo: 'politiki-cookies' });
  });

  it('adds a language the page lacked, and previews a text as the storefront renders it', async () => {
    const form = {
      el: { title: 'Νομική σημείωση', slug: 'nomiki-simeiosi', body: 'Κείμενο.' },
      en: { title: 'Legal notice', slug: 'legal-notice', body: '# Legal notice\n\nText.' },
      versions: { el: 1, en: 0 },
    };
    expect(await saveContentPage(ctx(), actors.owner, 'legal-notice', form)).toMatchObject({
      ok: true,
      versions: { el: 2, en: 1 },
    });
    const [row] = await database.db.select().from(contentPages).where(eq(contentPages.slug, 'legal-notice'));
    expect(row).toMatchObject({ locale: 'en', title: 'Legal notice' });
    const stored = (await getContentPage(read('en'), 'legal-notice'))!;
    expect(renderedPage({ page: 'legal-notice', ...form.en })).toEqual({
      page: stored.page,
      title: stored.title,
      description: stored.description,
      blocks: stored.blocks,
    });
  });
});
