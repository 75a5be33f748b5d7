import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { Locale } from '@/shared/locales';
import { contentPages } from './content.tables';
import { findContentPageBySlug, getContentPage, listContentPages } from './pages.service';

const pages = [
  {
    page: 'cookie-policy',
    locale: 'el',
    slug: 'politiki-cookies',
    title: 'Πολιτική Cookies',
    body: '# Πολιτική Cookies\n\n> Δείγμα.\n\nΧρησιμοποιούμε **cookies**.\n',
  },
  {
    page: 'cookie-policy',
    locale: 'en',
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    body: '# Cookie Policy\n\nWe use cookies. <img src=x onerror=alert(1)>\n',
  },
  { page: 'legal-notice', locale: 'el', slug: 'nomiki-simeiosi', title: 'Νομική σημείωση', body: 'Κείμενο.' },
] as const;

describe.each(testDatabases)('content pages on $name', ({ open }) => {
  let database: Database;
  const ctx = (locale: Locale) => ({ db: database.db, locale });

  beforeAll(async () => {
    database = await open();
    await database.db.insert(contentPages).values([...pages]);
  });
  afterAll(async () => database.close());

  it('gives a page by key in the asked language with its slugs in every language, without its own top heading', async () => {
    const page = await getContentPage(ctx('el'), 'cookie-policy');
    expect(page).toMatchObject({
      page: 'cookie-policy',
      title: 'Πολιτική Cookies',
      description: 'Χρησιμοποιούμε cookies.',
      slugs: { el: 'politiki-cookies', en: 'cookie-policy' },
    });
    expect(page!.blocks[0]).toMatchObject({ type: 'quote' });
    expect(page!.blocks.some((block) => block.type === 'heading' && block.level === 1)).toBe(false);
  });

  it('keeps HTML in a page as text', async () => {
    const page = await getContentPage(ctx('en'), 'cookie-policy');
    expect(page!.blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'We use cookies. <img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('answers null for an unknown key or a language the page lacks', async () => {
    expect(await getContentPage(ctx('el'), 'no-such-page')).toBeNull();
    expect(await getContentPage(ctx('en'), 'legal-notice')).toBeNull();
  });

  it("finds a page by its slug, and sends the other language's slug to this language's", async () => {
    expect(await findContentPageBySlug(ctx('el'), 'politiki-cookies')).toMatchObject({
      page: { page: 'cookie-policy', title: 'Πολιτική Cookies' },
    });
    expect(await findContentPageBySlug(ctx('en'), 'politiki-cookies')).toEqual({ redirectTo: 'cookie-policy' });
    expect(await findContentPageBySlug(ctx('el'), 'cookie-policy')).toEqual({ redirectTo: 'politiki-cookies' });
    expect(await findContentPageBySlug(ctx('en'), 'nomiki-simeiosi')).toBeNull();
    expect(await findContentPageBySlug(ctx('el'), 'nowhere')).toBeNull();
  });

  it('lists the pages of a language for links', async () => {
    expect(await listContentPages(ctx('el'))).toEqual([
      { page: 'cookie-policy', slug: 'politiki-cookies', title: 'Πολιτική Cookies' },
      { page: 'legal-notice', slug: 'nomiki-simeiosi', title: 'Νομική σημείωση' },
    ]);
    expect(await listContentPages(ctx('en'))).toEqual([
      { page: 'cookie-policy', slug: 'cookie-policy', title: 'Cookie Policy' },
    ]);
  });
});
