import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaxonList } from '@/components/staff/taxonomies/TaxonList';
import { Link } from '@/i18n/navigation';
import { listTaxons } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { editableTaxonomyKinds, type EditableTaxonomyKind } from '@/shared/taxon-desk-rules';
import { pageLocale } from '../../page-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ kind?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffTaxonomies'))('title'), robots: { index: false, follow: false } };
}

/** /staff/taxonomies (owner, manager): one kind's list at a time (?kind=brand|category|model), brands first. */
export default async function StaffTaxonomiesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'taxonomies.edit');
  const asked = (await searchParams).kind;
  const kind: EditableTaxonomyKind = editableTaxonomyKinds.find((each) => each === asked) ?? 'brand';
  const ctx = await pageContext(locale);
  const [rows, t] = await Promise.all([listTaxons(ctx.db, kind), getTranslations('staffTaxonomies')]);
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-700">{t('lead')}</p>
      </div>
      <nav aria-label={t('title')}>
        <ul className="flex flex-wrap gap-2">
          {editableTaxonomyKinds.map((each) => (
            <li key={each}>
              <Link
                href={`/staff/taxonomies?kind=${each}`}
                prefetch={false}
                aria-current={each === kind ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-3 ${
                  each === kind ? 'border-ink bg-ink text-white' : 'border-neutral-300 bg-white text-ink underline'
                }`}
              >
                {t(`kinds.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="taxon-list" className="space-y-3">
        <h2 id="taxon-list" className="text-xl font-semibold text-ink">
          {t(`kinds.${kind}`)}
        </h2>
        <TaxonList key={kind} kind={kind} rows={rows} />
      </section>
    </div>
  );
}
