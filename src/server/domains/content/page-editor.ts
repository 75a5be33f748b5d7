import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import {
  contentPageEditorSchema,
  contentProblems,
  type ContentFieldProblem,
  type ContentPageEditorValues,
} from '@/shared/content-page-rules';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales, type Locale } from '@/shared/locales';
import { contentPages, contentPageSlugHistory } from './content.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type ContentPageTranslation = { title: string; slug: string; body: string };

/** A page as its editor opens it: each language's text (empty where the language has none yet) and version. */
export type ContentPageDraft = {
  page: string;
  el: ContentPageTranslation;
  en: ContentPageTranslation;
  versions: Record<Locale, number>;
};

export type StaffContentPageRow = {
  page: string;
  titles: Partial<Record<Locale, string>>;
  slugs: Partial<Record<Locale, string>>;
  updatedAt: string;
};

export type SaveContentPageResult =
  | { ok: true; versions: Record<Locale, number>; slugs: Record<Locale, string> }
  | { ok: false; error: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'VERSION_CONFLICT'> }
  | { ok: false; error: ErrorCodes<'INVALID_INPUT'>; problems: ContentFieldProblem[] };

/** Every page of the shop with its title and slug per language, for the back office's list. */
export async function listStaffContentPages(ctx: Pick<Ctx, 'db'>): Promise<StaffContentPageRow[]> {
  const rows = await ctx.db.select().from(contentPages).orderBy(asc(contentPages.page), asc(contentPages.locale));
  const byPage = new Map<string, StaffContentPageRow>();
  for (const row of rows) {
    const entry = byPage.get(row.page) ?? { page: row.page, titles: {}, slugs: {}, updatedAt: '' };
    entry.titles[row.locale] = row.title;
    entry.slugs[row.locale] = row.slug;
    const updatedAt = row.updatedAt.toISOString();
    if (updatedAt > entry.updatedAt) entry.updatedAt = updatedAt;
    byPage.set(row.page, entry);
  }
  return [...byPage.values()];
}

/** The page's editor values, or null for an unknown key. */
export async function contentPageDraft(ctx: Pick<Ctx, 'db'>, page: string): Promise<ContentPageDraft | null> {
  const rows = await ctx.db.select().from(contentPages).where(eq(contentPages.page, page));
  if (rows.length === 0) return null;
  const of = (locale: Locale) => rows.find((row) => row.locale === locale);
  const translation = (locale: Locale): ContentPageTranslation => {
    const row = of(locale);
    return { title: row?.title ?? '', slug: row?.slug ?? '', body: row?.body ?? '' };
  };
  return {
    page,
    el: translation('el'),
    en: translation('en'),
    versions: { el: of('el')?.version ?? 0, en: of('en')?.version ?? 0 },
  };
}

/**
 * Staff save a page in both languages, in one transaction: the role checked, the form validated, the page's rows
 * locked and their versions compared with the editor's (VERSION_CONFLICT when someone saved since), each slug checked
 * against the other pages', then written and audited. A changed slug is remembered, so that its old address
 * redirects to the new one. The caller revalidates the storefront's content cache.
 */
export async function saveContentPage(
  ctx: Ctx,
  actor: StaffActor,
  page: string,
  input: unknown,
): Promise<SaveContentPageResult> {
  if (!staffMay(actor.role, 'content.edit')) return { ok: false, error: 'NOT_PERMITTED' };
  const parsed = contentPageEditorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT', problems: contentProblems(parsed.error) };
  const values = parsed.data;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await tx.select().from(contentPages).where(eq(contentPages.page, page)).for('update');
    if (before.length === 0) return { ok: false, error: 'NOT_FOUND' } as const;
    const rowOf = (locale: Locale) => before.find((row) => row.locale === locale);
    if (locales.some((locale) => (rowOf(locale)?.version ?? 0) !== values.versions[locale]))
      return { ok: false, error: 'VERSION_CONFLICT' } as const;
    const problems = await slugClashes(tx, page, values);
    if (problems.length > 0) return { ok: false, error: 'INVALID_INPUT', problems } as const;
    const versions = {} as Record<Locale, number>;
    for (const locale of locales) {
      const row = rowOf(locale);
      const text = values[locale];
      if (row) {
        const [saved] = await tx
          .update(contentPages)
          .set({ ...text, version: sql`${contentPages.version} + 1`, updatedAt: now })
          .where(eq(contentPages.id, row.id))
          .returning({ version: contentPages.version });
        versions[locale] = saved!.version;
      } else {
        await tx.insert(contentPages).values({ page, locale, ...text, createdAt: now, updatedAt: now });
        versions[locale] = 1;
      }
      await rememberOldSlug(tx, page, locale, row?.slug, text.slug);
    }
    const audited = (pick: (locale: Locale) => Partial<ContentPageEditorValues['el']> | undefined) =>
      Object.fromEntries(locales.map((locale) => [locale, pick(locale) ?? null]));
    await appendAudit(
      tx,
      actor,
      {
        entity: 'content-page',
        entityId: page,
        action: 'content-page.update',
        before: audited((locale) => {
          const row = rowOf(locale);
          return row && { title: row.title, slug: row.slug, body: row.body };
        }),
        after: audited((locale) => values[locale]),
      },
      now,
    );
    return { ok: true, versions, slugs: { el: values.el.slug, en: values.en.slug } } as const;
  });
}

/** A slug another page holds in the same language is refused (its address would answer two pages). */
async function slugClashes(tx: Queryable, page: string, values: ContentPageEditorValues) {
  const problems: ContentFieldProblem[] = [];
  for (const locale of locales) {
    const [holder] = await tx
      .select({ page: contentPages.page })
      .from(contentPages)
      .where(
        and(eq(contentPages.locale, locale), eq(contentPages.slug, values[locale].slug), ne(contentPages.page, page)),
      );
    if (holder) problems.push({ field: `${locale}.slug`, reason: 'slugTaken' });
  }
  return problems;
}

/**
 * The old slug now points at this page (taken over from any page it pointed at before), and the new one is no
 * longer history: a page that takes back an earlier slug is found by it directly.
 */
async function rememberOldSlug(tx: Queryable, page: string, locale: Locale, from: string | undefined, to: string) {
  if (from && from !== to)
    await tx
      .insert(contentPageSlugHistory)
      .values({ locale, slug: from, page })
      .onConflictDoUpdate({ target: [contentPageSlugHistory.locale, contentPageSlugHistory.slug], set: { page } });
  await tx
    .delete(contentPageSlugHistory)
    .where(and(eq(contentPageSlugHistory.locale, locale), eq(contentPageSlugHistory.slug, to)));
}
