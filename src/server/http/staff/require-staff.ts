import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import {
  actorOf,
  staffMay,
  staffSessionOf,
  type StaffAction,
  type StaffActor,
  type StaffSession,
} from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';
import { staffLoginPath, staffPathHeader } from '@/shared/staff-paths';
import { staffCookieValue } from './staff-cookie';

/**
 * The staff session of this request's cookie (never a storefront bearer token), at whichever step it is; read
 * once per request, and touched so that its 30 idle minutes start again.
 */
export const currentStaffSession = cache(async (): Promise<StaffSession | null> => {
  const db = (await sharedDatabase()).db;
  return staffSessionOf(domainContext({ db }), await staffCookieValue());
});

/** The signed-in staff member (second factor passed), or null. */
export async function currentStaff(): Promise<StaffSession | null> {
  const session = await currentStaffSession();
  return session?.stage === 'signed-in' ? session : null;
}

/** The address of the request, as the shop's server resolved it (see forwarded-for.ts). */
export async function requestAddress(): Promise<string | null> {
  return (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}

/**
 * The back office's gate for pages and server actions: the signed-in staff member (from the staff session
 * cookie, never a storefront bearer token) when their role may do `action`. Without a staff session it
 * redirects to `/staff/login` and back; with a role that may not, it shows the "not allowed" page (403).
 */
export async function requireStaff(locale: Locale, action: StaffAction): Promise<StaffActor> {
  const session = await currentStaff();
  if (!session) redirect(staffLoginPath(locale, (await headers()).get(staffPathHeader)));
  if (!staffMay(session.role, action)) forbidden();
  return actorOf(session, await requestAddress());
}
