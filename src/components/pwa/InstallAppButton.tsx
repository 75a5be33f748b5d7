'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { canOfferInstall } from '@/pwa/install-states';
import { showInstallPrompt, useAppInstall } from '@/stores/appInstall';

/**
 * "Install the app", offered only while the browser's install prompt is kept (spec §4); nothing when the
 * browser has none or the shop already runs installed. After an accepted prompt, a short confirmation.
 */
export function InstallAppButton({ className, hintClassName }: { className: string; hintClassName?: string }) {
  const t = useTranslations('pwa');
  const state = useAppInstall((store) => store.state);
  if (state === 'accepted') {
    return (
      <p role="status" className={hintClassName}>
        {t('accepted')}
      </p>
    );
  }
  if (!canOfferInstall(state)) return null;
  return (
    <div>
      <button type="button" onClick={() => void showInstallPrompt()} className={className}>
        <Icon name="download" className="size-5" />
        {t('install')}
      </button>
      {hintClassName && <p className={hintClassName}>{t('installHint')}</p>}
    </div>
  );
}
