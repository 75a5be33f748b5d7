import { CircleUser } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { NavLink } from './NavLink';
import { focusRing, iconButtonClass } from './styles';

/**
 * Spec §2: the session control with its register link for signed-out visitors. On phones only the sign-in icon
 * (the menu holds both links). The accounts issue swaps in the signed-in state.
 */
export function SessionLinks() {
  const t = useTranslations('header');
  return (
    <div className="flex items-center">
      <NavLink href="/auth/login" className={`${iconButtonClass} lg:hidden`}>
        <CircleUser aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('signIn')}</span>
      </NavLink>
      <div className="hidden items-center gap-1 lg:flex">
        <NavLink href="/auth/login" className={`inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-ink transition-colors hover:text-brand ${focusRing}`}>
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
