import type { Locale } from '@/shared/locales';

/**
 * The four texts of the page shown when even the root layout failed (app/global-error.tsx), copied from
 * `errors` of the messages files. That page is part of every page's code, so it must not import the messages
 * themselves (both languages whole: 62 KB gzipped on every first load, issue #20); a test keeps the copy equal.
 */
export const globalErrorTexts: Record<
  Locale,
  { systemTitle: string; system: string; retry: string; backToWebsite: string }
> = {
  el: {
    systemTitle: 'Σφάλμα συστήματος',
    system: 'Λυπούμαστε, παρουσιάστηκε ένα άγνωστο σφάλμα. Παρακαλώ δοκιμάστε ξανά αργότερα.',
    retry: 'Δοκιμάστε ξανά',
    backToWebsite: 'Επιστροφή στον ιστότοπο',
  },
  en: {
    systemTitle: 'System error',
    system: 'Sorry, an unknown error occured. Please try again later.',
    retry: 'Try again',
    backToWebsite: 'Back to website',
  },
};
