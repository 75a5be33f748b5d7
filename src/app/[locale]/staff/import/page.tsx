import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ImportUploadForm } from '@/components/staff/import/ImportUploadForm';
import { Link } from '@/i18n/navigation';
import { sharedDatabase } from '@/server/db';
import { exportedFiles } from '@/server/domains/catalog';
import { recentCatalogueImports } from '@/server/domains/import-desk';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { uploadImportFiles } from './actions';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffImport');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/import: upload the catalogue's files for a dry run, the latest uploads, and the export's files. */
export default async function StaffImportPage({ params }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'catalog.import');
  const [recent, t] = await Promise.all([
    recentCatalogueImports({ db: (await sharedDatabase()).db }),
    getTranslations('staffImport'),
  ]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Athens' });
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-8 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('lead')}</p>
      </div>
      <ImportUploadForm locale={locale} run={uploadImportFiles} />
      {recent.length > 0 && (
        <ul className="space-y-1">
          {recent.map((upload) => (
            <li key={upload.id}>
              <Link
                href={`/staff/import/${upload.id}`}
                className="inline-flex min-h-11 items-center text-brand underline"
              >
                #{upload.id} · {when.format(upload.createdAt)} · {upload.files.join(', ')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {staffMay(actor.role, 'catalog.export') && (
        <section aria-labelledby="export-title" className="space-y-2">
          <h2 id="export-title" className="text-xl font-bold text-ink">
            {t('export.title')}
          </h2>
          <p className="text-neutral-600">{t('export.lead')}</p>
          <ul className="flex flex-wrap gap-2">
            {exportedFiles.map((file) => (
              <li key={file}>
                {/* A download, not a page: a plain link. */}
                <a
                  href={localizedPath(locale, `/staff/import/export/${file.replace(/\.csv$/, '')}`)}
                  download={file}
                  className="inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-3 font-semibold"
                >
                  {t('export.file', { file })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
