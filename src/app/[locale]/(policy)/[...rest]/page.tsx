import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentArticle } from '@/components/content/ContentArticle';
import { findContentPage } from '@/server/storefront';
import { contentPagePath } from '@/shared/content-paths';
import type { Locale } from '@/shared/locales';
import { alternatesFor, localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

/**
 * Any path no other page claims (spec §2, the content-driven page resolved by path): one of the shop's pages whose
 * slug in this language is the path (`/politiki-cookies`, `/en/terms-and-conditions`), in the policy layout. The
 * other language's slug redirects (301) to this language's; anything else is the 404 page (spec §8). The root
 * path is the home page, the spec's `index` route, so no page may take the slug `index` (the importer refuses it).
 */
async function pageAt(locale: Locale, rest: string[]) {
  const slug = rest.length === 1 ? safeDecode(rest[0]!) : '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) notFound();
  const found = await findContentPage(locale, slug);
  if (!found) notFound();
  if ('redirectTo' in found) permanentRedirect(localizedPath(locale, `/${found.redirectTo}`));
  return found.page;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = await pageAt(locale, (await params).rest);
  return {
    title: page.title,
    description: page.description,
    // A page with a route of its own (/cookie-policy) is canonical there, so each page has one address per language.
    alternates: alternatesFor(locale, (each) => contentPagePath(page.page, page.slugs[each] ?? page.slugs[locale]!)),
  };
}

export default async function ContentPathPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <ContentArticle page={await pageAt(locale, (await params).rest)} />;
}
