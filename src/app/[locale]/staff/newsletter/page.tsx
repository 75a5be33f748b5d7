import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterEditor } from '@/components/staff/newsletter/NewsletterEditor';
import { FormAlert } from '@/components/ui/FormAlert';
import { secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { sharedDatabase } from '@/server/db';
import { recentNewsletters, subscriberCounts, subscriberStatuses } from '@/server/domains/newsletter';
import { requireStaff } from '@/server/http/staff/require-staff';
import { isErrorCode } from '@/shared/error-codes';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { saveNewsletterAction } from './actions';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ error?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffNewsletter');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/newsletter: the subscribers counted by state with their CSV export, the newsletters, and a new one. */
export default async function StaffNewsletterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'newsletter.send');
  const ctx = { db: (await sharedDatabase()).db };
  const [counts, newsletters, t, errors, query] = await Promise.all([
    subscriberCounts(ctx),
    recentNewsletters(ctx),
    getTranslations('staffNewsletter'),
    getTranslations('errors'),
    searchParams,
  ]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Athens' });
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-8 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('lead')}</p>
      </div>
      <section aria-labelledby="subscribers-title" className="space-y-3">
        <h2 id="subscribers-title" className="text-xl font-bold text-ink">
          {t('subscribers')}
        </h2>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {subscriberStatuses.map((status) => (
            <div key={status} className="rounded-md border border-neutral-300 p-3">
              <dt className="text-neutral-600">{t(`status.${status}`)}</dt>
              <dd className="text-2xl font-bold text-ink">{counts[status]}</dd>
            </div>
          ))}
        </dl>
        {/* A download, not a page: a plain link. */}
        <a
          href={localizedPath(locale, '/staff/newsletter/subscribers')}
          download
          className={`inline-flex items-center ${secondaryButton}`}
        >
          {t('exportCsv')}
        </a>
      </section>
      {newsletters.length > 0 && (
        <section aria-labelledby="newsletters-title" className="space-y-2">
          <h2 id="newsletters-title" className="text-xl font-bold text-ink">
            {t('newsletters')}
          </h2>
          <ul className="space-y-1">
            {newsletters.map((newsletter) => (
              <li key={newsletter.id}>
                <Link
                  href={`/staff/newsletter/${newsletter.id}`}
                  className="inline-flex min-h-11 items-center break-words text-brand underline"
                >
                  {newsletter.subject[locale]} · {t(`state.${newsletter.state}`)} · {when.format(newsletter.updatedAt)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="new-title" className="space-y-3">
        <h2 id="new-title" className="text-xl font-bold text-ink">
          {t('new')}
        </h2>
        {isErrorCode(query.error) && <FormAlert lines={[errors(query.error)]} />}
        <NewsletterEditor locale={locale} save={saveNewsletterAction} />
      </section>
    </div>
  );
}
