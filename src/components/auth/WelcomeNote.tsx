'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { LazyMessages } from '@/i18n/LazyMessages';
import { useWelcome } from '@/stores/welcome';

/**
 * After registration: a welcome, and the one thing left to do, confirming the e-mail address. Its texts load when
 * there is someone to welcome (issue #20).
 */
export function WelcomeNote() {
  const email = useWelcome((state) => state.registeredEmail);
  if (!useHydrated() || !email) return null;
  return (
    <LazyMessages bundle="welcome">
      <Welcome email={email} />
    </LazyMessages>
  );
}

function Welcome({ email }: { email: string }) {
  const t = useTranslations('auth.welcome');
  const dismiss = useWelcome((state) => state.dismiss);
  return (
    <div role="status" className="border-b border-success/40 bg-success/5" data-testid="welcome-note">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-ink">
        <Icon name="mail-check" className="mt-0.5 size-5 text-success-text" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{t('title')}</strong> {t('confirm', { email })}
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-success/10"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">{t('dismiss')}</span>
        </button>
      </div>
    </div>
  );
}
