import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { locales, type Locale } from '@/shared/locales';
import { metaDescription } from '@/shared/text';
import { contentPages, contentPageSlugHistory } from './content.tables';
import { parseMarkdown, plainText, type Block } from './markdown';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type ContentPage = {
  /** The stable key: `cookie-policy`. */
  page: string;
  title: string;
  /** The first paragraph's words, cut for a meta description. */
  description: string;
  /** The page's Markdown as blocks to render; its own top heading is left out, the page shows `title`. */
  blocks: Block[];
  /** The page's slug in every language that has it: for the language switch and hreflang. */
  slugs: Partial<Record<Locale, string>>;
  updatedAt: string;
};

export type ContentPageLink = { page: string; slug: string; title: string };

/** A page of the shop in the context's language by its key; null when that language has none. */
export async function getContentPage(ctx: Ctx, page: string): Promise<ContentPage | null> {
  const rows = await ctx.db.select().from(contentPages).where(eq(contentPages.page, page));
  return pageOf(rows, ctx.locale);
}

/**
 * The page at a path of the context's language. A slug of another language answers that page with
 * `redirectTo` its slug in this language (a switched language or a shared link), as products do; so does a slug the
 * page had before staff changed it.
 */
export async function findContentPageBySlug(
  ctx: Ctx,
  slug: string,
): Promise<{ page: ContentPage } | { redirectTo: string } | null> {
  const [own] = await ctx.db
    .select({ page: contentPages.page })
    .from(contentPages)
    .where(and(eq(contentPages.locale, ctx.locale), eq(contentPages.slug, slug)));
  if (own) {
    const page = await getContentPage(ctx, own.page);
    return page && { page };
  }
  const [other] = await ctx.db
    .select({ page: contentPages.page })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .limit(1);
  // A slug staff changed since, this language's first: its old links keep working.
  const [former] = other
    ? []
    : await ctx.db
        .select({ page: contentPageSlugHistory.page })
        .from(contentPageSlugHistory)
        .where(eq(contentPageSlugHistory.slug, slug))
        .orderBy(sql`${contentPageSlugHistory.locale} = ${ctx.locale} desc`)
        .limit(1);
  const found = other ?? former;
  if (!found) return null;
  const [here] = await ctx.db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(and(eq(contentPages.page, found.page), eq(contentPages.locale, ctx.locale)));
  return here ? { redirectTo: here.slug } : null;
}

/** Every page of the context's language, for links (footer, sitemap), by key. */
export async function listContentPages(ctx: Ctx): Promise<ContentPageLink[]> {
  return ctx.db
    .select({ page: contentPages.page, slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(eq(contentPages.locale, ctx.locale))
    .orderBy(asc(contentPages.page));
}

/**
 * A page as the storefront would show this title and Markdown: the back office's preview uses it, so that what staff
 * see before saving is what visitors see after.
 */
export function renderedPage(text: {
  page: string;
  title: string;
  body: string;
}): Pick<ContentPage, 'page' | 'title' | 'description' | 'blocks'> {
  const parsed = parseMarkdown(text.body);
  const blocks = parsed[0]?.type === 'heading' && parsed[0].level === 1 ? parsed.slice(1) : parsed;
  const lead = blocks.find((block) => block.type === 'paragraph');
  return {
    page: text.page,
    title: text.title,
    description: metaDescription(lead ? plainText(lead.children) : text.title),
    blocks,
  };
}

function pageOf(rows: (typeof contentPages.$inferSelect)[], locale: Locale): ContentPage | null {
  const row = rows.find((each) => each.locale === locale);
  if (!row) return null;
  return {
    ...renderedPage(row),
    slugs: Object.fromEntries(
      locales.flatMap((each) => rows.filter((other) => other.locale === each).map((other) => [each, other.slug])),
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}
