'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { LazyMessages } from '@/i18n/LazyMessages';
import { canOfferInstall, type InstallState } from '@/pwa/install-states';
import { showInstallPrompt, useAppInstall } from '@/stores/appInstall';

type Props = { className: string; hintClassName?: string };

/**
 * "Install the app", offered only while the browser's install prompt is kept (spec §4); nothing when the
 * browser has none or the shop already runs installed. After an accepted prompt, a short confirmation. Its texts
 * load when there is something to say (issue #20).
 */
export function InstallAppButton(props: Props) {
  const state = useAppInstall((store) => store.state);
  if (state !== 'accepted' && !canOfferInstall(state)) return null;
  return (
    <LazyMessages bundle="install">
      <InstallOffer state={state} {...props} />
    </LazyMessages>
  );
}

function InstallOffer({ state, className, hintClassName }: Props & { state: InstallState }) {
  const t = useTranslations('pwa');
  if (state === 'accepted') {
    return (
      <p role="status" className={hintClassName}>
        {t('accepted')}
      </p>
    );
  }
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
