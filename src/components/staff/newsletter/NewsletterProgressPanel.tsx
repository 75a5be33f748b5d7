'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

export type NewsletterProgressView = {
  state: 'draft' | 'sending' | 'sent';
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  interrupted: number;
};

type Props = {
  locale: Locale;
  id: number;
  initial: NewsletterProgressView;
  /** "Try the failed again", offered once sending finished with deliveries the mail server refused. */
  retry: { action: (form: FormData) => Promise<void>; version: number };
};

/** Sent, failed and total while the newsletter goes out, asked of the server every second until it is sent. */
export function NewsletterProgressPanel({ locale, id, initial, retry }: Props) {
  const t = useTranslations('staffNewsletter.progress');
  const [progress, setProgress] = useState(initial);

  useEffect(() => {
    if (progress.state !== 'sending') return;
    const timer = setTimeout(async () => {
      const response = await fetch(localizedPath(locale, `/staff/newsletter/${id}/progress`), { cache: 'no-store' });
      if (response.ok) setProgress((await response.json()) as NewsletterProgressView);
      else setProgress((was) => ({ ...was }));
    }, 1000);
    return () => clearTimeout(timer);
  }, [progress, locale, id]);

  const { total, sent, failed, skipped } = progress;
  const finished = sent + failed + skipped;
  const retryable = failed - progress.interrupted;
  return (
    <section aria-labelledby="progress-title" className="space-y-2">
      <h2 id="progress-title" className="text-xl font-bold text-ink">
        {progress.state === 'sent' ? t('sentTitle') : t('sendingTitle')}
      </h2>
      <progress className="h-4 w-full" max={total || 1} value={total ? finished : 1} aria-label={t('bar')} />
      <p aria-live="polite" data-testid="newsletter-progress">
        {t('counts', { sent, failed, total })}
      </p>
      {skipped > 0 && <p className="text-neutral-600">{t('skipped', { skipped })}</p>}
      {progress.interrupted > 0 && (
        <p className="text-neutral-600">{t('interrupted', { count: progress.interrupted })}</p>
      )}
      {progress.state === 'sent' && <FormAlert tone="success" lines={[t('done', { sent, total })]} />}
      {progress.state === 'sent' && retryable > 0 && (
        <form action={retry.action} className="space-y-1 sm:max-w-md">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={retry.version} />
          <RetryButton label={t('retry', { count: retryable })} busyLabel={t('retrying')} />
          <p className="text-sm text-neutral-600">{t('retryHint')}</p>
        </form>
      )}
    </section>
  );
}

function RetryButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { pending } = useFormStatus();
  return <SubmitButton busy={pending} label={label} busyLabel={busyLabel} />;
}
