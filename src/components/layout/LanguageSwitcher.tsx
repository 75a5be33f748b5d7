'use client';

import { Languages } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { NavLink } from './NavLink';

/** Goes to the same page in the other language (spec §4: the choice is stored in the locale cookie). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === 'el' ? 'en' : 'el';
  return (
    <NavLink
      href={pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={t('switchToLabel')}
      className={`inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {t('switchTo')}
    </NavLink>
  );
}
