'use client';

import { Icon } from '@/components/icons/Icon';
import { useLocale, useTranslations } from 'next-intl';
import { useCatalogueFile } from '@/hooks/useCatalogueFile';
import { Link } from '@/i18n/navigation';
import { katalogosPath, type CatalogueModel, type CatalogueModelFile } from '@/shared/catalogue-db';
import type { Locale } from '@/shared/locales';
import { CatalogueLoadState } from './CatalogueLoadState';
import { DiagramSection } from './DiagramSection';
import { SectionNav } from './SectionNav';

/** Step three: a model's diagram sections; the chosen one (`?section=E10`, else the first) with drawing and parts. */
export function CatalogueModelView({
  model,
  section,
  firstView,
}: {
  model: CatalogueModel;
  section: string | null;
  /** The chosen section rendered by the server (`firstViewOf`), shown until the whole file is here. */
  firstView: CatalogueModelFile | null;
}) {
  const t = useTranslations('katalogos');
  const locale = useLocale() as Locale;
  const { data: file, isPending, isError } = useCatalogueFile<CatalogueModelFile>(model.file);
  const data = file ?? firstView;
  if (!model.file) return <p className="rounded-md bg-neutral-50 p-4 text-neutral-700">{t('noDiagrams')}</p>;
  if (!data) return <CatalogueLoadState pending={isPending} failed={isError} />;
  // Plain array lookups: the query module (the makers' model search) stays off this page's first load (issue #20).
  const at = Math.max(
    0,
    data.sections.findIndex((each) => each.code === section),
  );
  const current = data.sections[at]!;
  const [previous, next] = [data.sections[at - 1], data.sections[at + 1]];
  const path = katalogosPath(model.brand, model.slug);
  const sectionHref = (code: string) => ({ pathname: path, query: { section: code } });
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <SectionNav sections={data.sections} current={current.code} hrefOf={sectionHref} />
      <div className="min-w-0">
        <DiagramSection key={current.code} section={current} modelName={`${data.brandName} ${model.model}`} />
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          {previous ? (
            <Link
              href={sectionHref(previous.code)}
              scroll={false}
              className="inline-flex items-center gap-1 text-brand-dark hover:underline"
            >
              <Icon name="chevron-left" className="size-4" />
              {t('previousSection', { title: previous.title[locale] })}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              href={sectionHref(next.code)}
              scroll={false}
              className="inline-flex items-center gap-1 text-brand-dark hover:underline"
            >
              {t('nextSection', { title: next.title[locale] })}
              <Icon name="chevron-right" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
