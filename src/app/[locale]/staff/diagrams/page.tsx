import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewDiagramForm } from '@/components/staff/diagrams/NewDiagramForm';
import { Link } from '@/i18n/navigation';
import { listDiagramModels, sectionChoices } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../page-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffDiagrams'))('title'), robots: { index: false, follow: false } };
}

/** /staff/diagrams (owner, manager): a new diagram's form, and every model's diagrams by section. */
export default async function StaffDiagramsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'diagrams.edit');
  const ctx = await pageContext(locale);
  const [models, sections, t] = await Promise.all([
    listDiagramModels(ctx.db, locale),
    sectionChoices(ctx.db),
    getTranslations('staffDiagrams'),
  ]);
  const withDiagrams = models.filter((model) => model.diagrams.length > 0);
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-700">{t('lead')}</p>
      </div>
      <section aria-labelledby="new-diagram" className="space-y-3">
        <h2 id="new-diagram" className="text-xl font-semibold text-ink">
          {t('newTitle')}
        </h2>
        <NewDiagramForm
          models={models.map((model) => ({ id: model.id, label: `${model.brand} ${model.name}`.trim() }))}
          sections={sections}
        />
      </section>
      <section aria-labelledby="diagram-list" className="space-y-3">
        <h2 id="diagram-list" className="text-xl font-semibold text-ink">
          {t('listTitle')}
        </h2>
        {withDiagrams.length === 0 ? (
          <p className="text-neutral-700">{t('noDiagrams')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
            {withDiagrams.map((model) => (
              <li key={model.id} className="p-3">
                <h3 className="font-semibold text-ink">
                  {model.brand} {model.name}
                </h3>
                <ul className="mt-1 space-y-1">
                  {model.diagrams.map((diagram) => (
                    <li key={diagram.id} className="flex flex-wrap items-baseline gap-x-2">
                      <Link
                        href={`/staff/diagrams/${diagram.id}`}
                        prefetch={false}
                        className="inline-flex min-h-11 items-center text-brand-dark underline sm:min-h-0"
                      >
                        <span className="mr-2 font-mono">{diagram.code}</span>
                        {diagram.title}
                      </Link>
                      <span className="text-sm text-neutral-600">{t('calloutCount', { count: diagram.callouts })}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
