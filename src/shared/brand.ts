/** The brand red of the Tailwind theme (`--color-brand` in src/app/globals.css): browser chrome and app icons. */
export const brandRed = '#d70b36';
