'use client';

import { useTranslations } from 'next-intl';
import { useSiteStore } from '@/stores/site';

/** Reopens the cookie bar so the visitor can change their decision; only when the shop uses such providers. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  return (
    <button type="button" onClick={() => useSiteStore.getState().openSettings()} className={className}>
      {t('settings')}
    </button>
  );
}
