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
      className={`inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <Icon name="languages" className="size-4" />
      {localeDetails[other].name}
    </Link>
  ));
}
