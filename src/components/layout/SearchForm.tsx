'use client';

import { Icon } from '@/components/icons/Icon';
import { useLocale, useTranslations } from 'next-intl';
import Form from 'next/form';
import { useId, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { SuggestionList } from '@/components/search/SuggestionList';
import { suggestionOptions, type SuggestionOption } from '@/components/search/suggestion-options';
import { useSearchSuggestions } from '@/components/search/use-search-suggestions';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

type Props = {
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Called when the visitor leaves the box: moves focus away (`leave`), or clears it or presses Escape with the
   * suggestions closed (`dismiss`: the focus is still in the box, so whoever opened it takes it back).
   */
  onDone?: (how: 'leave' | 'dismiss') => void;
  /** Called when a search is submitted or a suggestion chosen (the page is about to change). */
  onSearch?: () => void;
  className?: string;
};

/**
 * The search box (spec §2): a GET form to `/products?search=…` (client-side navigation through next/form) and
 * an accessible combobox (WAI-ARIA 1.2) offering example tractor models, then matching parts, a corrected
 * term and completions as the visitor types.
 */
export function SearchForm({ inputRef, onDone, onSearch, className = '' }: Props) {
  const t = useTranslations('searchBox');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const { term, data, pending } = useSearchSuggestions(typed);
  const options = suggestionOptions(term, data);
  const shown = expanded && (options.length > 0 || pending);
  const activeOption = shown ? options[active] : undefined;

  const choose = (option: SuggestionOption) => {
    setExpanded(false);
    startLoading();
    onSearch?.();
    router.push(option.href);
  };
  const leaveIfOutside = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setExpanded(false);
    onDone?.('leave');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      event.preventDefault();
      setExpanded(true);
      const count = options.length;
      if (count) setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) setExpanded(false);
      else onDone?.('dismiss');
    }
  };

  return (
    <Form
      action={localizedPath(locale, '/products')}
      role="search"
      onBlur={leaveIfOutside}
      onSubmit={() => {
        setExpanded(false);
        onSearch?.();
      }}
      className={`relative flex w-full ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('placeholder')}
        value={typed}
        onFocus={() => setExpanded(true)}
        onChange={(event) => {
          setTyped(event.target.value);
          setExpanded(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onInput={(event) => {
          // Emptied by the box's clear button (not by deleting characters): the visitor is done with it.
          const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
          if (event.currentTarget.value === '' && !inputType.startsWith('delete')) onDone?.('dismiss');
        }}
        className="h-11 w-full min-w-0 rounded-l-md border border-r-0 border-neutral-300 bg-white px-3 text-base text-ink placeholder:text-neutral-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-r-md bg-brand px-3.5 text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only">{t('submit')}</span>
      </button>
      <SuggestionList
        id={listId}
        shown={shown}
        options={options}
        active={activeOption}
        pending={pending}
        typed={term}
        onChoose={choose}
        onHover={(index) => setActive(index)}
      />
    </Form>
  );
}
