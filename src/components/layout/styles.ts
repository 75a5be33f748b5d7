/** Shared class lists of the header's controls, so that its icon buttons line up and look alike. */
export const iconButtonClass =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink transition-colors sm:size-11 hover:bg-neutral-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
