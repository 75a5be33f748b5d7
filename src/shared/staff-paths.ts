import { localeFromPath, type Locale } from './locales';
import { localizedPath } from './paths';

/** The request header through which the proxy tells the back office which page was asked for (for `?next=`). */
export const staffPathHeader = 'x-staff-path';

/** A back-office page of either language (`/staff…`, `/en/staff…`), as opposed to the storefront. */
export const isStaffPath = (path: string) => /^(\/en)?\/staff(\/|$)/.test(path);

/** The pages of signing in and of accepting a link (with the query, as the proxy passes it on). */
export const isStaffSignInPath = (path: string) => /^(\/en)?\/staff\/(login|join)(\/|$|\?)/.test(path);

/**
 * Where a sign-in goes back to: a back-office page on this site (never the sign-in page itself, never another
 * site: `//host` and `/\host` are refused), or the back office's home.
 */
export function staffReturnPath(locale: Locale, next: string | null | undefined): string {
  const home = localizedPath(locale, '/staff');
  if (!next || !next.startsWith('/') || /^\/[\\/]/.test(next) || /[\r\n]/.test(next)) return home;
  const path = next.split(/[?#]/)[0]!;
  if (!isStaffPath(path) || isStaffSignInPath(path)) return home;
  return localeFromPath(path) === locale ? next : home;
}

/** The sign-in page, with the page to come back to. */
export function staffLoginPath(locale: Locale, next?: string | null): string {
  const login = localizedPath(locale, '/staff/login');
  const back = next ? staffReturnPath(locale, next) : null;
  return back && back !== localizedPath(locale, '/staff') ? `${login}?next=${encodeURIComponent(back)}` : login;
}
