'use client';

import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Form from 'next/form';
import { useId, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

type Props = {
  inputRef?: Ref<HTMLInputElement>;
  /** Called when the visitor leaves the box: clears it, moves focus away or presses Escape. */
  onDone?: () => void;
  /** Called when a search is submitted (the page is about to change). */
  onSearch?: () => void;
  className?: string;
};

/** A GET form to the product listing (`/products?search=…`, spec §2); client-side navigation through next/form. */
export function SearchForm({ inputRef, onDone, onSearch, className = '' }: Props) {
  const t = useTranslations('header.search');
  const locale = useLocale() as Locale;
  const inputId = useId();

  const leaveIfOutside = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDone?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onDone) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <Form action={localizedPath(locale, '/products')} role="search" onBlur={leaveIfOutside} onSubmit={onSearch} className={`relative flex w-full ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('placeholder')}
        onKeyDown={onKeyDown}
        onInput={(event) => {
          // Emptied by the box's clear button (not by deleting characters): the visitor is done with it.
          const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
          if (event.currentTarget.value === '' && !inputType.startsWith('delete')) onDone?.();
        }}
        className="h-11 w-full min-w-0 rounded-l-md border border-r-0 border-neutral-300 bg-white px-3 text-base text-ink placeholder:text-neutral-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <button type="submit" className="inline-flex h-11 shrink-0 items-center justify-center rounded-r-md bg-brand px-3.5 text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('submit')}</span>
      </button>
    </Form>
  );
}
