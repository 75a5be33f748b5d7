'use client';

import { Icon } from '@/components/icons/Icon';
import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { localeDetails, otherLocales, type Locale } from '@/shared/locales';

/**
 * Goes to the same page in each other language (spec §4: the choice is stored in the locale cookie), each named
 * in its own language.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  return otherLocales(locale).map((other) => (
    <Link
      key={other}
      href={pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={localeDetails[other].switchTo}
      className={`language-switch ${className}`}
    >
      <Icon name="languages" className="size-4" />
      {localeDetails[other].name}
    </Link>
  ));
}
