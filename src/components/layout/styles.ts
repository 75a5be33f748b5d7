/** Shared class lists of the header's controls, so that its icon buttons line up and look alike. */
export const iconButtonClass = 'icon-button';

/** An icon button whose short name shows under the icon on desktops (#23 item 20); phones keep the icon alone. */
export const labelledIconButtonClass = `${iconButtonClass} lg:w-auto lg:min-w-11 lg:flex-col lg:gap-0.5 lg:px-1.5`;
/** The visible short name of a labelled icon button; its accessible name (which contains it) stays in `sr-only`. */
export const iconLabelClass = 'hidden text-[0.6875rem] leading-none font-semibold lg:block';

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The mobile menu's full-width buttons. */
export const menuPrimaryButton =
  'inline-flex h-11 items-center justify-center rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-dark';
export const menuSecondaryButton =
  'inline-flex h-11 items-center justify-center rounded-md border border-brand px-3 font-semibold text-brand hover:bg-brand hover:text-white';
