/**
 * The shop's two button looks, for buttons and for links that look like buttons; the caller adds the layout
 * (`inline-flex items-center`, `w-full justify-center`, margins).
 */
export const primaryButton = 'min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark';
export const secondaryButton =
  'min-h-11 rounded-md border border-neutral-300 px-4 font-semibold text-ink hover:border-brand';
