import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DiagramEditor } from '@/components/staff/diagrams/DiagramEditor';
import { Link } from '@/i18n/navigation';
import { loadDiagram, partMatches } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../../page-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffDiagrams'))('title'), robots: { index: false, follow: false } };
}

/** /staff/diagrams/{id} (owner, manager): the drawing with its callouts, their part numbers and quantities. */
export default async function StaffDiagramPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'diagrams.edit');
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const ctx = await pageContext(locale);
  const diagram = await loadDiagram(ctx.db, id, locale);
  if (!diagram) notFound();
  const [matches, t] = await Promise.all([
    partMatches(
      ctx.db,
      diagram.callouts.flatMap((callout) => callout.lines.map((line) => line.mpn)),
      locale,
    ),
    getTranslations('staffDiagrams'),
  ]);
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-4 px-4 py-6">
      <Link
        href="/staff/diagrams"
        prefetch={false}
        className="inline-flex min-h-11 items-center text-brand-dark underline"
      >
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
        {t('editTitle', { model: diagram.modelName, code: diagram.code, title: diagram[locale].title })}
      </h1>
      <DiagramEditor key={diagram.imagePath} diagram={diagram} matches={matches} />
    </div>
  );
}
