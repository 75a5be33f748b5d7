'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { LazySearchForm } from './LazySearchForm';
import { iconButtonClass } from './styles';

/**
 * Spec §2: from medium screens, a search icon shows the search box; it hides again when cleared, left, or
 * when the page changes. The search issue adds suggestions to the box.
 */
export function SearchToggle() {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // The page changed (a search, or any link): the box has done its job.
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  // The box arrives with its code on the first opening: it takes the focus when it appears.
  const focusOnArrival = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div className="search-toggle">
      {open && (
        <div id={panelId} className="mr-2 w-full max-w-md">
          <LazySearchForm
            inputRef={focusOnArrival}
            // Dismissed from the keyboard: the focus goes back to the search button, not to the page's start.
            onDone={(how) => close(how === 'dismiss')}
            onSearch={() => close(false)}
          />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(true) : setOpen(true))}
        // Keeps the click from first blurring the box (which would close it and let this click reopen it).
        onMouseDown={(event) => open && event.preventDefault()}
        className={iconButtonClass}
      >
        {open ? <Icon name="x" className="size-5" /> : <Icon name="search" className="size-5" />}
        <span className="sr-only">{open ? t('searchClose') : t('searchOpen')}</span>
      </button>
    </div>
  );
}
