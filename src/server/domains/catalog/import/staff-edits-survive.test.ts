import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { users } from '@/server/domains/auth/auth.tables';
import { contentPageDraft, featuresDraft, listFeatures, saveContentPage, saveFeatures } from '@/server/domains/content';
import { contentPages } from '@/server/domains/content/content.tables';
import type { StaffActor } from '@/server/domains/staff';
import { temporaryStorage } from '@/server/storage/testing';
import { importCatalogue } from './import-catalogue';
import { copyCatalogue, small, type Rows } from './testing/catalogue-fixture';

/** A small catalogue whose every page and feature differs from the first import's, as a later export would. */
async function rewrittenCatalogue(): Promise<string> {
  const dir = await copyCatalogue({
    ...small,
    'content/features.csv': (rows: Rows) => rows.map((row) => ({ ...row, name_en: `${row.name_en} (new)` })),
  });
  const content = path.join(dir, 'content');
  for (const file of await fs.readdir(content)) {
    if (file.endsWith('.md')) await fs.appendFile(path.join(content, file), '\nA line from the new files.\n');
  }
  return dir;
}

describe.each(testDatabases)('a catalogue import after staff edits on $name', ({ open }) => {
  let database: Database;
  let owner: StaffActor;
  const ctx = () => ({ db: database.db, now: () => new Date() });
  const run = async (dir: string) => importCatalogue({ ...ctx(), storage: await temporaryStorage() }, dir);
  const pageBody = async (page: string, locale: 'el' | 'en') =>
    (
      await database.db
        .select({ body: contentPages.body })
        .from(contentPages)
        .where(and(eq(contentPages.page, page), eq(contentPages.locale, locale)))
    )[0]!.body;

  beforeAll(async () => {
    database = await open();
    const email = 'owner@tractorparts-hellas.example';
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
    owner = { userId: user!.id, email, role: 'owner', address: '192.0.2.1' };
    expect((await run(await copyCatalogue(small))).ok).toBe(true);
  });
  afterAll(() => database.close());

  it('keeps the page staff edited and the strip staff saved, and updates the pages nobody touched', async () => {
    const draft = (await contentPageDraft(ctx(), 'cookie-policy'))!;
    const edited = { ...draft, en: { ...draft.en, body: '# Cookie Policy\n\nWritten by the owner.' } };
    expect(await saveContentPage(ctx(), owner, 'cookie-policy', edited)).toMatchObject({ ok: true });
    const strip = await featuresDraft(ctx());
    const items = strip.items.slice(1).map((item, index) => (index === 0 ? { ...item, en: 'Owner’s words' } : item));
    expect(await saveFeatures(ctx(), owner, { version: strip.version, items })).toMatchObject({ ok: true });
    const stripBefore = await listFeatures({ db: database.db, locale: 'en' });

    const result = await run(await rewrittenCatalogue());

    expect(result.ok && result.summary.pages).toEqual({ created: 0, updated: 10, unchanged: 2 });
    expect(result.ok && result.summary.features).toMatchObject({ created: 0, updated: 0 });
    expect(await pageBody('cookie-policy', 'en')).toBe('# Cookie Policy\n\nWritten by the owner.');
    expect(await pageBody('cookie-policy', 'el')).toBe(draft.el.body);
    expect(await pageBody('about', 'en')).toContain('A line from the new files.');
    const stripAfter = await listFeatures({ db: database.db, locale: 'en' });
    expect(stripAfter).toEqual(stripBefore);
    expect(stripAfter.map((feature) => feature.name)).toContain('Owner’s words');
    expect(stripAfter).toHaveLength(strip.items.length - 1);
  });
});
