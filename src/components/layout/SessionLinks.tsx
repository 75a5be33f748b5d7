import { CircleUser, LogOut, ShoppingBag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SignOutButton, WhenSignedIn, WhenSignedOut } from '@/components/auth/SessionSwitch';
import { NavLink } from './NavLink';
import { focusRing, iconButtonClass } from './styles';

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
          <NavLink href="/orders" className={iconButtonClass}>
            <ShoppingBag aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('auth.orders')}</span>
          </NavLink>
          {/* The 320px phone has no room for it beside the orders bag (spec §2 keeps that one): the menu holds it. */}
          <NavLink href="/account" className={`${iconButtonClass} hidden min-[400px]:inline-flex`}>
            <CircleUser aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('auth.account.title')}</span>
          </NavLink>
          <SignOutButton className={`${iconButtonClass} hidden lg:inline-flex`}>
            <LogOut aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('auth.signOut')}</span>
          </SignOutButton>
        </div>
      </WhenSignedIn>
    </>
  );
}

function SignedOutLinks() {
  const t = useTranslations('header');
  return (
    <div className="flex items-center">
      <NavLink href="/auth/login" className={`${iconButtonClass} lg:hidden`}>
        <CircleUser aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('signIn')}</span>
      </NavLink>
      <div className="hidden items-center gap-1 lg:flex">
        <NavLink
          href="/auth/login"
          className={`inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-ink transition-colors hover:text-brand ${focusRing}`}
        >
          <CircleUser aria-hidden="true" className="size-5" />
          {t('signIn')}
        </NavLink>
        <NavLink
          href="/auth/register"
          className={`inline-flex h-9 items-center rounded-md border border-brand px-3 text-sm font-semibold text-brand transition-colors hover:bg-brand hover:text-white ${focusRing}`}
        >
          {t('register')}
        </NavLink>
      </div>
    </div>
  );
}
