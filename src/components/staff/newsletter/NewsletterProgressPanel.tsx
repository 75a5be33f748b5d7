'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
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

type Props = { locale: Locale; id: number; initial: NewsletterProgressView };

/** Sent, failed and total while the newsletter goes out, asked of the server every second until it is sent. */
export function NewsletterProgressPanel({ locale, id, initial }: Props) {
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
    </section>
  );
}
