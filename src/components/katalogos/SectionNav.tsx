'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import type { CatalogueSection } from '@/shared/catalogue-db';
import type { Locale } from '@/shared/locales';

type Props = {
  sections: CatalogueSection[];
  current: string;
  hrefOf: (code: string) => { pathname: string; query: Record<string, string> };
};

/** A model's diagram sections: a column on large screens, a row that scrolls sideways (to the current one) on phones. */
export function SectionNav({ sections, current, hrefOf }: Props) {
  const t = useTranslations('katalogos');
  const locale = useLocale() as Locale;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const link = list.current?.querySelector('[aria-current="page"]');
    if (link && list.current && list.current.scrollWidth > list.current.clientWidth)
      list.current.scrollLeft = (link as HTMLElement).offsetLeft - 16;
  }, [current]);
  return (
    <nav aria-label={t('sectionsHeading')}>
      <h2 className="mb-2 text-lg font-semibold">{t('sectionsHeading')}</h2>
      <ul ref={list} className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
        {sections.map((section) => (
          <li key={section.code} className="shrink-0">
            <Link
              href={hrefOf(section.code)}
              scroll={false}
              aria-current={section.code === current ? 'page' : undefined}
              className="block rounded-md border border-neutral-200 px-3 py-2 text-sm hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand/5 aria-[current=page]:font-semibold"
            >
              <span className="mr-2 font-mono text-neutral-600">{section.code}</span>
              {section.title[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
