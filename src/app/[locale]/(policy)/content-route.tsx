import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ContentArticle } from '@/components/content/ContentArticle';
import { getContentPage } from '@/server/storefront';
import { contentPagePath } from '@/shared/content-paths';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../page-locale';

/** What the policy pages share: each is one of the shop's pages by its key, with live lists after the text. */
export type ContentRouteProps = { params: Promise<{ locale: string }> };

export async function contentPageMetadata(params: ContentRouteProps['params'], key: string): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = await getContentPage(locale, key);
  // An unknown one is the not-found page, title included (metadata {} let the browser show the home title).
  if (!page) notFound();
  return {
    title: page.title,
    description: page.description,
    alternates: alternatesFor(locale, (each) => contentPagePath(key, page.slugs[each] ?? page.slugs[locale]!)),
  };
}

/** The page's article, or the 404 page when the page is not in the database in this language. */
export async function renderContentPage(params: ContentRouteProps['params'], key: string, after?: ReactNode) {
  const locale = await pageLocale(params);
  const page = await getContentPage(locale, key);
  if (!page) notFound();
  return <ContentArticle page={page}>{after}</ContentArticle>;
}
