import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeaturesEditor } from '@/components/staff/content/FeaturesEditor';
import { Link } from '@/i18n/navigation';
import { featuresDraft, listStaffContentPages } from '@/server/domains/content';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { contentPagePath } from '@/shared/content-paths';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffContent'))('title'), robots: { index: false, follow: false } };
}

/** /staff/content (owner, manager): the shop's own pages, each opening its editor, and the features strip. */
export default async function StaffContentPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'content.edit');
  const ctx = await pageContext(locale);
  const [pages, strip, t] = await Promise.all([
    listStaffContentPages(ctx),
    featuresDraft(ctx),
    getTranslations('staffContent'),
  ]);
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-700">{t('lead')}</p>
      </div>
      <section aria-labelledby="content-pages" className="space-y-3">
        <h2 id="content-pages" className="text-xl font-semibold text-ink">
          {t('pages.title')}
        </h2>
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
          {pages.map((page) => {
            const slug = page.slugs[locale] ?? page.slugs.el ?? page.slugs.en!;
            return (
              <li key={page.page} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
                <div className="min-w-0">
                  <Link
                    href={`/staff/content/${page.page}`}
                    prefetch={false}
                    className="font-semibold break-words text-ink underline"
                  >
                    {page.titles[locale] ?? page.titles.el ?? page.titles.en}
                  </Link>
                  <p className="text-sm break-all text-neutral-600">
                    {localizedPath(locale, contentPagePath(page.page, slug))}
                  </p>
                </div>
                {(!page.titles.el || !page.titles.en) && (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                    {t('pages.missingLanguage')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="content-features" className="space-y-3">
        <div>
          <h2 id="content-features" className="text-xl font-semibold text-ink">
            {t('features.title')}
          </h2>
          <p className="text-neutral-700">{t('features.lead')}</p>
        </div>
        <FeaturesEditor initial={strip} />
      </section>
    </div>
  );
}
