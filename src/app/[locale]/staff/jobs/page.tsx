import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FailedJobList } from '@/components/staff/jobs/FailedJobList';
import { UntransmittedDocuments } from '@/components/staff/jobs/UntransmittedDocuments';
import { untransmittedDocuments } from '@/server/domains/tax-documents';
import { requireStaff } from '@/server/http/staff/require-staff';
import { failedJobs, pendingJobCounts } from '@/server/jobs/failed-work';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.jobs'))('title') };
}

/** Failed work: the job queue's dead letters with their errors and a retry, what waits, and untransmitted documents. */
export default async function StaffJobsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'jobs.view');
  const ctx = await pageContext(locale);
  const [failed, pending, documents, t] = await Promise.all([
    failedJobs(ctx.db),
    pendingJobCounts(ctx.db),
    untransmittedDocuments(ctx.db),
    getTranslations('staff.jobs'),
  ]);
  const kindName = (kind: string) =>
    t.has(`kinds.${kind as 'send-email'}`) ? t(`kinds.${kind as 'send-email'}`) : kind;
  return (
    <div className="max-w-5xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-neutral-700">{t('lead')}</p>
      </div>
      <section aria-labelledby="jobs-pending" className="space-y-3">
        <h2 id="jobs-pending" className="text-lg font-bold text-ink">
          {t('pending')}
        </h2>
        {pending.length === 0 ? (
          <p className="text-ink">{t('pendingNone')}</p>
        ) : (
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 sm:max-w-md">
            {pending.map((row) => (
              <div key={row.kind} className="contents">
                <dt className="text-ink">{kindName(row.kind)}</dt>
                <dd className="text-right font-semibold text-ink tabular-nums">{row.count}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="jobs-failed" className="space-y-3">
        <h2 id="jobs-failed" className="text-lg font-bold text-ink">
          {t('failed')}
        </h2>
        <FailedJobList locale={locale} jobs={failed} now={ctx.now()} />
      </section>
      <section aria-labelledby="jobs-documents" className="space-y-3">
        <h2 id="jobs-documents" className="text-lg font-bold text-ink">
          {t('documents')}
        </h2>
        <UntransmittedDocuments locale={locale} documents={documents} />
      </section>
    </div>
  );
}
