import { staffSignOutAction } from '@/server/http/staff/sign-in-actions';
import type { Locale } from '@/shared/locales';

/** Ends the back-office session (a form, so that it works before the page's scripts have loaded). */
export function SignOutButton({ locale, label }: { locale: Locale; label: string }) {
  return (
    <form action={staffSignOutAction.bind(null, locale)}>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md border border-white/30 px-3 font-semibold hover:bg-white/10"
      >
        {label}
      </button>
    </form>
  );
}
