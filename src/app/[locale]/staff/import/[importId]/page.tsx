import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ImportStatusPanel } from '@/components/staff/import/ImportStatusPanel';
import { Link } from '@/i18n/navigation';
import { sharedDatabase } from '@/server/db';
import { catalogueImportStatus } from '@/server/domains/import-desk';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageLocale } from '../../../page-locale';
import { applyImport, refreshCatalogueAfterImport } from '../actions';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; importId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffImport');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/import/{id}: one upload's dry run, its import with live progress, and the final report. */
export default async function StaffImportRunPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'catalog.import');
  const { importId } = await params;
  if (!/^\d{1,9}$/.test(importId)) notFound();
  const status = await catalogueImportStatus({ db: (await sharedDatabase()).db }, Number(importId));
  if (!status) notFound();
  const t = await getTranslations('staffImport');
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-5 px-4 py-6">
      <div>
        <Link href="/staff/import" className="inline-flex min-h-11 items-center text-brand underline">
          {t('title')}
        </Link>
        <h1 className="text-3xl font-bold break-words text-ink">
          #{status.id} · {status.files.join(', ')}
        </h1>
      </div>
      <ImportStatusPanel
        locale={locale}
        initial={{
          id: status.id,
          state: status.state,
          report: status.report,
          seconds: status.seconds,
          progress: status.progress,
        }}
        apply={applyImport}
        refreshCatalogue={refreshCatalogueAfterImport}
      />
    </div>
  );
}
