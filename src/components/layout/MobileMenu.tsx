'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import { InstallAppButton } from '@/components/pwa/InstallAppButton';
import { LazyMessages, useWarmBundle } from '@/i18n/LazyMessages';
import type { ContactChannels } from '@/shared/shop-contact';
import { Drawer } from '@/components/ui/Drawer';
import { usePathname } from '@/i18n/navigation';
import { MyTractorControl } from './MyTractorControl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavLinks } from './MainNavLinks';
import { LazySearchForm } from './LazySearchForm';
import { focusRing, iconButtonClass, menuSecondaryButton } from './styles';

// The account and contact sections' code comes with their texts, when the menu first opens.
const loadSections = () => import('./MobileMenuSections').then((module) => module.MobileMenuSections);
const MobileMenuSections = dynamic(loadSections, { ssr: false });

/**
 * Spec §2: below extra-large screens, a menu in a modal drawer: the search box, the menu links, then the
 * e-mail, phone and chat links, and the language switch. A native modal dialog keeps focus inside, closes
 * on Escape and gives focus back to the menu button. Its content is drawn when it first opens; the account and contact
 * sections (`MobileMenuSections`) bring their texts then, so pages carry neither.
 */
export function MobileMenu({ contact }: { contact: ContactChannels }) {
  const t = useTranslations('menu');
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open on the page where it was opened: a new page means the menu has done its job.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const titleId = useId();
  const dialogId = useId();

  const close = () => setOpenOn(null);
  // A finger or pointer on the button, or the focus on it: the sections' code and texts start loading, so that they
  // are there, or nearly, when the menu opens.
  const warmSections = useWarmBundle('menuSections', loadSections);

  // A window wide enough for the full header: the menu has done its job too.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1200px)');
    const closeWhenWide = () => wide.matches && setOpenOn(null);
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpenOn(pathname)}
        onPointerEnter={warmSections}
        onTouchStart={warmSections}
        onFocus={warmSections}
        className={iconButtonClass}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{t('open')}</span>
      </button>
      <Drawer
        open={open}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => {
          setOpenOn(null);
          buttonRef.current?.focus();
        }}
        closeOnLink
        className="menu-drawer"
      >
        <div className="flex min-h-full flex-col gap-6 px-5 pt-3 pb-8">
          <div className="flex items-center justify-between border-b border-neutral-200 pb-3">
            <h2 id={titleId} className="text-lg font-bold">
              {t('title')}
            </h2>
            <button type="button" onClick={close} className={`${iconButtonClass} -mr-2`}>
              <Icon name="x" className="size-6" />
              <span className="sr-only">{t('close')}</span>
            </button>
          </div>

          <LazySearchForm onSearch={close} />

          <MainNavLinks
            listClassName="-mx-2 flex flex-col"
            linkClassName={(current) =>
              `flex min-h-11 items-center rounded-md px-2 text-base font-semibold transition-colors hover:bg-neutral-100 ${focusRing} ${current ? 'text-brand' : ''}`
            }
          />

          <MyTractorControl inMenu />

          <InstallAppButton
            className={`${menuSecondaryButton} ${focusRing} w-full gap-2`}
            hintClassName="mt-1.5 text-sm text-neutral-600"
          />

          <LazyMessages bundle="menuSections" preload={loadSections}>
            <MobileMenuSections contact={contact} />
          </LazyMessages>

          <div className="mt-auto border-t border-neutral-200 pt-5">
            <LanguageSwitcher />
          </div>
        </div>
      </Drawer>
    </div>
  );
}
