'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { SubscribeNewsletterDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { LazyMessages, useBundleMessages } from '@/i18n/LazyMessages';

/** What the form says after a sign-up: one of its own notices, or a text already made (an error code's). */
type Notice =
  | { kind: 'error'; says: 'required' | 'invalidEmail' | 'failed' }
  | { kind: 'success'; says: 'sent'; email: string }
  | { kind: 'error'; text: string }
  | null;

/**
 * The newsletter sign-up (spec §2, §5 messages) of the footer and of the newsletter pages, on the brand colour.
 * The answer is the same for every address ("check your inbox"): the server never says who subscribes. The notices'
 * texts load when the visitor first comes to the field (issue #20: the footer is on every page).
 */
export function NewsletterForm() {
  const t = useTranslations('footer.newsletter');
  const errors = useTranslations('errors');
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const [notice, setNotice] = useState<Notice>(null);
  const inputId = useId();
  const noticeId = useId();
  const [busy, setBusy] = useState(false);
  const { load: loadNotices } = useBundleMessages('newsletterNotice');

  const signUp = async (email: string) => {
    setBusy(true);
    await errorMessage.ready();
    try {
      const { subscribeNewsletter: answer } = await graphql.send(SubscribeNewsletterDocument, { email });
      setNotice(
        answer.ok
          ? { kind: 'success', says: 'sent', email }
          : { kind: 'error', text: answer.error ? errorMessage(answer.error) : errors('system') },
      );
    } catch {
      setNotice({ kind: 'error', says: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    loadNotices();
    if (!email) return setNotice({ kind: 'error', says: 'required' });
    // The rules (and Zod with them) load on the first sign-up: the footer is on every page, and a first visit to
    // any page must not pay for a validator it does not use (issue #20).
    const { newsletterSignUpSchema } = await import('@/shared/newsletter-rules');
    if (!newsletterSignUpSchema.safeParse({ email }).success) return setNotice({ kind: 'error', says: 'invalidEmail' });
    setNotice(null);
    await signUp(email);
  };

  const invalid = notice?.kind === 'error';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="w-full max-w-xl" aria-busy={busy}>
      <label htmlFor={inputId} className="newsletter-label">
        {t('label')}
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={t('placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={notice ? noticeId : undefined}
          onFocus={loadNotices}
          onChange={() => notice && setNotice(null)}
          className={`newsletter-input ${invalid ? 'border-amber-300 ring-2 ring-amber-300' : 'border-transparent'}`}
        />
        <button type="submit" disabled={busy} className="newsletter-button">
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          )}
          {busy ? t('sending') : t('submit')}
        </button>
      </div>
      <p
        id={noticeId}
        role="status"
        className={`mt-2 min-h-5 text-sm font-semibold ${invalid ? 'text-amber-100' : 'text-white'}`}
      >
        {notice &&
          ('text' in notice ? (
            notice.text
          ) : (
            <LazyMessages bundle="newsletterNotice">
              <NoticeText notice={notice} />
            </LazyMessages>
          ))}
      </p>
    </form>
  );
}

function NoticeText({ notice }: { notice: Exclude<Notice, { text: string } | null> }) {
  const t = useTranslations('newsletterNotice');
  return notice.says === 'sent' ? t('sent', { email: notice.email }) : t(notice.says);
}
