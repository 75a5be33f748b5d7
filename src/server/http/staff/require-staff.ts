import 'server-only';
import type { StaffAction, StaffActor } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';

/**
 * The back office's gate for pages and server actions: the signed-in staff member (from the staff session
 * cookie, never a storefront bearer token) when their role may do `action`. Without a staff session it
 * redirects to `/staff/login` and back; with a role that may not, it shows the "not allowed" page.
 *
 * Placeholder until the staff-access work lands (issue #15): it lets the order desk be written against this
 * signature.
 */
export async function requireStaff(locale: Locale, action: StaffAction): Promise<StaffActor> {
  throw new Error(`staff sessions are not built yet (${locale}, ${action})`);
}
