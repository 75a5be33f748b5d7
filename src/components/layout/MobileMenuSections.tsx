'use client';

import { useTranslations } from 'next-intl';
import { SignOutButton, WhenSignedIn, WhenSignedOut } from '@/components/auth/SessionSwitch';
import { Link } from '@/i18n/navigation';
import type { ContactChannels } from '@/shared/shop-contact';
import { ContactLinkList, contactLinkLabels } from './ContactLinkList';
import { focusRing, menuPrimaryButton, menuSecondaryButton } from './styles';

const headingClass = 'mb-3 text-xs font-bold tracking-wider text-neutral-500 uppercase';

/**
 * The mobile menu's account links and contact details (spec §2). Drawn when the menu first opens, with their texts
 * (the bundle `menuSections`): pages carry neither (issue #20).
 */
export function MobileMenuSections({ contact }: { contact: ContactChannels }) {
  const t = useTranslations('menuSections');
  return (
    <>
      <section aria-labelledby="mobile-menu-account" className="border-t border-neutral-200 pt-5">
        <h3 id="mobile-menu-account" className={headingClass}>
          {t('account')}
        </h3>
        <div className="grid grid-cols-2 gap-2">
          <WhenSignedOut>
            <Link href="/auth/login" className={`${menuPrimaryButton} ${focusRing}`}>
              {t('signIn')}
            </Link>
            <Link href="/auth/register" className={`${menuSecondaryButton} ${focusRing}`}>
              {t('register')}
            </Link>
          </WhenSignedOut>
          <WhenSignedIn>
            <Link href="/orders" className={`${menuPrimaryButton} ${focusRing}`}>
              {t('orders')}
            </Link>
            <Link href="/account" className={`${menuSecondaryButton} ${focusRing}`}>
              {t('accountPage')}
            </Link>
            <SignOutButton className={`${menuSecondaryButton} ${focusRing}`}>{t('signOut')}</SignOutButton>
          </WhenSignedIn>
        </div>
      </section>

      <section aria-labelledby="mobile-menu-contact" className="border-t border-neutral-200 pt-5">
        <h3 id="mobile-menu-contact" className={headingClass}>
          {t('contact')}
        </h3>
        <ContactLinkList
          contact={contact}
          labels={contactLinkLabels(t)}
          className="flex flex-col gap-1"
          linkClassName={`-mx-2 min-h-11 rounded-md px-2 py-1.5 hover:bg-neutral-50 ${focusRing}`}
        />
      </section>
    </>
  );
}
