import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { SignOutButton, WhenSignedIn, WhenSignedOut } from '@/components/auth/SessionSwitch';
import { IconNames } from './IconNames';
import { iconButtonClass, labelledIconButtonClass } from './styles';
import { Link } from '@/i18n/navigation';

/**
 * Spec §2: the session control with its register link for signed-out visitors. On phones only the sign-in icon
 * (the menu holds both links). Signed in: the shopping-bag link to /orders, the account and sign-out.
 */
export function SessionLinks() {
  const t = useTranslations();
  return (
    <>
      <WhenSignedOut>
        <SignedOutLinks />
      </WhenSignedOut>
      <WhenSignedIn>
        <div className="flex items-center">
          <Link href="/orders" className={labelledIconButtonClass}>
            <IconNames icon="shopping-bag" name={t('auth.orders')} short={t('header.ordersShort')} />
          </Link>
          {/*
            The 320px phone has no room for it beside the orders bag (spec §2 keeps that one): the menu holds it.
            Hidden by a wrapper: `hidden` beside the button's own `inline-flex` would lose to it.
          */}
          <span className="hidden min-[400px]:contents">
            <Link href="/account" className={labelledIconButtonClass}>
              <IconNames icon="circle-user" name={t('auth.account.title')} short={t('header.account')} />
            </Link>
          </span>
          <span className="hidden lg:contents">
            <SignOutButton className={labelledIconButtonClass}>
              <IconNames icon="log-out" name={t('auth.signOut')} short={t('auth.signOut')} />
            </SignOutButton>
          </span>
        </div>
      </WhenSignedIn>
    </>
  );
}

function SignedOutLinks() {
  const t = useTranslations('header');
  return (
    <div className="flex items-center">
      <Link href="/auth/login" className={`${iconButtonClass} lg:hidden`}>
        <Icon name="circle-user" className="size-6" />
        <span className="sr-only">{t('signIn')}</span>
      </Link>
      <div className="header-session-links">
        <Link href="/auth/login" className="header-sign-in">
          <Icon name="circle-user" className="size-5" />
          {t('signIn')}
        </Link>
        <Link href="/auth/register" className="header-register">
          {t('register')}
        </Link>
      </div>
    </div>
  );
}
