import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MarkdownBlocks } from '@/components/content/MarkdownBlocks';
import { Link } from '@/i18n/navigation';
import { getContentPage } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../page-locale';

type Props = { params: Promise<{ locale: string; product: string }> };

/**
 * Served at /sxetika-me-tin-{product} (spec §2) through a rewrite in next.config.ts. The text is the `about` page of
 * the shop's content (staff edit it without a deploy); a shop without it shows the short text of the messages.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { product } = await params;
  const [t, page] = await Promise.all([getTranslations('pages.about'), getContentPage(locale, 'about')]);
  return {
    title: page?.title ?? t('title'),
    description: page?.description ?? t('body1'),
    alternates: alternatesFor(locale, () => `/sxetika-me-tin-${product}`),
  };
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, page] = await Promise.all([getTranslations('pages.about'), getContentPage(locale, 'about')]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-[1.75]">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('heading')}</p>
      {page ? (
        <>
          <h1 className="mb-6 text-3xl font-bold text-ink">{page.title}</h1>
          <MarkdownBlocks blocks={page.blocks} />
        </>
      ) : (
        <>
          <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mb-4 text-lg">{t('body1')}</p>
          <p className="mb-4">{t('body2')}</p>
          <p className="mb-8">{t('body3')}</p>
        </>
      )}
      <Link
        href="/epikoinonia"
        className="mt-4 inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('contact')}
      </Link>
    </article>
  );
}
