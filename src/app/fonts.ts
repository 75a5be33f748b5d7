import localFont from 'next/font/local';

/*
 * Source Sans Pro, self-hosted from @fontsource/source-sans-pro through next/font, which names the files by their
 * content. The shop's three weights in three subsets, stacked in
 * `--font-sans` (globals.css): Greek, Latin Extended and Latin, each used only for its characters (unicode-range).
 * `font-display: optional`, not `swap`: a text that re-flows when the font arrives moved whole pages down
 * (Lighthouse: layout shift 0.26 on a product page). A first visit on a slow line keeps the system font.
 * None is preloaded (issue #20): with `optional` a font that is not there within about 0.1 s is not used on that
 * page, so on a slow line the preloaded 67 KB only competed with the page's own bytes (Lighthouse mobile: LCP
 * median 3.3 s with the preload, 2.7 s without; first paint about 0.7 s later, still under 1.8 s).
 * next/font takes literal options only, hence the paths written out.
 */

export const sourceSansGreek = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-greek-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-greek-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-greek-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0370-03FF',
    },
  ],
  adjustFontFallback: false,
  variable: '--font-greek',
});

export const sourceSansLatinExt = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-ext-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-ext-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20CF, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
  adjustFontFallback: false,
  variable: '--font-latin-ext',
});

export const sourceSansLatin = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+2074, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  adjustFontFallback: false,
  variable: '--font-latin',
});

/** The classes that define the three variables, for the root element. */
export const fontVariables = [sourceSansGreek, sourceSansLatinExt, sourceSansLatin]
  .map((font) => font.variable)
  .join(' ');
