import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewsletterEditor } from '@/components/staff/newsletter/NewsletterEditor';
import { NewsletterProgressPanel } from '@/components/staff/newsletter/NewsletterProgressPanel';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { findNewsletter, newsletterProgress, newsletterSample, subscriberCounts } from '@/server/domains/newsletter';
import { requireStaff } from '@/server/http/staff/require-staff';
import { isErrorCode } from '@/shared/error-codes';
import { locales } from '@/shared/locales';
import { pageLocale } from '../../../page-locale';
import {
  copyNewsletterAction,
  retryFailedAction,
  saveNewsletterAction,
  sendTestAction,
  startSendingAction,
} from '../actions';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ error?: string; done?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffNewsletter');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /staff/newsletter/{id}: a draft's text, its preview in both languages exactly as the e-mail's HTML, a test to
 * oneself and the send; once sending, the progress.
 */
export default async function StaffNewsletterRunPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'newsletter.send');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const ctx = { db: (await sharedDatabase()).db, config: config() };
  const newsletter = await findNewsletter(ctx, Number(id));
  if (!newsletter) notFound();
  const [progress, counts, t, errors, query] = await Promise.all([
    newsletterProgress(ctx, newsletter.id),
    subscriberCounts(ctx),
    getTranslations('staffNewsletter'),
    getTranslations('errors'),
    searchParams,
  ]);
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={newsletter.id} />
      <input type="hidden" name="version" value={newsletter.version} />
    </>
  );
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <Link href="/staff/newsletter" className="inline-flex min-h-11 items-center text-brand underline">
          {t('title')}
        </Link>
        <h1 className="text-3xl font-bold break-words text-ink">{newsletter.subject[locale]}</h1>
        <p className="text-neutral-600">{t(`state.${newsletter.state}`)}</p>
      </div>
      {isErrorCode(query.error) && <FormAlert lines={[errors(query.error)]} />}
      {query.done === 'saved' && <FormAlert tone="success" lines={[t('saved')]} />}
      {query.done === 'test' && <FormAlert tone="success" lines={[t('testSent', { email: actor.email })]} />}
      {query.done === 'copied' && <FormAlert tone="success" lines={[t('copied')]} />}
      {newsletter.state === 'draft' ? (
        <>
          <NewsletterEditor locale={locale} save={saveNewsletterAction} draft={newsletter} />
          <section aria-labelledby="send-title" className="space-y-3">
            <h2 id="send-title" className="text-xl font-bold text-ink">
              {t('sendTitle')}
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <form action={sendTestAction}>
                {hidden}
                <button type="submit" className={`w-full sm:w-auto ${secondaryButton}`}>
                  {t('sendTest', { email: actor.email })}
                </button>
              </form>
              <form action={startSendingAction}>
                {hidden}
                <button type="submit" className={`w-full sm:w-auto ${primaryButton}`}>
                  {t('sendAll', { count: counts.subscribed })}
                </button>
              </form>
            </div>
            <p className="text-sm text-neutral-600">{t('sendHint')}</p>
          </section>
        </>
      ) : (
        <>
          {progress && (
            <NewsletterProgressPanel
              locale={locale}
              id={newsletter.id}
              initial={progress}
              retry={{ action: retryFailedAction, version: newsletter.version }}
            />
          )}
          <form action={copyNewsletterAction} className="space-y-1">
            {hidden}
            <button type="submit" className={`w-full sm:w-auto ${secondaryButton}`}>
              {t('copy')}
            </button>
            <p className="text-sm text-neutral-600">{t('frozenHint')}</p>
          </form>
        </>
      )}
      <section aria-labelledby="preview-title" className="space-y-3">
        <h2 id="preview-title" className="text-xl font-bold text-ink">
          {t('preview')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {locales.map((language) => {
            const mail = newsletterSample(ctx, newsletter, language);
            return (
              <figure key={language} className="min-w-0 space-y-1">
                <figcaption className="font-semibold break-words">
                  {t(`language.${language}`)}: {mail.subject}
                </figcaption>
                {/* The e-mail's own HTML, as sent; sandboxed, so nothing in it runs. */}
                <iframe
                  title={t('previewOf', { language: t(`language.${language}`) })}
                  srcDoc={mail.html}
                  sandbox=""
                  className="h-80 w-full rounded-md border border-neutral-300 bg-white"
                />
              </figure>
            );
          })}
        </div>
      </section>
    </div>
  );
}
