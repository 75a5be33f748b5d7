'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { Link } from '@/i18n/navigation';
import { showConsentControls, type ConsentDecision, type Provider } from '@/shared/consent';
import { useSiteStore } from '@/stores/site';

const button =
  'min-h-11 flex-1 rounded-md border-2 border-ink px-4 font-semibold text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:flex-none';

/**
 * The cookie bar (spec §2, §4): shown while no decision exists and the shop uses a tracking provider, or when the
 * visitor reopens the settings. "Accept basic" and "Accept all" look the same and take one click each.
 */
export function CookieBar({ providers }: { providers: Provider[] }) {
  const t = useTranslations('consent');
  const hydrated = useHydrated();
  const state = useSiteStore();
  const open = hydrated && providers.length > 0 && (showConsentControls(state, providers) || state.settingsOpen);
  if (!open) return null;
  const choose = (decision: ConsentDecision) => state.decideConsent(decision, providers);
  return (
    <section
      aria-labelledby="cookie-bar-title"
      data-testid="cookie-bar"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-neutral-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="flex-1 text-sm text-neutral-700">
          <h2 id="cookie-bar-title" className="mb-1 flex items-center gap-2 text-base font-semibold text-ink">
            <Icon name="cookie" className="size-5 text-brand" />
            {t('title')}
          </h2>
          <p>
            {t('text')}{' '}
            <Link href="/cookie-policy" className="font-semibold text-brand-dark underline">
              {t('policy')}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => choose('acceptBasic')}>
            {t('acceptBasic')}
          </button>
          <button type="button" className={button} onClick={() => choose('acceptAll')}>
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
