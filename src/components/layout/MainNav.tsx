'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { isCurrentSection, mainNavItems } from './nav-items';
import { NavLink } from './NavLink';

/** The main navigation on extra-large screens (below it, the mobile menu holds the same links). */
export function MainNav() {
  const t = useTranslations('header');
  const pathname = usePathname();
  return (
    <nav aria-label={t('mainNav')} className="hidden border-t border-neutral-100 xl:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4">
        {mainNavItems.map((item) => {
          const current = isCurrentSection(item.href, pathname);
          return (
            <li key={item.href}>
              <NavLink
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`relative inline-flex h-11 items-center px-3 text-[0.9375rem] font-semibold transition-colors after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${current ? 'text-brand after:bg-brand' : 'text-ink after:bg-transparent hover:after:bg-brand/40'}`}
              >
                {t(`nav.${item.label}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
