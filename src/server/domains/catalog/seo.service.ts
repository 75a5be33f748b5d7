import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { locales, type Locale } from '@/shared/locales';
import { metaDescription } from '@/shared/text';
import { findContentPageBySlug } from '@/server/domains/content';
import { getBrand } from './taxonomy.service';
import { getCategory } from './categories.service';
import { findProduct } from './product-detail.service';
import { taxonRedirect } from './taxon-redirects';
import { taxonTranslations } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export const seoTypes = ['product', 'category', 'brand', 'page'] as const;
export type SeoType = (typeof seoTypes)[number];

export type SeoMeta = {
  /** The page's slug in every language: for the language switch and hreflang alternates. */
  translations: Record<Locale, string>;
  title: string;
  description: string;
  /** Set when the slug asked for is old or of the other language: the page redirects to this slug. */
  redirectTo: string | null;
};

/** SEO record of a page by its slug and type (spec §7 SEO meta); null when there is no such page. */
export async function seoMeta(ctx: Ctx, { slug, type }: { slug: string; type: SeoType }): Promise<SeoMeta | null> {
  if (type === 'product') {
    const found = await findProduct(ctx, { slug });
    if (!found) return null;
    if ('redirectTo' in found) {
      const target = await findProduct(ctx, { slug: found.redirectTo });
      return target && 'product' in target ? { ...productMeta(target.product), redirectTo: found.redirectTo } : null;
    }
    return { ...productMeta(found.product), redirectTo: null };
  }
  if (type === 'page') return pageMeta(ctx, slug);
  const find = (each: string) => (type === 'category' ? getCategory(ctx, each) : getBrand(ctx, each));
  let taxon = await find(slug);
  // An old slug (before a rename) or the other language's: the record of the taxon it leads to, with redirectTo.
  const redirectTo = taxon ? null : await taxonRedirect(ctx, type, slug);
  if (redirectTo) taxon = await find(redirectTo);
  if (!taxon) return null;
  const rows = await ctx.db
    .select({ locale: taxonTranslations.locale, slug: taxonTranslations.slug })
    .from(taxonTranslations)
    .where(and(eq(taxonTranslations.taxonId, taxon.id)));
  return {
    translations: Object.fromEntries(
      locales.map((locale) => [locale, rows.find((row) => row.locale === locale)?.slug ?? slug]),
    ) as Record<Locale, string>,
    title: taxon.name,
    description: metaDescription('excerpt' in taxon && taxon.excerpt ? taxon.excerpt : taxon.name),
    redirectTo,
  };
}

/** The shop's content pages by their slug (the SEO-driven page with a slug id of spec §2). */
async function pageMeta(ctx: Ctx, slug: string): Promise<SeoMeta | null> {
  const found = await findContentPageBySlug(ctx, slug);
  if (!found) return null;
  const target = 'page' in found ? found : await findContentPageBySlug(ctx, found.redirectTo);
  if (!target || !('page' in target)) return null;
  const { page } = target;
  return {
    translations: Object.fromEntries(
      locales.map((locale) => [locale, page.slugs[locale] ?? page.slugs[ctx.locale]!]),
    ) as Record<Locale, string>,
    title: page.title,
    description: page.description,
    redirectTo: 'redirectTo' in found ? found.redirectTo : null,
  };
}

function productMeta(product: { name: string; description: string; slugs: Record<Locale, string> }) {
  return {
    translations: product.slugs,
    title: product.name,
    description: metaDescription(product.description || product.name),
  };
}
