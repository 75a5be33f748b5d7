'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { focusRing } from './styles';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Notice = { kind: 'error'; text: string } | { kind: 'info'; text: string } | null;

/**
 * The footer's newsletter sign-up (spec §2, §5 messages). The newsletter issue connects it to the server;
 * until then a valid address gets an honest note that sign-up opens soon, and nothing is sent.
 */
export function NewsletterForm() {
  const t = useTranslations('footer.newsletter');
  const [notice, setNotice] = useState<Notice>(null);
  const inputId = useId();
  const noticeId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) setNotice({ kind: 'error', text: t('required') });
    else if (!emailPattern.test(email)) setNotice({ kind: 'error', text: t('invalidEmail') });
    else setNotice({ kind: 'info', text: t('soon') });
  };

  const invalid = notice?.kind === 'error';
  return (
    <form noValidate onSubmit={onSubmit} className="w-full max-w-xl">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-white">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={notice ? noticeId : undefined}
          onChange={() => invalid && setNotice(null)}
          className={`h-12 w-full min-w-0 rounded-md sm:flex-1 border bg-white px-3.5 text-base text-ink placeholder:text-neutral-500 focus:outline-none focus:ring-2 focus:ring-white/70 ${invalid ? 'border-amber-300 ring-2 ring-amber-300' : 'border-transparent'}`}
        />
        <button type="submit" className={`h-12 shrink-0 rounded-md bg-ink px-6 font-semibold text-white transition-colors hover:bg-black ${focusRing} focus-visible:outline-white`}>
          {t('submit')}
        </button>
      </div>
      <p id={noticeId} aria-live="polite" className={`mt-2 min-h-5 text-sm font-semibold ${invalid ? 'text-amber-100' : 'text-white'}`}>
        {notice?.text}
      </p>
    </form>
  );
}
