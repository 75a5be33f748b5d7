'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentSection, mainNavItems } from './nav-items';

type Props = {
  className?: string;
  listClassName: string;
  /** The link's classes, told whether it leads to the current section. */
  linkClassName: (current: boolean) => string;
};

/** The main navigation's list (spec §2), the current section marked: one list for the header and the mobile menu. */
export function MainNavLinks({ className, listClassName, linkClassName }: Props) {
  const t = useTranslations('header');
  const pathname = usePathname();
  return (
    <nav aria-label={t('mainNav')} className={className}>
      <ul className={listClassName}>
        {mainNavItems.map((item) => {
          const current = isCurrentSection(item.href, pathname);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={current ? 'page' : undefined} className={linkClassName(current)}>
                {t(`nav.${item.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
