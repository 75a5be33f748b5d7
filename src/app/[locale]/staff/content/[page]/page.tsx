import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentPageEditor } from '@/components/staff/content/ContentPageEditor';
import { Link } from '@/i18n/navigation';
import { contentPageDraft } from '@/server/domains/content';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../../page-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffContent'))('editor.title'), robots: { index: false, follow: false } };
}

/** /staff/content/{page}: one of the shop's pages, both languages side by side, with the storefront's preview. */
export default async function StaffContentPageEditor({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'content.edit');
  const key = (await params).page;
  // Read past the cache: the editor must start from the version stored now.
  const draft = /^[a-z0-9-]{1,100}$/.test(key) ? await contentPageDraft(await pageContext(locale), key) : null;
  if (!draft) notFound();
  const t = await getTranslations('staffContent');
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <Link href="/staff/content" prefetch={false} className="underline">
        ← {t('title')}
      </Link>
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{draft[locale].title || draft.el.title}</h1>
      {/* Not keyed by version: after a save the editor keeps its state (its message, the new versions). */}
      <ContentPageEditor initial={draft} />
    </div>
  );
}
