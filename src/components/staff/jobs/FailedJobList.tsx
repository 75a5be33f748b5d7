import { getFormatter, getTranslations } from 'next-intl/server';
import type { FailedJob } from '@/server/jobs/failed-work';
import type { Locale } from '@/shared/locales';
import { RetryJobButton } from './RetryJobButton';

/** The dead letters: what failed, why, after how many attempts and how long ago, each with its retry. */
export async function FailedJobList({ locale, jobs, now }: { locale: Locale; jobs: FailedJob[]; now: Date }) {
  const [t, format] = await Promise.all([getTranslations('staff.jobs'), getFormatter()]);
  if (jobs.length === 0) return <p className="rounded-md border border-neutral-200 p-6 text-ink">{t('failedNone')}</p>;
  const kindName = (kind: string) =>
    t.has(`kinds.${kind as 'send-email'}`) ? t(`kinds.${kind as 'send-email'}`) : kind;
  return (
    <ul aria-label={t('failed')} className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
      {jobs.map((job) => (
        <li key={job.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-ink">
              {kindName(job.kind)} <span className="font-normal text-neutral-600">#{job.id}</span>
            </p>
            <p className="font-mono text-sm break-words text-red-800">{job.lastError ?? t('noError')}</p>
            <p className="text-sm text-neutral-700">
              {t('attempts', { count: job.attempts })} ·{' '}
              <time dateTime={job.createdAt.toISOString()}>{format.relativeTime(job.createdAt, now)}</time>
            </p>
          </div>
          <RetryJobButton
            locale={locale}
            jobId={job.id}
            label={t('retryOf', { kind: kindName(job.kind), id: job.id })}
          />
        </li>
      ))}
    </ul>
  );
}
